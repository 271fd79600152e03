import { queryOptions } from '@tanstack/react-query';
import { api, apiRecorded } from '../../../api/client';

export const ADDONS_KEY = ['addons'] as const;
/** What the API answers for a secret parameter; sent back unchanged, it keeps the stored secret. */
export const MASKED = '*****';

export interface AddonParameterDefinition {
  name: string;
  displayName: string;
  type: 'url' | 'text' | 'textfield' | 'list' | string;
  required: boolean;
  sensitive: boolean;
}

export interface AddonProvider {
  name: string;
  displayName: string;
  description: string;
  documentationUrl?: string;
  parameters: AddonParameterDefinition[];
  events: string[];
}

export interface Addon {
  id: number;
  provider: string;
  description?: string | null;
  enabled: boolean;
  parameters: Record<string, string>;
  events: string[];
  projects?: string[];
  environments?: string[];
}

export const addonsQuery = queryOptions({
  queryKey: [...ADDONS_KEY],
  queryFn: async () => {
    const answer = (await api('get', '/api/admin/addons')) as { addons?: Addon[]; providers?: AddonProvider[] };
    return { addons: answer.addons ?? [], providers: answer.providers ?? [] };
  },
});

export type AddonBody = {
  provider: string;
  description: string | null;
  enabled: boolean;
  parameters: Record<string, string>;
  events: string[];
  projects: string[];
  environments: string[];
};

export const createAddon = (body: AddonBody) => apiRecorded('post', '/api/admin/addons', { body });
export const updateAddon = ({ id, body }: { id: number; body: AddonBody }) =>
  apiRecorded('put', '/api/admin/addons/{id}', { path: { id: String(id) }, body });
export const deleteAddon = (id: number) => apiRecorded('delete', '/api/admin/addons/{id}', { path: { id: String(id) } });

import { queryOptions } from '@tanstack/react-query';
import { api, apiRecorded } from '../../../api/client';
import { listOf } from '../../../api/list-of';
import type { ContextField } from '../../../api/settings-api';

export const CONTEXT_KEY = ['context-fields'] as const;

/** Context fields the service defines itself: updatable, never deletable (the API answers 403). */
export const BUILT_IN_CONTEXT_FIELDS: readonly string[] = ['appName', 'environment', 'userId', 'sessionId', 'remoteAddress', 'currentTime'];

export type ContextFieldBody = {
  name: string;
  description: string | null;
  stickiness: boolean;
  legalValues: Array<{ value: string; description?: string }>;
};

export const createContextField = (body: ContextFieldBody) => apiRecorded('post', '/api/admin/context', { body });
export const updateContextField = (body: ContextFieldBody) =>
  apiRecorded('put', '/api/admin/context/{name}', { path: { name: body.name }, body });
export const deleteContextField = (name: string) => apiRecorded('delete', '/api/admin/context/{name}', { path: { name } });

/** The form's values as the API's body: an empty description clears it (null), blank legal-value rows dropped. */
export function contextFieldBody(values: {
  name: string;
  description: string;
  stickiness: boolean;
  legalValues: Array<{ value: string; description: string }>;
}): ContextFieldBody {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    stickiness: values.stickiness,
    legalValues: values.legalValues
      .filter((v) => v.value.trim() !== '' || v.description.trim() !== '')
      .map((v) => ({ value: v.value.trim(), ...(v.description.trim() ? { description: v.description.trim() } : {}) })),
  };
}

export function formValuesOf(field?: ContextField) {
  return {
    name: field?.name ?? '',
    description: field?.description ?? '',
    stickiness: field?.stickiness ?? false,
    legalValues: (field?.legalValues ?? []).map((v) => ({ value: v.value, description: v.description ?? '' })),
  };
}

export interface ContextUsage {
  id: string;
  projectId: string;
  featureName: string;
  strategyName: string;
  environment: string;
}

/** The flag strategies whose constraints use a context field (read when asked, kept one minute). */
export const contextUsageQuery = (name: string) =>
  queryOptions({
    queryKey: [...CONTEXT_KEY, name, 'strategies'],
    queryFn: async () => listOf<ContextUsage>(await api('get', '/api/admin/context/{name}/strategies', { path: { name } }), 'strategies'),
    staleTime: 60_000,
  });

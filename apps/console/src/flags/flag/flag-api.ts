import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { listOf } from '../../api/list-of';
import type { EnvironmentVariant, Flag, StrategyInput, Tag } from '../flag-model';
import { FLAGS_KEY } from '../flags-api';
import { guardedWrite } from '../../change-requests/guarded-write';

export interface FlagRef {
  project: string;
  name: string;
}

const flagPath = (f: FlagRef) => ({ projectId: f.project, featureName: f.name });
const envPath = (f: FlagRef, environment: string) => ({ ...flagPath(f), environment });

/**
 * The flag; an archived one (which the flag route answers 404 for) from the archive through the
 * search API, so its page can still revive or delete it.
 */
export function flagQuery(f: FlagRef) {
  return queryOptions({
    queryKey: [...FLAGS_KEY, 'flag', f.project, f.name],
    queryFn: async ({ signal }) => {
      try {
        return (await api('get', '/api/admin/projects/{projectId}/features/{featureName}', { path: flagPath(f), signal })) as Flag;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
        const archived = await api('get', '/api/admin/search/features', { query: { archived: 'true', project: `IS:${f.project}`, query: f.name, limit: '100' }, signal });
        const item = archived.features.find((feature) => feature.name === f.name);
        if (!item) throw error;
        return { ...item, archived: true, environments: [], tags: item.tags ?? [] } as unknown as Flag;
      }
    },
  });
}

export function flagTagsQuery(f: FlagRef) {
  return queryOptions({
    queryKey: [...FLAGS_KEY, 'tags', f.name],
    queryFn: async () => listOf<Tag>(await api('get', '/api/admin/features/{featureName}/tags', { path: { featureName: f.name } }), 'tags'),
  });
}

export type MetadataChange = {
  description?: string | null;
  type?: 'release' | 'experiment' | 'operational' | 'kill-switch' | 'permission';
  stale?: boolean;
  impressionData?: boolean;
  archived?: boolean;
};

/** The spec's partial PUT: only the fields given change. */
export const updateFlag = (f: FlagRef, change: MetadataChange) => api('put', '/api/admin/projects/{projectId}/features/{featureName}', { path: flagPath(f), body: change });
export const reviveFlag = (f: FlagRef) => api('post', '/api/admin/archive/revive/{featureName}', { path: { featureName: f.name } });
export const deleteFlag = (f: FlagRef) => api('delete', '/api/admin/archive/{featureName}', { path: { featureName: f.name } });

// Environment edits become changes of the caller's draft change request where the environment requires approval.
export const addStrategy = (f: FlagRef, environment: string, strategy: StrategyInput) =>
  guardedWrite(f, environment, { action: 'addStrategy', payload: { ...strategy } }, () =>
    api('post', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies', { path: envPath(f, environment), body: strategy }),
  );
export const updateStrategy = (f: FlagRef, environment: string, id: string, strategy: StrategyInput) =>
  guardedWrite(f, environment, { action: 'updateStrategy', payload: { ...strategy, id } }, () =>
    api('put', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}', { path: { ...envPath(f, environment), strategyId: id }, body: strategy }),
  );
export const deleteStrategy = (f: FlagRef, environment: string, id: string) =>
  guardedWrite(f, environment, { action: 'deleteStrategy', payload: { id } }, () =>
    api('delete', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}', { path: { ...envPath(f, environment), strategyId: id } }),
  );
export const setStrategyOrder = (f: FlagRef, environment: string, ids: readonly string[]) => {
  const order = ids.map((id, sortOrder) => ({ id, sortOrder }));
  return guardedWrite(f, environment, { action: 'reorderStrategy', payload: { sortOrders: order } }, () =>
    api('post', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/set-sort-order', { path: envPath(f, environment), body: order }),
  );
};

export const setEnvironmentVariants = (f: FlagRef, environment: string, variants: EnvironmentVariant[]) =>
  guardedWrite(f, environment, { action: 'patchVariant', payload: { variants } }, () =>
    api('put', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/variants', { path: envPath(f, environment), body: variants }),
  );

export const addTag = (f: FlagRef, tag: Tag) => api('post', '/api/admin/features/{featureName}/tags', { path: { featureName: f.name }, body: { type: tag.type, value: tag.value } });
export const removeTag = (f: FlagRef, tag: Tag) => api('delete', '/api/admin/features/{featureName}/tags/{type}/{value}', { path: { featureName: f.name, type: tag.type, value: tag.value } });

export const addDependency = (f: FlagRef, dependency: { feature: string; enabled: boolean; variants?: string[] }) =>
  api('post', '/api/admin/projects/{projectId}/features/{featureName}/dependencies', { path: flagPath(f), body: dependency });
export const removeDependency = (f: FlagRef, parent: string) => api('delete', '/api/admin/projects/{projectId}/features/{featureName}/dependencies/{parent}', { path: { ...flagPath(f), parent } });

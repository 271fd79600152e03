import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { announced } from '../../api/announced';
import { api, apiRecorded, type ResponseOf } from '../../api/client';
import type { FlagEnvironment, FlagType } from '../../lib/flag-model';
import { toApiQuery, type FlagSearch } from './search/flag-search';
import { guardedBulkEnable, guardedWrite } from '../../lib/guarded-write';
import { FLAGS_KEY } from '../../api/flag-api';

export { FLAGS_KEY };

export type SearchAnswer = ResponseOf<'/api/admin/search/features', 'get'>;
export type SearchItem = SearchAnswer['features'][number];

/** A search item's environments (the document leaves their fields out; the spec names them). */
export function environmentsOf(item: Pick<SearchItem, 'environments'>): FlagEnvironment[] {
  return item.environments as unknown as FlagEnvironment[];
}

export function flagSearchQuery(search: FlagSearch) {
  const query = toApiQuery(search);
  return queryOptions({
    queryKey: [...FLAGS_KEY, 'search', query],
    queryFn: ({ signal }) => api('get', '/api/admin/search/features', { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export interface NewFlag {
  project: string;
  name: string;
  type: FlagType;
  description?: string;
  impressionData?: boolean;
}

export function createFlag(flag: NewFlag) {
  const { project, ...body } = flag;
  return announced(
    `Flag ${body.name} created in ${project}`,
    apiRecorded('post', '/api/admin/projects/{projectId}/features', { path: { projectId: project }, body }),
  );
}

export function setFavorite(project: string, name: string, favorite: boolean) {
  const path = { projectId: project, featureName: name };
  const write = favorite
    ? apiRecorded('post', '/api/admin/projects/{projectId}/features/{featureName}/favorites', { path })
    : apiRecorded('delete', '/api/admin/projects/{projectId}/features/{featureName}/favorites', { path });
  return announced(`${name} ${favorite ? 'added to' : 'removed from'} your favorites`, write);
}

/** Where the environment requires approval, the switch adds the change to the caller's draft change request. */
export function setEnvironmentEnabled(project: string, name: string, environment: string, enabled: boolean) {
  const path = { projectId: project, featureName: name, environment };
  return guardedWrite({ project, name }, environment, { action: 'updateEnabled', payload: { enabled } }, () =>
    announced(
      `${name} turned ${enabled ? 'on' : 'off'} in ${environment}`,
      enabled
        ? apiRecorded('post', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/on', { path })
        : apiRecorded('post', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/off', { path }),
    ),
  );
}

/**
 * A write about flags; afterwards every flag list and page in the cache is fetched again
 * (`then` runs first: a delete leaves the deleted flag's page before its answers go stale).
 */
export function useFlagMutation<V>(write: (variables: V) => Promise<unknown>, then?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: then,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FLAGS_KEY }),
  });
}

/**
 * Several flags of one project turned on or off in one environment at once; where the environment
 * requires approval, they become changes of the caller's draft change request instead.
 */
export function setEnvironmentEnabledBulk(project: string, names: readonly string[], environment: string, enabled: boolean) {
  const options = { path: { projectId: project, environment }, body: { features: [...names] } };
  return guardedBulkEnable(project, names, environment, enabled, () =>
    announced(
      `${names.length} flag${names.length === 1 ? '' : 's'} of ${project} turned ${enabled ? 'on' : 'off'} in ${environment}`,
      enabled
        ? apiRecorded('post', '/api/admin/projects/{projectId}/bulk_features/environments/{environment}/on', options)
        : apiRecorded('post', '/api/admin/projects/{projectId}/bulk_features/environments/{environment}/off', options),
    ),
  );
}

/** Several flags of one project marked stale (or no longer stale) at once. */
export function setStaleBulk(project: string, names: readonly string[], stale: boolean) {
  return announced(
    `${names.length} flag${names.length === 1 ? '' : 's'} of ${project} marked ${stale ? 'stale' : 'not stale'}`,
    apiRecorded('post', '/api/admin/projects/{projectId}/stale', { path: { projectId: project }, body: { features: [...names], stale } }),
  );
}

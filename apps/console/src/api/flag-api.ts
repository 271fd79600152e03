import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { announced } from './announced';
import { api, apiRecorded } from './client';
import { listOf } from './list-of';
import type { EnvironmentVariant, Flag, StrategyInput, Tag } from '../lib/flag-model';
import { guardedWrite } from '../lib/guarded-write';

/** Every cached flag answer (lists and pages) starts with this key, so one write refreshes them all. */
export const FLAGS_KEY = ['flags'] as const;

export interface FlagRef {
  project: string;
  name: string;
}

export const flagPath = (f: FlagRef) => ({ projectId: f.project, featureName: f.name });
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
        const archived = await api('get', '/api/admin/search/features', {
          query: { archived: 'true', project: `IS:${f.project}`, query: f.name, limit: '100' },
          signal,
        });
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
export const updateFlag = (f: FlagRef, change: MetadataChange) =>
  announced(
    change.archived ? `${f.name} archived` : `${f.name} saved`,
    apiRecorded('put', '/api/admin/projects/{projectId}/features/{featureName}', { path: flagPath(f), body: change }),
  );
export const reviveFlag = (f: FlagRef) =>
  announced(`${f.name} revived`, apiRecorded('post', '/api/admin/archive/revive/{featureName}', { path: { featureName: f.name } }));
export const deleteFlag = (f: FlagRef) =>
  announced(`${f.name} deleted`, apiRecorded('delete', '/api/admin/archive/{featureName}', { path: { featureName: f.name } }));

/** Bodies as the document types them (direct or as a change's payload): fresh objects, whose nested items admit more properties than the spec names. */
const strategyPayload = (s: StrategyInput) => ({
  ...s,
  constraints: s.constraints?.map((c) => ({ ...c })),
  variants: s.variants?.map((v) => ({ ...v, payload: v.payload && { ...v.payload } })),
});
const variantsPayload = (variants: EnvironmentVariant[]) =>
  variants.map((v) => ({ ...v, payload: v.payload && { ...v.payload }, overrides: v.overrides?.map((o) => ({ ...o })) }));

// Environment edits become changes of the caller's draft change request where the environment requires approval.
export const addStrategy = (f: FlagRef, environment: string, strategy: StrategyInput) =>
  guardedWrite(f, environment, { action: 'addStrategy', payload: strategyPayload(strategy) }, () =>
    announced(
      `Strategy ${strategy.name} added to ${f.name} in ${environment}`,
      apiRecorded('post', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies', {
        path: envPath(f, environment),
        body: strategyPayload(strategy),
      }),
    ),
  );
export const updateStrategy = (f: FlagRef, environment: string, id: string, strategy: StrategyInput) =>
  guardedWrite(f, environment, { action: 'updateStrategy', payload: { ...strategyPayload(strategy), id } }, () =>
    announced(
      `Strategy ${strategy.name} of ${f.name} in ${environment} saved`,
      apiRecorded('put', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}', {
        path: { ...envPath(f, environment), strategyId: id },
        body: strategyPayload(strategy),
      }),
    ),
  );
export const deleteStrategy = (f: FlagRef, environment: string, id: string) =>
  guardedWrite(f, environment, { action: 'deleteStrategy', payload: { id } }, () =>
    announced(
      `Strategy removed from ${f.name} in ${environment}`,
      apiRecorded('delete', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/{strategyId}', {
        path: { ...envPath(f, environment), strategyId: id },
      }),
    ),
  );
export const setStrategyOrder = (f: FlagRef, environment: string, ids: readonly string[]) => {
  const order = ids.map((id, sortOrder) => ({ id, sortOrder }));
  return guardedWrite(f, environment, { action: 'reorderStrategy', payload: { sortOrders: order } }, () =>
    announced(
      `Strategies of ${f.name} in ${environment} reordered`,
      apiRecorded('post', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/strategies/set-sort-order', {
        path: envPath(f, environment),
        body: order,
      }),
    ),
  );
};

export const setEnvironmentVariants = (f: FlagRef, environment: string, variants: EnvironmentVariant[]) =>
  guardedWrite(f, environment, { action: 'patchVariant', payload: { variants: variantsPayload(variants) } }, () =>
    announced(
      `Variants of ${f.name} in ${environment} saved`,
      apiRecorded('put', '/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/variants', {
        path: envPath(f, environment),
        body: variantsPayload(variants),
      }),
    ),
  );

export const addTag = (f: FlagRef, tag: Tag) =>
  announced(
    `Tag ${tag.type}:${tag.value} added to ${f.name}`,
    apiRecorded('post', '/api/admin/features/{featureName}/tags', {
      path: { featureName: f.name },
      body: { type: tag.type, value: tag.value },
    }),
  );
export const removeTag = (f: FlagRef, tag: Tag) =>
  announced(
    `Tag ${tag.type}:${tag.value} removed from ${f.name}`,
    apiRecorded('delete', '/api/admin/features/{featureName}/tags/{type}/{value}', {
      path: { featureName: f.name, type: tag.type, value: tag.value },
    }),
  );

export const addDependency = (f: FlagRef, dependency: { feature: string; enabled: boolean; variants?: string[] }) =>
  announced(
    `${f.name} now depends on ${dependency.feature}`,
    apiRecorded('post', '/api/admin/projects/{projectId}/features/{featureName}/dependencies', { path: flagPath(f), body: dependency }),
  );
export const removeDependency = (f: FlagRef, parent: string) =>
  announced(
    `${f.name} no longer depends on ${parent}`,
    apiRecorded('delete', '/api/admin/projects/{projectId}/features/{featureName}/dependencies/{parent}', {
      path: { ...flagPath(f), parent },
    }),
  );

/** A copy of the flag in its project under a new name (strategies, variants, parents; off everywhere). */
export const cloneFlag = (f: FlagRef, name: string) =>
  announced(
    `${f.name} cloned as ${name}`,
    apiRecorded('post', '/api/admin/projects/{projectId}/features/{featureName}/clone', { path: flagPath(f), body: { name } }),
  );
export const moveFlag = (f: FlagRef, newProjectId: string) =>
  announced(
    `${f.name} moved from ${f.project} to ${newProjectId}`,
    apiRecorded('post', '/api/admin/projects/{projectId}/features/{featureName}/changeProject', {
      path: flagPath(f),
      body: { newProjectId },
    }),
  );

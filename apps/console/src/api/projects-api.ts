import { queryOptions } from '@tanstack/react-query';
import { api, apiRecorded, recordedAs, type CallOptions } from './client';
import { listOf } from './list-of';
import type { StrategyInput } from '../lib/flag-model';

export interface Project {
  id: string;
  name: string;
  description?: string | null;
  mode?: 'open' | 'protected' | 'private';
  defaultStickiness?: string;
  health?: number;
  featureCount?: number;
  /** Whether the caller starred it (the list answers it). */
  favorite?: boolean;
  memberCount?: number;
  createdAt?: string;
  archivedAt?: string | null;
  /** The project's environments; `defaultStrategy` is what turning a flag on there without strategies adds (absent: the built-in). */
  environments?: Array<{ environment: string; defaultStrategy?: StrategyInput }>;
}

export interface Environment {
  name: string;
  type: string;
  enabled: boolean;
  sortOrder?: number;
}

/** Every cached project answer starts with this key; a project write refreshes them (and flags, whose pages show projects). */
export const PROJECTS_KEY = ['projects'] as const;

/** The active projects, or the archived ones. */
export function projectListQuery(archived: boolean) {
  return queryOptions({
    queryKey: archived ? [...PROJECTS_KEY, 'archived'] : [...PROJECTS_KEY],
    queryFn: async () =>
      listOf<Project>(await api('get', '/api/admin/projects', { query: archived ? { archived: 'true' } : {} }), 'projects'),
    staleTime: 60_000,
  });
}

export const projectsQuery = projectListQuery(false);

export function projectQuery(id: string) {
  return queryOptions({
    queryKey: [...PROJECTS_KEY, 'one', id],
    queryFn: async () => (await api('get', '/api/admin/projects/{projectId}', { path: { projectId: id } })) as Project,
  });
}

export const environmentsQuery = queryOptions({
  queryKey: ['environments'],
  queryFn: async () =>
    listOf<Environment>(await api('get', '/api/admin/environments'), 'environments').sort(
      (a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.name.localeCompare(b.name),
    ),
  staleTime: 60_000,
});

export type NewProject = {
  id?: string;
  name: string;
  description?: string | null;
  mode?: 'open' | 'protected' | 'private';
  environments?: string[];
};
export type ProjectChanges = Omit<NewProject, 'id' | 'environments'>;

const path = (projectId: string) => ({ path: { projectId } });

export const createProject = (project: NewProject) => apiRecorded('post', '/api/admin/projects', { body: project });
export const updateProject = (projectId: string, changes: ProjectChanges) =>
  apiRecorded('put', '/api/admin/projects/{projectId}', { ...path(projectId), body: changes });
export const archiveProject = (projectId: string) => apiRecorded('post', '/api/admin/projects/archive/{projectId}', path(projectId));
export const reviveProject = (projectId: string) => apiRecorded('post', '/api/admin/projects/revive/{projectId}', path(projectId));
export const deleteProject = (projectId: string) => apiRecorded('delete', '/api/admin/projects/{projectId}', path(projectId));

export const addProjectEnvironment = (projectId: string, environment: string) =>
  apiRecorded('post', '/api/admin/projects/{projectId}/environments', { ...path(projectId), body: { environment } });
export const removeProjectEnvironment = (projectId: string, environment: string) =>
  apiRecorded('delete', '/api/admin/projects/{projectId}/environments/{environment}', { path: { projectId, environment } });
export const setEnvironmentOn = (name: string, on: boolean) =>
  on
    ? apiRecorded('post', '/api/admin/environments/{name}/on', { path: { name } })
    : apiRecorded('post', '/api/admin/environments/{name}/off', { path: { name } });

/** Star or unstar a project for the caller (listed first, on the dashboard). */
export const setProjectFavorite = (projectId: string, favorite: boolean) =>
  favorite
    ? apiRecorded('post', '/api/admin/projects/{projectId}/favorites', path(projectId))
    : apiRecorded('delete', '/api/admin/projects/{projectId}/favorites', path(projectId));

/** A project SDK token as the list answers it (the secret masked) or as its creation answers it (in full, once). */
export interface ProjectApiToken {
  secret: string;
  fingerprint: string;
  tokenName: string;
  type: string;
  environment: string;
  projects: string[];
  expiresAt?: string | null;
  createdAt: string;
}

/** The project's SDK tokens (secrets masked; the list needs ADMIN, as the API declares). */
export function projectApiTokensQuery(projectId: string) {
  return queryOptions({
    queryKey: [...PROJECTS_KEY, 'api-tokens', projectId],
    queryFn: async () => listOf<ProjectApiToken>(await api('get', '/api/admin/projects/{projectId}/api-tokens', path(projectId)), 'tokens'),
  });
}
export type ProjectTokenBody = { tokenName: string; type: 'client' | 'frontend'; environment: string };
/** A token for this project only; its answer holds the secret, shown once. */
export const createProjectApiToken = (projectId: string, body: ProjectTokenBody) =>
  recordedAs<ProjectApiToken>(apiRecorded('post', '/api/admin/projects/{projectId}/api-tokens', { ...path(projectId), body }));

/** The generated body type wants open objects; the console's strategy is the same shape, closed. */
type DefaultStrategyBody = NonNullable<
  CallOptions<'/api/admin/projects/{projectId}/environments/{environment}/default-strategy', 'post'>['body']
>;

/** Sets what turning a flag on in the environment adds when it has no enabled strategy (flexibleRollout only). */
export const setDefaultStrategy = (projectId: string, environment: string, strategy: StrategyInput) =>
  apiRecorded('post', '/api/admin/projects/{projectId}/environments/{environment}/default-strategy', {
    path: { projectId, environment },
    body: strategy as DefaultStrategyBody,
  });

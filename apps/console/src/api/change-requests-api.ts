import { queryOptions } from '@tanstack/react-query';
import { api, apiRecorded } from './client';
import type { paths } from './schema.gen';
import type { ChangeRequest, EnvironmentConfig, FlagChangeAction, RequestCounts, RequestState } from '../lib/change-request-model';

/**
 * Change requests are about flags: their answers live under the flags key, so that a flag edit
 * (which may add a change to a draft) and a request's application (which changes flags) refresh both.
 */
export const REQUESTS_KEY = ['flags', 'change-requests'] as const;

export function requestCountsQuery(projectId: string) {
  return queryOptions({
    queryKey: [...REQUESTS_KEY, projectId, 'count'],
    queryFn: async () =>
      (await api('get', '/api/admin/projects/{projectId}/change-requests/count', { path: { projectId } })) as RequestCounts,
  });
}

/** The spec's pending list: the caller's drafts, and requests in review, approved or scheduled. */
export function openRequestsQuery(projectId: string) {
  return queryOptions({
    queryKey: [...REQUESTS_KEY, projectId, 'open'],
    queryFn: async () =>
      (await api('get', '/api/admin/projects/{projectId}/change-requests/open', { path: { projectId } })) as unknown as ChangeRequest[],
  });
}

export function requestsQuery(projectId: string, state: RequestState, offset = 0, limit = 50) {
  return queryOptions({
    queryKey: [...REQUESTS_KEY, projectId, 'list', state, offset, limit],
    queryFn: async () =>
      (await api('get', '/api/admin/projects/{projectId}/change-requests', {
        path: { projectId },
        query: { state, offset: String(offset), limit: String(limit) },
      })) as unknown as ChangeRequest[],
    placeholderData: (previous) => previous,
  });
}

export function requestQuery(projectId: string, id: number) {
  return queryOptions({
    queryKey: [...REQUESTS_KEY, projectId, 'one', id],
    queryFn: async () =>
      (await api('get', '/api/admin/projects/{projectId}/change-requests/{id}', {
        path: { projectId, id: String(id) },
      })) as unknown as ChangeRequest,
  });
}

export function requestConfigQuery(projectId: string) {
  return queryOptions({
    queryKey: [...REQUESTS_KEY, projectId, 'config'],
    queryFn: async () =>
      (await api('get', '/api/admin/projects/{projectId}/change-requests/config', {
        path: { projectId },
      })) as unknown as EnvironmentConfig[],
  });
}

export const configureRequests = (
  projectId: string,
  environment: string,
  config: { changeRequestsEnabled: boolean; requiredApprovals?: number },
) =>
  apiRecorded('put', '/api/admin/projects/{projectId}/environments/{environment}/change-requests/config', {
    path: { projectId, environment },
    body: config,
  });

export type Transition = { state: Exclude<RequestState, 'Draft'>; comment?: string; scheduledAt?: string };

export const changeRequestState = (projectId: string, id: number, transition: Transition) =>
  apiRecorded('put', '/api/admin/projects/{projectId}/change-requests/{id}/state', {
    path: { projectId, id: String(id) },
    body: transition,
  });

export const discardChange = (projectId: string, id: number, changeId: number) =>
  apiRecorded('delete', '/api/admin/projects/{projectId}/change-requests/{id}/changes/{changeId}', {
    path: { projectId, id: String(id), changeId: String(changeId) },
  });

type AddChangeBody = NonNullable<
  paths['/api/admin/projects/{projectId}/environments/{environment}/change-requests']['post']['requestBody']
>['content']['application/json'];
/** A change of a flag, its payload as the API documents it for its action (one member per action). */
export type NewChange = Extract<AddChangeBody, { feature: string }>;
/** A flag edit as a change: the action and its payload, the flag named apart. */
export type FlagEdit = { [A in FlagChangeAction]: { action: A; payload: Extract<NewChange, { action: A }>['payload'] } }[FlagChangeAction];

/** Several changes added to the caller's draft at once (one request: all of them or none). */
export const addChanges = (projectId: string, environment: string, changes: NewChange[]) =>
  apiRecorded('post', '/api/admin/projects/{projectId}/environments/{environment}/change-requests', {
    path: { projectId, environment },
    body: changes,
  });

/** Adds a change to the caller's draft for the environment (created when there is none). */
export const addChange = (projectId: string, environment: string, change: NewChange) =>
  apiRecorded('post', '/api/admin/projects/{projectId}/environments/{environment}/change-requests', {
    path: { projectId, environment },
    body: change,
  });

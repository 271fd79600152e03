import { queryOptions } from '@tanstack/react-query';
import { api, apiRecorded, type CallOptions, recordedAs } from '../../api/client';
import { listOf } from '../../api/list-of';
import type { Operator } from '../../components/constraints';

/** A filter on one field of the signal payload: a constraint without `contextName`. */
export type ActionSetFilter = {
  operator: Operator;
  inverted?: boolean;
  caseInsensitive?: boolean;
  value?: string;
  values?: string[];
};

export type Action = {
  id?: number;
  action: string;
  sortOrder: number;
  executionParams: Record<string, string>;
};

/** Unleash's action set (reference §9.3). */
export interface ActionSet {
  id: number;
  enabled: boolean;
  name: string;
  description: string | null;
  project: string;
  actorId: number;
  match: { source: 'signal-endpoint'; sourceId: number; payload: Record<string, ActionSetFilter> };
  actions: Action[];
  createdAt: string;
}

export type ActionSetBody = {
  name: string;
  description: string | null;
  enabled: boolean;
  actorId: number;
  match: { source: 'signal-endpoint'; sourceId: number; payload: Record<string, ActionSetFilter> };
  actions: Action[];
};

/** `GET …/actions/config`: what an action does and the parameters it needs, with their choices. */
export interface ActionDefinition {
  name: string;
  label: string;
  description: string;
  parameters: Array<{ name: string; label: string; type: 'hidden' | 'select' | string; options?: string[] }>;
}

export type RunState = 'started' | 'success' | 'failed' | 'not started' | string;

/** One execution of an action set: the signal that triggered it and each action's outcome. */
export interface ActionSetRun {
  id: number;
  signalId: number;
  createdAt: string;
  state: RunState;
  signal: { id: number; payload: unknown; createdAt: string } | null;
  actionSet: { actions: Array<Action & { state?: RunState; details?: string }> };
}

export const ACTION_SETS_KEY = ['action-sets'] as const;

export function actionSetsQuery(project: string) {
  return queryOptions({
    queryKey: [...ACTION_SETS_KEY, project, 'list'],
    queryFn: async ({ signal }) =>
      listOf<ActionSet>(await api('get', '/api/admin/projects/{projectId}/actions', { path: { projectId: project }, signal }), 'actions'),
  });
}

export function actionSetQuery(project: string, id: string) {
  return queryOptions({
    queryKey: [...ACTION_SETS_KEY, project, 'one', id],
    queryFn: async ({ signal }) =>
      (await api('get', '/api/admin/projects/{projectId}/actions/{id}', { path: { projectId: project, id }, signal })) as ActionSet,
  });
}

export function actionDefinitionsQuery(project: string) {
  return queryOptions({
    queryKey: [...ACTION_SETS_KEY, project, 'config'],
    queryFn: async ({ signal }) =>
      listOf<ActionDefinition>(
        await api('get', '/api/admin/projects/{projectId}/actions/config', { path: { projectId: project }, signal }),
        'actions',
      ),
  });
}

/** The newest executions, polled while shown (signals trigger them from elsewhere). */
export function actionSetRunsQuery(project: string, id: string) {
  return queryOptions({
    queryKey: [...ACTION_SETS_KEY, project, 'runs', id],
    queryFn: async ({ signal }) =>
      listOf<ActionSetRun>(
        await api('get', '/api/admin/projects/{projectId}/actions/{id}/events', {
          path: { projectId: project, id },
          query: { limit: '20' },
          signal,
        }),
        'actionSetEvents',
      ),
    refetchInterval: 5_000,
  });
}

/** The document's body types: action names are its enum (the console takes them from `…/actions/config` and the body check enforces them). */
type CreateBody = NonNullable<CallOptions<'/api/admin/projects/{projectId}/actions', 'post'>['body']>;
type UpdateBody = NonNullable<CallOptions<'/api/admin/projects/{projectId}/actions/{id}', 'put'>['body']>;

const setPath = (project: string, id: number) => ({ projectId: project, id: String(id) });
export const createActionSet = (project: string, body: ActionSetBody) =>
  recordedAs<ActionSet>(
    apiRecorded('post', '/api/admin/projects/{projectId}/actions', { path: { projectId: project }, body: body as CreateBody }),
  );
export const updateActionSet = (project: string, id: number, body: ActionSetBody) =>
  apiRecorded('put', '/api/admin/projects/{projectId}/actions/{id}', { path: setPath(project, id), body: body as UpdateBody });
export const setActionSetEnabled = (project: string, id: number, enabled: boolean) =>
  apiRecorded('post', enabled ? '/api/admin/projects/{projectId}/actions/{id}/on' : '/api/admin/projects/{projectId}/actions/{id}/off', {
    path: setPath(project, id),
  });
export const deleteActionSet = (project: string, id: number) =>
  apiRecorded('delete', '/api/admin/projects/{projectId}/actions/{id}', { path: setPath(project, id) });

import type { Decider } from '@pennant/core';
import type { ActionData, ActionName, ActionSetData, ActionSetMatch, DomainEvent } from '@pennant/events';
import { assertNever } from '@pennant/events';
import { ActionSetLimitError, ActionSetNameExistsError, ActionSetNotFoundError } from './action-set.errors';

/**
 * The action sets of ONE project live in one stream, `actions-<project>`: the per-project limit,
 * name uniqueness within the project and integer ids (largest id ever seen + 1, never reused;
 * unique within the project, as every path names the project) are decided against one stream
 * version, so the expected-version append makes them race-free. Projects never share a stream,
 * so busy projects do not contend.
 */
export const actionSetsStreamId = (project: string): string => `actions-${project}`;

export type ActionSetEvent = DomainEvent<'actions-created' | 'actions-updated' | 'actions-deleted'>;

export interface ActionInput {
  action: ActionName;
  sortOrder: number;
  executionParams: Record<string, string>;
}

/** A whole action set as a client describes it (validated and normalized at the edge). */
export interface ActionSetInput {
  name: string;
  description: string | null;
  enabled: boolean;
  actorId: number;
  match: ActionSetMatch;
  actions: ActionInput[];
}

export interface ActionSetLimits {
  actionSetsPerProject: number;
  actionSetActions: number;
  actionSetFilters: number;
  actionSetFilterValues: number;
}

export interface ActionSetsState {
  sets: ActionSetData[];
  lastSetId: number;
  lastActionId: number;
}

export interface CreateActionSet {
  kind: 'create';
  project: string;
  input: ActionSetInput;
  limits: ActionSetLimits;
}
/** Absent = keep; `description: null` clears; `match`/`actions` replace the whole value. */
export interface UpdateActionSet {
  kind: 'update';
  project: string;
  id: number;
  changes: Partial<ActionSetInput>;
  limits: ActionSetLimits;
}
export interface DeleteActionSet {
  kind: 'delete';
  project: string;
  id: number;
}

export type ActionSetCommand = CreateActionSet | UpdateActionSet | DeleteActionSet;

function setOf(state: ActionSetsState, project: string, id: number): ActionSetData {
  const set = state.sets.find((s) => s.id === id);
  if (!set) throw new ActionSetNotFoundError(project, id);
  return set;
}

function assertNameFree(state: ActionSetsState, project: string, name: string, exceptId: number | null): void {
  if (state.sets.some((s) => s.name === name && s.id !== exceptId)) throw new ActionSetNameExistsError(project, name);
}

function assertWithinLimits(input: Pick<ActionSetInput, 'match' | 'actions'>, limits: ActionSetLimits): void {
  if (input.actions.length > limits.actionSetActions)
    throw new ActionSetLimitError('action set', limits.actionSetActions, ' actions per action set');
  const filters = Object.values(input.match.payload);
  if (filters.length > limits.actionSetFilters)
    throw new ActionSetLimitError('action set', limits.actionSetFilters, ' filters per action set');
  for (const filter of filters) {
    const distinct = new Set([...(filter.values ?? []), ...(filter.value !== undefined ? [filter.value] : [])]);
    if (distinct.size > limits.actionSetFilterValues)
      throw new ActionSetLimitError('action set', limits.actionSetFilterValues, ' values per filter');
  }
}

const sameActions = (current: readonly ActionData[], next: readonly ActionInput[]): boolean =>
  JSON.stringify(current.map(({ action, sortOrder, executionParams }) => ({ action, sortOrder, executionParams }))) ===
  JSON.stringify(next);

/** New ids for a replaced list of actions, counting on from the stream's largest action id. */
function numbered(actions: readonly ActionInput[], lastActionId: number): ActionData[] {
  return actions.map((a, i) => ({
    id: lastActionId + i + 1,
    action: a.action,
    sortOrder: a.sortOrder,
    executionParams: { ...a.executionParams },
  }));
}

function decideCreate(command: CreateActionSet, state: ActionSetsState): ActionSetEvent[] {
  const { input, limits, project } = command;
  assertNameFree(state, project, input.name, null);
  if (state.sets.length >= limits.actionSetsPerProject)
    throw new ActionSetLimitError('action set', limits.actionSetsPerProject, ' per project');
  assertWithinLimits(input, limits);
  const data: ActionSetData = {
    id: state.lastSetId + 1,
    name: input.name,
    description: input.description,
    enabled: input.enabled,
    project,
    actorId: input.actorId,
    match: input.match,
    actions: numbered(input.actions, state.lastActionId),
  };
  return [{ type: 'actions-created', data: { project, data } }];
}

function decideUpdate(command: UpdateActionSet, state: ActionSetsState): ActionSetEvent[] {
  const { project, changes } = command;
  const preData = setOf(state, project, command.id);
  const data: ActionSetData = {
    ...preData,
    name: changes.name ?? preData.name,
    description: changes.description !== undefined ? changes.description : preData.description,
    enabled: changes.enabled ?? preData.enabled,
    actorId: changes.actorId ?? preData.actorId,
    match: changes.match ?? preData.match,
    actions:
      changes.actions && !sameActions(preData.actions, changes.actions) ? numbered(changes.actions, state.lastActionId) : preData.actions,
  };
  if (JSON.stringify(data) === JSON.stringify(preData)) return [];
  if (data.name !== preData.name) assertNameFree(state, project, data.name, preData.id);
  assertWithinLimits(data, command.limits);
  return [{ type: 'actions-updated', data: { project, data, preData } }];
}

function evolve(state: ActionSetsState, event: ActionSetEvent): ActionSetsState {
  switch (event.type) {
    case 'actions-created': {
      const { data } = event.data;
      const lastActionId = Math.max(state.lastActionId, ...data.actions.map((a) => a.id));
      return { sets: [...state.sets, data], lastSetId: Math.max(state.lastSetId, data.id), lastActionId };
    }
    case 'actions-updated': {
      const { data } = event.data;
      const lastActionId = Math.max(state.lastActionId, ...data.actions.map((a) => a.id));
      return { ...state, sets: state.sets.map((s) => (s.id === data.id ? data : s)), lastActionId };
    }
    case 'actions-deleted':
      return { ...state, sets: state.sets.filter((s) => s.id !== event.data.preData.id) };
    default:
      return assertNever(event);
  }
}

export const actionSetsDecider: Decider<ActionSetCommand, ActionSetsState, ActionSetEvent> = {
  initialState: { sets: [], lastSetId: 0, lastActionId: 0 },
  evolve,
  decide(command, state) {
    switch (command.kind) {
      case 'create':
        return decideCreate(command, state);
      case 'update':
        return decideUpdate(command, state);
      case 'delete':
        return [{ type: 'actions-deleted', data: { project: command.project, preData: setOf(state, command.project, command.id) } }];
      default:
        return assertNever(command);
    }
  },
};

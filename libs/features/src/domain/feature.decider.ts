import type { Decider } from '@pennant/core';
import type { DomainEvent, FeatureRow, FlagType } from '@pennant/events';
import { assertNever } from '@pennant/events';
import { FeatureNameExistsError, FeatureNotFoundError } from './feature.errors';

export const FLAG_TYPES = ['release', 'experiment', 'operational', 'kill-switch', 'permission'] as const satisfies readonly FlagType[];

export type FeatureEvent = DomainEvent<
  | 'feature-created'
  | 'feature-metadata-updated'
  | 'feature-type-updated'
  | 'feature-stale-on'
  | 'feature-stale-off'
  | 'feature-archived'
  | 'feature-revived'
  | 'feature-deleted'
>;

export interface FeatureState {
  status: 'none' | 'active' | 'archived' | 'deleted';
  row: FeatureRow | null;
}

export interface CreateFeature {
  kind: 'create';
  name: string;
  project: string;
  type: FlagType;
  description: string | null;
  impressionData: boolean;
  now: string;
}

/** Absent = keep, `null` description = clear (DESIGN.md §5). */
export interface UpdateFeature {
  kind: 'update';
  name: string;
  project: string;
  changes: {
    description?: string | null;
    type?: FlagType;
    stale?: boolean;
    archived?: boolean;
    impressionData?: boolean;
  };
  now: string;
}

export type FeatureCommand = CreateFeature | UpdateFeature;

export const featureStreamId = (name: string): string => `feature-${name}`;

function ownedRow(state: FeatureState, name: string, project: string): FeatureRow {
  if (state.row === null || state.status === 'none' || state.status === 'deleted' || state.row.project !== project) {
    throw new FeatureNotFoundError(name, project);
  }
  return state.row;
}

function decideCreate(command: CreateFeature, state: FeatureState): FeatureEvent[] {
  if (state.status === 'active' || state.status === 'archived') throw new FeatureNameExistsError(command.name, state.status === 'archived');
  const row: FeatureRow = {
    name: command.name,
    description: command.description,
    type: command.type,
    project: command.project,
    stale: false,
    createdAt: command.now,
    lastSeenAt: null,
    impressionData: command.impressionData,
    archivedAt: null,
    archived: false,
  };
  return [{ type: 'feature-created', data: { project: command.project, featureName: command.name, data: row } }];
}

/** One event per real change, in a fixed order; a no-op update emits nothing. */
function decideUpdate(command: UpdateFeature, state: FeatureState): FeatureEvent[] {
  const row = ownedRow(state, command.name, command.project);
  const { changes } = command;
  const subject = { project: row.project, featureName: row.name };
  const events: FeatureEvent[] = [];
  const description = changes.description !== undefined ? changes.description : row.description;
  const impressionData = changes.impressionData ?? row.impressionData;
  if (description !== row.description || impressionData !== row.impressionData) {
    events.push({ type: 'feature-metadata-updated', data: { ...subject, data: { ...row, description, impressionData }, preData: row } });
  }
  if (changes.type !== undefined && changes.type !== row.type) {
    events.push({ type: 'feature-type-updated', data: { ...subject, data: { type: changes.type }, preData: { type: row.type } } });
  }
  if (changes.stale !== undefined && changes.stale !== row.stale) {
    events.push({ type: changes.stale ? 'feature-stale-on' : 'feature-stale-off', data: subject });
  }
  if (changes.archived === true && !row.archived) {
    events.push({ type: 'feature-archived', data: { ...subject, data: { archivedAt: command.now } } });
  } else if (changes.archived === false && row.archived) {
    events.push({ type: 'feature-revived', data: subject });
  }
  return events;
}

function evolve(state: FeatureState, event: FeatureEvent): FeatureState {
  const row = state.row;
  switch (event.type) {
    case 'feature-created':
      return { status: 'active', row: { ...event.data.data } };
    case 'feature-metadata-updated':
      return row ? { ...state, row: { ...row, description: event.data.data.description, impressionData: event.data.data.impressionData } } : state;
    case 'feature-type-updated':
      return row ? { ...state, row: { ...row, type: event.data.data.type } } : state;
    case 'feature-stale-on':
    case 'feature-stale-off':
      return row ? { ...state, row: { ...row, stale: event.type === 'feature-stale-on' } } : state;
    case 'feature-archived':
      return row ? { status: 'archived', row: { ...row, archived: true, archivedAt: event.data.data.archivedAt } } : state;
    case 'feature-revived':
      return row ? { status: 'active', row: { ...row, archived: false, archivedAt: null } } : state;
    case 'feature-deleted':
      return { status: 'deleted', row: null };
    default:
      return assertNever(event);
  }
}

export const featureDecider: Decider<FeatureCommand, FeatureState, FeatureEvent> = {
  initialState: { status: 'none', row: null },
  evolve,
  decide(command, state) {
    switch (command.kind) {
      case 'create':
        return decideCreate(command, state);
      case 'update':
        return decideUpdate(command, state);
      default:
        return assertNever(command);
    }
  },
};

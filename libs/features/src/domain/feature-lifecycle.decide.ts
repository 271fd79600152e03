import type { FeatureRow } from '@pennant/events';
import { InvalidOperationError } from '@pennant/kernel';
import { assertNever } from '@pennant/events';
import type {
  ArchiveFeature,
  ChangeFeatureProject,
  CompleteFeature,
  DeleteFeature,
  FeatureLifecycleCommand,
  FlagTypeLifetimes,
  MarkPotentiallyStale,
  RecordSdkUsage,
  ReviveFeature,
  UncompleteFeature,
} from './feature-lifecycle.commands';
import { FeatureNotArchivedError } from './feature-lifecycle.errors';
import { dependenciesRemovedOnArchive } from './feature-dependencies.decide';
import { ArchivedFeatureError, FeatureNameNotFoundError } from './feature.errors';
import { activeRow, envState, ownedRow, type FeatureEvent, type FeatureLifecycleEventType, type FeatureState } from './feature.state';

/** Unleash's default flag-type lifetimes in days; `null` = never potentially stale. */
export const DEFAULT_FLAG_TYPE_LIFETIMES: FlagTypeLifetimes = {
  release: 40,
  experiment: 40,
  operational: 7,
  'kill-switch': null,
  permission: null,
};

const DAY_MS = 24 * 60 * 60 * 1000;

const subjectOf = (row: FeatureRow) => ({ project: row.project, featureName: row.name });

/** The flag row in the given project, or in whichever project it lives when `project` is null. */
function existingRow(state: FeatureState, name: string, project: string | null): FeatureRow {
  if (project !== null) return ownedRow(state, name, project);
  if (state.row === null || state.status === 'none' || state.status === 'deleted') throw new FeatureNameNotFoundError(name);
  return state.row;
}

/**
 * The flag's own dependencies are removed first (`feature-dependencies-removed`, only when it has
 * some), then `feature-archived`. Archiving an archived flag changes nothing. Whether other flags
 * depend on this one is a cross-aggregate rule checked by the handler.
 */
function decideArchive(command: ArchiveFeature, state: FeatureState): FeatureEvent[] {
  const row = ownedRow(state, command.name, command.project);
  if (state.status === 'archived') return [];
  return [
    ...dependenciesRemovedOnArchive(state),
    { type: 'feature-archived', data: { ...subjectOf(row), data: { archivedAt: command.now } } },
  ];
}

/** Reviving an active flag changes nothing; the projection switches every environment off. */
function decideRevive(command: ReviveFeature, state: FeatureState): FeatureEvent[] {
  const row = existingRow(state, command.name, command.project);
  return state.status === 'archived' ? [{ type: 'feature-revived', data: subjectOf(row) }] : [];
}

/** Only archived flags can be deleted (FeatureNotArchivedError otherwise). */
function decideDelete(command: DeleteFeature, state: FeatureState): FeatureEvent[] {
  const row = existingRow(state, command.name, command.project);
  if (state.status !== 'archived') throw new FeatureNotArchivedError(row.name);
  return [{ type: 'feature-deleted', data: { ...subjectOf(row), preData: row } }];
}

/** Moves an active flag without parents; the event's project is the new one. Moving to its own project is a no-op. */
function decideChangeProject(command: ChangeFeatureProject, state: FeatureState): FeatureEvent[] {
  const row = ownedRow(state, command.name, command.project);
  if (state.status === 'archived') throw new ArchivedFeatureError(row.name);
  if (command.newProject === row.project) return [];
  // Dependencies never cross projects (Unleash refuses the move; the handler checks the children).
  if ((state.dependencies ?? []).length > 0)
    throw new InvalidOperationError(`Changing project not allowed: the flag "${row.name}" has dependencies; remove them first.`);
  return [
    {
      type: 'feature-project-change',
      data: { project: command.newProject, featureName: row.name, data: { newProject: command.newProject, oldProject: row.project } },
    },
  ];
}

/** A completed flag stays completed with its first status (Unleash keeps the existing stage row). */
function decideComplete(command: CompleteFeature, state: FeatureState): FeatureEvent[] {
  const row = activeRow(state, command.name, command.project);
  if (state.completed) return [];
  const statusValue = command.statusValue !== undefined ? { statusValue: command.statusValue } : {};
  return [
    {
      type: 'feature-completed',
      data: { ...subjectOf(row), data: { status: command.status, ...statusValue, kept: command.status === 'kept' } },
    },
  ];
}

function decideUncomplete(command: UncompleteFeature, state: FeatureState): FeatureEvent[] {
  const row = activeRow(state, command.name, command.project);
  return state.completed ? [{ type: 'feature-uncompleted', data: subjectOf(row) }] : [];
}

/**
 * Active, non-stale flags past their type's lifetime get the marker once (there is no "off"
 * event; stale flags keep theirs frozen). Anything else — unknown, archived, already marked —
 * emits nothing, so concurrent job runs on several nodes are harmless.
 */
function decideMarkPotentiallyStale(command: MarkPotentiallyStale, state: FeatureState): FeatureEvent[] {
  const row = state.row;
  if (state.status !== 'active' || row === null || row.stale || state.potentiallyStale) return [];
  const lifetime = command.lifetimes[row.type];
  if (lifetime === null || lifetime <= 0) return [];
  const due = Date.parse(row.createdAt) + lifetime * DAY_MS;
  return Date.parse(command.now) > due ? [{ type: 'feature-potentially-stale-on', data: subjectOf(row) }] : [];
}

/**
 * Metrics move an active flag to `pre-live`, and to `live` when they come from a production
 * environment where the flag is enabled, as Unleash records it. Each stage is recorded once; anything
 * else — unknown, archived, stage already reached — emits nothing, so every metrics flush on
 * every node may ask.
 */
function decideRecordSdkUsage(command: RecordSdkUsage, state: FeatureState): FeatureEvent[] {
  const row = state.row;
  if (state.status !== 'active' || row === null) return [];
  const reached = state.sdkStages ?? { preLive: false, live: false };
  const live = command.environmentType === 'production' && envState(state, command.environment).enabled;
  const stage = live && !reached.live ? 'live' : !reached.preLive ? 'pre-live' : null;
  if (stage === null) return [];
  const data = { appName: command.appName, environmentType: command.environmentType, stage } as const;
  return [{ type: 'client-metrics', data: { ...subjectOf(row), environment: command.environment, data } }];
}

export function decideLifecycle(command: FeatureLifecycleCommand, state: FeatureState): FeatureEvent[] {
  switch (command.kind) {
    case 'archive':
      return decideArchive(command, state);
    case 'revive':
      return decideRevive(command, state);
    case 'delete':
      return decideDelete(command, state);
    case 'change-project':
      return decideChangeProject(command, state);
    case 'complete':
      return decideComplete(command, state);
    case 'uncomplete':
      return decideUncomplete(command, state);
    case 'mark-potentially-stale':
      return decideMarkPotentiallyStale(command, state);
    case 'record-sdk-usage':
      return decideRecordSdkUsage(command, state);
    default:
      return assertNever(command);
  }
}

type FeatureLifecycleEvent = Extract<FeatureEvent, { type: FeatureLifecycleEventType }>;

export function evolveLifecycle(state: FeatureState, event: FeatureLifecycleEvent): FeatureState {
  const row = state.row;
  switch (event.type) {
    case 'feature-project-change':
      return row ? { ...state, row: { ...row, project: event.data.data.newProject } } : state;
    case 'feature-completed': {
      const { status, statusValue } = event.data.data;
      return { ...state, completed: statusValue !== undefined ? { status, statusValue } : { status } };
    }
    case 'feature-uncompleted':
      return { ...state, completed: null };
    case 'feature-potentially-stale-on':
      return { ...state, potentiallyStale: true };
    case 'client-metrics':
      return { ...state, sdkStages: { preLive: true, live: (state.sdkStages?.live ?? false) || event.data.data.stage === 'live' } };
    default:
      return assertNever(event);
  }
}

import type { Decider } from '@pennant/core';
import type { FeatureRow, FlagType } from '@pennant/events';
import { assertNever, isFlagTypeLifetimeChange } from '@pennant/events';
import type { CreateFeature, FeatureCommand, UpdateFeature } from './feature.commands';
import { decideToggleEnvironment } from './feature-environments.decide';
import { decideLifecycle, evolveLifecycle } from './feature-lifecycle.decide';
import { decideAddDependency, decideRemoveDependencies, dependenciesRemovedOnArchive } from './feature-dependencies.decide';
import { evolveRelations } from './feature-relations.evolve';
import { decideUpdateFeatureTags } from './feature-tags.decide';
import { decideSetEnvironmentVariants, decideSetFeatureVariants } from './feature-variants.decide';
import {
  decideAddStrategy,
  decideRemoveStrategy,
  decideReplaceStrategies,
  decideSetStrategySortOrder,
  decideUpdateStrategy,
  evolveStrategies,
} from './feature-strategies.decide';
import { decideClone } from './feature-clone.decide';
import { FeatureNameExistsError } from './feature.errors';
import { envState, ownedRow, type FeatureEvent, type FeatureState } from './feature.state';

export * from './feature.commands';
export { featureStreamId, type FeatureEnvState, type FeatureEvent, type FeatureState } from './feature.state';

export const FLAG_TYPES = ['release', 'experiment', 'operational', 'kill-switch', 'permission'] as const satisfies readonly FlagType[];

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
    // Archiving through PUT is the same operation as the archive endpoint: the flag's own
    // dependencies go first, so no archived flag is left as anybody's child.
    events.push(...dependenciesRemovedOnArchive(state));
    events.push({ type: 'feature-archived', data: { ...subject, data: { archivedAt: command.now } } });
  } else if (changes.archived === false && row.archived) {
    events.push({ type: 'feature-revived', data: subject });
  }
  return events;
}

function withEnvironment(
  state: FeatureState,
  environment: string,
  change: (env: FeatureState['environments'][string]) => FeatureState['environments'][string],
): FeatureState {
  return { ...state, environments: { ...state.environments, [environment]: change(envState(state, environment)) } };
}

function evolve(state: FeatureState, event: FeatureEvent): FeatureState {
  const row = state.row;
  switch (event.type) {
    case 'feature-created':
      return { status: 'active', row: { ...event.data.data }, environments: {} };
    case 'feature-metadata-updated':
      return row
        ? { ...state, row: { ...row, description: event.data.data.description, impressionData: event.data.data.impressionData } }
        : state;
    case 'feature-type-updated':
      // A flag type's lifetime change is recorded on the feature-types stream, never on a flag's.
      return row && !isFlagTypeLifetimeChange(event.data) ? { ...state, row: { ...row, type: event.data.data.type } } : state;
    case 'feature-stale-on':
    case 'feature-stale-off':
      return row ? { ...state, row: { ...row, stale: event.type === 'feature-stale-on' } } : state;
    case 'feature-archived':
      return row ? { ...state, status: 'archived', row: { ...row, archived: true, archivedAt: event.data.data.archivedAt } } : state;
    case 'feature-revived': {
      // Unleash switches every environment off when a flag is revived.
      const environments = Object.fromEntries(Object.entries(state.environments).map(([name, env]) => [name, { ...env, enabled: false }]));
      // Revive also restarts the lifecycle (Unleash deletes the stage rows and re-enters `initial`).
      return row
        ? { ...state, status: 'active', row: { ...row, archived: false, archivedAt: null }, environments, completed: null, sdkStages: null }
        : state;
    }
    case 'feature-deleted':
      return { status: 'deleted', row: null, environments: {} };
    case 'feature-environment-enabled':
    case 'feature-environment-disabled':
      return withEnvironment(state, event.data.environment, (env) => ({ ...env, enabled: event.type === 'feature-environment-enabled' }));
    case 'feature-strategy-add':
    case 'feature-strategy-update':
    case 'feature-strategy-remove':
    case 'strategy-order-changed':
      return withEnvironment(state, event.data.environment, (env) => evolveStrategies(env, event));
    case 'feature-variants-updated':
    case 'feature-environment-variants-updated':
    case 'feature-tagged':
    case 'feature-untagged':
    case 'feature-dependency-added':
    case 'feature-dependency-removed':
    case 'feature-dependencies-removed':
      return evolveRelations(state, event);
    case 'feature-project-change':
    case 'feature-completed':
    case 'feature-uncompleted':
    case 'feature-potentially-stale-on':
    case 'client-metrics':
      return evolveLifecycle(state, event);
    default:
      return assertNever(event);
  }
}

export const featureDecider: Decider<FeatureCommand, FeatureState, FeatureEvent> = {
  initialState: { status: 'none', row: null, environments: {} },
  evolve,
  decide(command, state) {
    switch (command.kind) {
      case 'create':
        return decideCreate(command, state);
      case 'update':
        return decideUpdate(command, state);
      case 'toggle-environment':
        return decideToggleEnvironment(command, state);
      case 'add-strategy':
        return decideAddStrategy(command, state);
      case 'update-strategy':
        return decideUpdateStrategy(command, state);
      case 'remove-strategy':
        return decideRemoveStrategy(command, state);
      case 'replace-strategies':
        return decideReplaceStrategies(command, state);
      case 'set-strategy-sort-order':
        return decideSetStrategySortOrder(command, state);
      case 'set-environment-variants':
        return decideSetEnvironmentVariants(command, state);
      case 'set-feature-variants':
        return decideSetFeatureVariants(command, state);
      case 'update-feature-tags':
        return decideUpdateFeatureTags(command, state);
      case 'add-dependency':
        return decideAddDependency(command, state);
      case 'remove-dependencies':
        return decideRemoveDependencies(command, state);
      case 'archive':
      case 'revive':
      case 'delete':
      case 'change-project':
      case 'complete':
      case 'uncomplete':
      case 'mark-potentially-stale':
      case 'record-sdk-usage':
        return decideLifecycle(command, state);
      case 'clone':
        return decideClone(command, state);
      default:
        return assertNever(command);
    }
  },
};

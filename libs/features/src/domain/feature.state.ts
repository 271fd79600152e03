import type { DomainEvent, EnvironmentVariant, FeatureDependencyAddedPayload, FeatureRow, StrategyData, TagRef } from '@pennant/events';
import { ArchivedFeatureError, FeatureNotFoundError } from './feature.errors';

export type FeatureEvent = DomainEvent<
  | 'feature-created'
  | 'feature-metadata-updated'
  | 'feature-type-updated'
  | 'feature-stale-on'
  | 'feature-stale-off'
  | 'feature-archived'
  | 'feature-revived'
  | 'feature-deleted'
  | 'feature-environment-enabled'
  | 'feature-environment-disabled'
  | 'feature-strategy-add'
  | 'feature-strategy-update'
  | 'feature-strategy-remove'
  | 'strategy-order-changed'
  | FeatureRelationsEventType
  | FeatureLifecycleEventType
>;

/** Project moves, completion and the potentially-stale marker (evolved in feature-lifecycle.decide.ts). */
export type FeatureLifecycleEventType =
  'feature-project-change' | 'feature-completed' | 'feature-uncompleted' | 'feature-potentially-stale-on' | 'client-metrics';

/** Variants, tags and dependencies (evolved in feature-relations.evolve.ts). */
export type FeatureRelationsEventType =
  | 'feature-variants-updated'
  | 'feature-environment-variants-updated'
  | 'feature-tagged'
  | 'feature-untagged'
  | 'feature-dependency-added'
  | 'feature-dependency-removed'
  | 'feature-dependencies-removed';

export type FeatureDependency = FeatureDependencyAddedPayload['data'];

/** A flag's configuration in one environment; strategies in insertion order. */
export interface FeatureEnvState {
  enabled: boolean;
  strategies: StrategyData[];
  /** Environment variants; absent = none. */
  variants?: EnvironmentVariant[];
}

export interface FeatureState {
  status: 'none' | 'active' | 'archived' | 'deleted';
  row: FeatureRow | null;
  /** Environments the flag was ever configured in; an absent one is disabled with no strategies. */
  environments: Record<string, FeatureEnvState>;
  /** Legacy feature-level variants, tags and parents (absent = none; reset with the flag). */
  variants?: EnvironmentVariant[];
  tags?: TagRef[];
  dependencies?: FeatureDependency[];
  /** Lifecycle stage `completed` (absent = not completed; cleared on revive and re-creation). */
  completed?: { status: 'kept' | 'discarded'; statusValue?: string } | null;
  /** Set once by the potentially-stale job; no event clears it. */
  potentiallyStale?: boolean;
  /** Lifecycle stages reached through SDK metrics (`client-metrics`); cleared on revive and re-creation. */
  sdkStages?: { preLive: boolean; live: boolean } | null;
}

export const EMPTY_ENV: FeatureEnvState = { enabled: false, strategies: [] };

export const featureStreamId = (name: string): string => `feature-${name}`;

/** The flag row if it exists (archived or not) in the given project. */
export function ownedRow(state: FeatureState, name: string, project: string): FeatureRow {
  if (state.row === null || state.status === 'none' || state.status === 'deleted' || state.row.project !== project) {
    throw new FeatureNotFoundError(name, project);
  }
  return state.row;
}

/** The flag row of a non-archived flag of the project: environments and strategies change only there. */
export function activeRow(state: FeatureState, name: string, project: string): FeatureRow {
  const row = ownedRow(state, name, project);
  if (state.status === 'archived') throw new ArchivedFeatureError(name);
  return row;
}

export function envState(state: FeatureState, environment: string): FeatureEnvState {
  // Own entries only: an environment named `constructor` or `toString` is not Object.prototype's.
  return Object.prototype.hasOwnProperty.call(state.environments, environment) ? state.environments[environment] : EMPTY_ENV;
}

/** Evaluation order: by sort order, ties in insertion order (Array.prototype.sort is stable). */
export function orderedStrategies(strategies: readonly StrategyData[]): StrategyData[] {
  return [...strategies].sort((a, b) => a.sortOrder - b.sortOrder);
}

export function nextSortOrder(env: FeatureEnvState): number {
  return env.strategies.length === 0 ? 0 : Math.max(...env.strategies.map((s) => s.sortOrder)) + 1;
}

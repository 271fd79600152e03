import { isDeepStrictEqual } from 'node:util';
import { assertNever, type StrategyData, type StrategyOrder } from '@pennant/events';
import { exceedsLimit } from './constraint.rules';
import type { AddStrategy, RemoveStrategy, SetStrategySortOrder, StrategyInput, UpdateStrategy } from './feature.commands';
import { StrategyNotFoundError } from './feature.errors';
import { activeRow, envState, nextSortOrder, orderedStrategies, type FeatureEnvState, type FeatureEvent, type FeatureState } from './feature.state';
import { buildStrategy, resolveSegments, STRATEGY_LIMITS } from './strategy.rules';

type Target = AddStrategy | UpdateStrategy | RemoveStrategy | SetStrategySortOrder;

function target(command: Target, state: FeatureState) {
  const row = activeRow(state, command.name, command.project);
  return { env: envState(state, command.environment), subject: { project: row.project, featureName: row.name, environment: command.environment } };
}

function findStrategy(env: FeatureEnvState, command: Target & { strategyId: string }): StrategyData {
  const strategy = env.strategies.find((s) => s.id === command.strategyId);
  if (!strategy) throw new StrategyNotFoundError(command.strategyId, command.name, command.environment);
  return strategy;
}

export function decideAddStrategy(command: AddStrategy, state: FeatureState): FeatureEvent[] {
  const { env, subject } = target(command, state);
  if (env.strategies.length >= STRATEGY_LIMITS.featureEnvironmentStrategies) throw exceedsLimit('strategy', STRATEGY_LIMITS.featureEnvironmentStrategies);
  const segments = resolveSegments(command.strategy.segments ?? [], [], command.existingSegmentIds);
  const data = buildStrategy(command.strategyId, command.strategy, segments, nextSortOrder(env));
  return [{ type: 'feature-strategy-add', data: { ...subject, data } }];
}

/** Absent fields keep their value; an update that changes nothing emits nothing. */
export function decideUpdateStrategy(command: UpdateStrategy, state: FeatureState): FeatureEvent[] {
  const { env, subject } = target(command, state);
  const current = findStrategy(env, command);
  const defined = Object.fromEntries(Object.entries(command.changes).filter(([, v]) => v !== undefined)) as Partial<StrategyInput>;
  const merged: StrategyInput = { ...current, ...defined };
  const segments = resolveSegments(command.changes.segments, current.segments, command.existingSegmentIds);
  const data = buildStrategy(current.id, merged, segments, current.sortOrder);
  if (isDeepStrictEqual(data, current)) return [];
  return [{ type: 'feature-strategy-update', data: { ...subject, data, preData: current } }];
}

export function decideRemoveStrategy(command: RemoveStrategy, state: FeatureState): FeatureEvent[] {
  const { env, subject } = target(command, state);
  const current = findStrategy(env, command);
  return [{ type: 'feature-strategy-remove', data: { ...subject, preData: current } }];
}

function orderOf(strategies: readonly StrategyData[]): StrategyOrder {
  const ordered = orderedStrategies(strategies);
  return { strategyIds: ordered.map((s) => s.id), sortOrders: Object.fromEntries(ordered.map((s) => [s.id, s.sortOrder])) };
}

/** Sets the sort order of the listed strategies (others keep theirs); every id must exist. */
export function decideSetStrategySortOrder(command: SetStrategySortOrder, state: FeatureState): FeatureEvent[] {
  const { env, subject } = target(command, state);
  const wanted = new Map<string, number>();
  for (const item of command.order) {
    findStrategy(env, { ...command, strategyId: item.id });
    wanted.set(item.id, item.sortOrder);
  }
  const next = env.strategies.map((s) => ({ ...s, sortOrder: wanted.get(s.id) ?? s.sortOrder }));
  if (next.every((s, i) => s.sortOrder === env.strategies[i].sortOrder)) return [];
  return [{ type: 'strategy-order-changed', data: { ...subject, data: orderOf(next), preData: orderOf(env.strategies) } }];
}

/** How the strategy events change one environment's state. */
export function evolveStrategies(env: FeatureEnvState, event: Extract<FeatureEvent, { type: 'feature-strategy-add' | 'feature-strategy-update' | 'feature-strategy-remove' | 'strategy-order-changed' }>): FeatureEnvState {
  switch (event.type) {
    case 'feature-strategy-add':
      return { ...env, strategies: [...env.strategies, event.data.data] };
    case 'feature-strategy-update':
      return { ...env, strategies: env.strategies.map((s) => (s.id === event.data.data.id ? event.data.data : s)) };
    case 'feature-strategy-remove':
      return { ...env, strategies: env.strategies.filter((s) => s.id !== event.data.preData.id) };
    case 'strategy-order-changed': {
      const orders = event.data.data.sortOrders;
      return { ...env, strategies: env.strategies.map((s) => ({ ...s, sortOrder: orders[s.id] ?? s.sortOrder })) };
    }
    default:
      return assertNever(event);
  }
}

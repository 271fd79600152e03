import { isDeepStrictEqual } from 'node:util';
import { assertNever, type JsonValue, type StrategyData, type StrategyOrder } from '@pennant/events';
import { validate } from '@pennant/kernel';
import { exceedsLimit } from '@pennant/strategy-definitions/model';
import type {
  AddStrategy,
  RemoveStrategy,
  ReplaceStrategies,
  SetStrategySortOrder,
  StrategyInput,
  UpdateStrategy,
} from './feature.commands';
import { StrategyNotFoundError } from './feature.errors';
import {
  activeRow,
  envState,
  nextSortOrder,
  orderedStrategies,
  type FeatureEnvState,
  type FeatureEvent,
  type FeatureState,
} from './feature.state';
import { applyJsonPatch } from './json-patch';
import { patchedStrategySchema } from '@pennant/strategy-definitions/model';
import { assertStrategyType, buildStrategy, resolveSegments, STRATEGY_LIMITS } from '@pennant/strategy-definitions/domain';

type Target = AddStrategy | UpdateStrategy | RemoveStrategy | ReplaceStrategies | SetStrategySortOrder;
type Subject = { project: string; featureName: string; environment: string };

function target(command: Target, state: FeatureState) {
  const row = activeRow(state, command.name, command.project);
  return {
    env: envState(state, command.environment),
    subject: { project: row.project, featureName: row.name, environment: command.environment },
  };
}

function findStrategy(env: FeatureEnvState, command: Target & { strategyId: string }): StrategyData {
  const strategy = env.strategies.find((s) => s.id === command.strategyId);
  if (!strategy) throw new StrategyNotFoundError(command.strategyId, command.name, command.environment);
  return strategy;
}

const hasEnabledStrategy = (env: FeatureEnvState): boolean => env.strategies.some((s) => !s.disabled);

/**
 * Unleash's rule (ADR 0036): an enabled environment that an operation leaves without an
 * enabled strategy is disabled by that same operation; SDKs would otherwise read "enabled, no
 * strategies" as on for everybody. It also settles an environment that an older log left enabled
 * without one, on its next strategy change.
 */
function disabledIfNoneLeft(before: FeatureEnvState, after: FeatureEnvState, subject: Subject): FeatureEvent[] {
  return before.enabled && !hasEnabledStrategy(after) ? [{ type: 'feature-environment-disabled', data: subject }] : [];
}

/** The stored strategy a new one becomes: its type must exist, its segments too. */
function newStrategy(
  command: AddStrategy | ReplaceStrategies,
  strategyId: string,
  input: StrategyInput,
  env: FeatureEnvState,
): StrategyData {
  assertStrategyType(input.name, command.facts);
  const segments = resolveSegments(input.segments ?? [], [], command.facts.segmentIds);
  return buildStrategy(strategyId, input, segments, nextSortOrder(env), { featureName: command.name, facts: command.facts });
}

export function decideAddStrategy(command: AddStrategy, state: FeatureState): FeatureEvent[] {
  const { env, subject } = target(command, state);
  if (env.strategies.length >= STRATEGY_LIMITS.featureEnvironmentStrategies)
    throw exceedsLimit('strategy', STRATEGY_LIMITS.featureEnvironmentStrategies);
  return [{ type: 'feature-strategy-add', data: { ...subject, data: newStrategy(command, command.strategyId, command.strategy, env) } }];
}

/** The strategy as GET shows it: what a JSON patch's paths point into. */
function strategyDocument(strategy: StrategyData, featureName: string): JsonValue {
  const { id, name, title, disabled, sortOrder, segments, constraints, variants, parameters } = strategy;
  return JSON.parse(
    JSON.stringify({ id, name, title, disabled, featureName, sortOrder, segments, constraints, variants, parameters }),
  ) as JsonValue;
}

/**
 * What an update asks for, every field settled: PUT replaces constraints, parameters and variants
 * (absent = empty) and keeps absent name, title, disabled, sortOrder and segments (Unleash's
 * PUT); a JSON patch is applied to the strategy as GET shows it, and a field it removed is empty.
 * `id` and `featureName` in the patched document are ignored (the path names the strategy).
 */
function requested(command: UpdateStrategy, current: StrategyData): StrategyInput {
  const { change } = command;
  if (change.kind === 'patch') {
    // Through JSON once more: the patch's structured clones must compare equal to stored strategies.
    const document = JSON.parse(JSON.stringify(applyJsonPatch(strategyDocument(current, command.name), change.operations))) as unknown;
    const { id: _id, featureName: _featureName, ...patched } = validate(patchedStrategySchema, document, 'body');
    return {
      ...patched,
      title: patched.title ?? null,
      disabled: patched.disabled ?? false,
      sortOrder: patched.sortOrder ?? current.sortOrder,
      segments: patched.segments ?? [],
    };
  }
  const input = change.strategy;
  return {
    name: input.name ?? current.name,
    title: input.title !== undefined ? input.title : current.title,
    disabled: input.disabled === undefined ? current.disabled : (input.disabled ?? false),
    sortOrder: input.sortOrder ?? current.sortOrder,
    constraints: input.constraints ?? [],
    parameters: input.parameters,
    variants: input.variants ?? [],
    segments: input.segments,
  };
}

/**
 * PUT (replace) or PATCH (JSON patch) of one strategy; a change that changes nothing emits
 * nothing. Renaming it to a type that does not exist is a 400; a strategy keeping its type stays
 * editable even if that type is no longer defined (old logs use the removed built-ins, ADR 0036).
 */
export function decideUpdateStrategy(command: UpdateStrategy, state: FeatureState): FeatureEvent[] {
  const { env, subject } = target(command, state);
  const current = findStrategy(env, command);
  const input = requested(command, current);
  if (input.name !== current.name) assertStrategyType(input.name, command.facts);
  const segments = resolveSegments(input.segments, current.segments, command.facts.segmentIds);
  const data = buildStrategy(current.id, input, segments, current.sortOrder, { featureName: command.name, facts: command.facts });
  if (isDeepStrictEqual(data, current)) return [];
  const after = { ...env, strategies: env.strategies.map((s) => (s.id === data.id ? data : s)) };
  return [{ type: 'feature-strategy-update', data: { ...subject, data, preData: current } }, ...disabledIfNoneLeft(env, after, subject)];
}

/** Removing the last enabled strategy of an enabled environment disables it first (as Unleash). */
export function decideRemoveStrategy(command: RemoveStrategy, state: FeatureState): FeatureEvent[] {
  const { env, subject } = target(command, state);
  const current = findStrategy(env, command);
  const after = { ...env, strategies: env.strategies.filter((s) => s.id !== current.id) };
  return [...disabledIfNoneLeft(env, after, subject), { type: 'feature-strategy-remove', data: { ...subject, preData: current } }];
}

/**
 * An import's strategies: every current one removed, the given ones added in order, checked as
 * POST …/strategies checks them; disabled first if the environment is left without an enabled one.
 */
export function decideReplaceStrategies(command: ReplaceStrategies, state: FeatureState): FeatureEvent[] {
  const { env, subject } = target(command, state);
  if (command.strategies.length > STRATEGY_LIMITS.featureEnvironmentStrategies)
    throw exceedsLimit('strategy', STRATEGY_LIMITS.featureEnvironmentStrategies);
  const removed: FeatureEvent[] = env.strategies.map((s) => ({ type: 'feature-strategy-remove', data: { ...subject, preData: s } }));
  let next: FeatureEnvState = { ...env, strategies: [] };
  const added: FeatureEvent[] = command.strategies.map(({ strategyId, strategy }) => {
    const data = newStrategy(command, strategyId, strategy, next);
    next = { ...next, strategies: [...next.strategies, data] };
    return { type: 'feature-strategy-add', data: { ...subject, data } };
  });
  return [...disabledIfNoneLeft(env, next, subject), ...removed, ...added];
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
export function evolveStrategies(
  env: FeatureEnvState,
  event: Extract<
    FeatureEvent,
    { type: 'feature-strategy-add' | 'feature-strategy-update' | 'feature-strategy-remove' | 'strategy-order-changed' }
  >,
): FeatureEnvState {
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

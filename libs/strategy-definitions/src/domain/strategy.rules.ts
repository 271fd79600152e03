import type { ProjectDefaultStrategy, StrategyData, StrategyVariant } from '@pennant/events';
import { BadDataError, NotFoundError } from '@pennant/kernel';
import { exceedsLimit, normalizeConstraints } from '../model/constraint.rules';
import type { StrategyFacts, StrategyInput } from './strategy.input';
import { AT_LEAST_ONE_VARIABLE } from './variant.rules';

/** Unleash's default resource limits for strategies. */
export const STRATEGY_LIMITS = { featureEnvironmentStrategies: 30, constraints: 30, constraintValues: 250, strategySegments: 5 } as const;

function badData(path: string, message: string): BadDataError {
  return new BadDataError(`Request validation failed: your request body or params contain invalid data: ${path} ${message}`, [
    { path, message: `${path} ${message}` },
  ]);
}

/** Unique names, valid JSON payloads, at least one `variable` variant (as Unleash); `variable` weights share what `fix` weights leave of 1000. */
export function normalizeVariants(variants: readonly StrategyVariant[]): StrategyVariant[] {
  const names = new Set<string>();
  variants.forEach((v, i) => {
    if (names.has(v.name)) throw badData(`variants[${i}].name`, `must be unique ("${v.name}" is used twice)`);
    names.add(v.name);
    if (v.payload?.type === 'json') {
      try {
        JSON.parse(v.payload.value);
      } catch {
        throw badData(`variants[${i}].payload.value`, 'must be valid JSON for a json payload');
      }
    }
  });
  const fixed = variants.filter((v) => v.weightType === 'fix').reduce((sum, v) => sum + v.weight, 0);
  const variable = variants.filter((v) => v.weightType === 'variable').length;
  if (variants.length > 0 && variable === 0)
    throw new BadDataError(AT_LEAST_ONE_VARIABLE, [{ path: 'variants', message: AT_LEAST_ONE_VARIABLE }]);
  if (fixed > 1000 || (variable > 0 && fixed >= 1000))
    throw badData('variants', 'fix weights must leave room for the variable ones (total 1000)');
  const share = variable > 0 ? Math.floor((1000 - fixed) / variable) : 0;
  let remainder = variable > 0 ? (1000 - fixed) % variable : 0;
  return variants.map((v) => {
    const weight = v.weightType === 'fix' ? v.weight : share + (remainder-- > 0 ? 1 : 0);
    return {
      name: v.name,
      weight,
      weightType: v.weightType,
      stickiness: v.stickiness || 'default',
      ...(v.payload ? { payload: { type: v.payload.type, value: v.payload.value } } : {}),
    };
  });
}

/** Requested segment ids must exist; kept ones (of an update) that were deleted meanwhile are dropped. */
export function resolveSegments(requested: readonly number[] | undefined, kept: readonly number[], existing: readonly number[]): number[] {
  const known = new Set(existing);
  if (requested === undefined) return kept.filter((id) => known.has(id));
  const unique = [...new Set(requested)];
  if (unique.length > STRATEGY_LIMITS.strategySegments) throw exceedsLimit('strategy segments', STRATEGY_LIMITS.strategySegments);
  const missing = unique.filter((id) => !known.has(id));
  // Unleash 8 answers 404 with this message.
  if (missing.length > 0)
    throw new NotFoundError(missing.map((id) => `No segment exists with ID "${id}"`).join('; '), [
      { path: 'segments', message: `refers to segments that do not exist: ${missing.join(', ')}` },
    ]);
  return unique;
}

/** A strategy must name a strategy type that exists, built in or defined (Unleash's 400 and wording). */
export function assertStrategyType(name: string, facts: StrategyFacts): void {
  if (!facts.strategyTypes.includes(name))
    throw new BadDataError(`Could not find strategy type with name ${name}`, [
      { path: 'name', message: `Could not find strategy type with name ${name}` },
    ]);
}

/**
 * Parameters as Unleash stores them: an empty `stickiness` is `default`; flexibleRollout without
 * `rollout`, `stickiness` or `groupId` gets 100, `default` and the flag's name.
 */
function parametersWithDefaults(name: string, input: Record<string, string> | undefined, featureName: string): Record<string, string> {
  const parameters = { ...(input ?? {}) };
  if (parameters.stickiness === '') parameters.stickiness = 'default';
  if (name !== 'flexibleRollout') return parameters;
  return {
    ...parameters,
    rollout: parameters.rollout ?? '100',
    stickiness: parameters.stickiness || 'default',
    groupId: parameters.groupId || featureName,
  };
}

/** Where a strategy is built: its flag (for defaults) and what the rules check against. */
export interface StrategyTargetContext {
  featureName: string;
  facts: StrategyFacts;
}

/** The stored strategy for an input: limits checked, defaults filled, values normalized. */
export function buildStrategy(
  id: string,
  input: StrategyInput,
  segments: number[],
  defaultSortOrder: number,
  ctx: StrategyTargetContext,
): StrategyData {
  const constraints = input.constraints ?? [];
  if (constraints.length > STRATEGY_LIMITS.constraints) throw exceedsLimit('constraints', STRATEGY_LIMITS.constraints);
  if (constraints.some((c) => (c.values?.length ?? 0) > STRATEGY_LIMITS.constraintValues))
    throw exceedsLimit('constraint values', STRATEGY_LIMITS.constraintValues);
  return {
    id,
    name: input.name,
    title: input.title ?? null,
    disabled: input.disabled ?? false,
    constraints: normalizeConstraints(constraints, 'constraints', ctx.facts.legalValues),
    parameters: parametersWithDefaults(input.name, input.parameters, ctx.featureName),
    variants: normalizeVariants(input.variants ?? []),
    sortOrder: input.sortOrder ?? defaultSortOrder,
    segments,
  };
}

/**
 * The strategy added when an environment is turned on without an enabled strategy: a copy of the
 * project environment's default when one is set (an empty `groupId` becomes the flag's name, as
 * Unleash does), else the built-in flexibleRollout 100 % (ADR 0036, ADR 0052).
 */
export function defaultStrategy(
  id: string,
  featureName: string,
  sortOrder: number,
  projectDefault: ProjectDefaultStrategy | null,
): StrategyData {
  if (projectDefault)
    return {
      ...structuredClone(projectDefault),
      id,
      sortOrder,
      parameters: { ...projectDefault.parameters, groupId: projectDefault.parameters.groupId || featureName },
    };
  return {
    id,
    name: 'flexibleRollout',
    title: null,
    disabled: false,
    constraints: [],
    parameters: { rollout: '100', stickiness: 'default', groupId: featureName },
    variants: [],
    sortOrder,
    segments: [],
  };
}

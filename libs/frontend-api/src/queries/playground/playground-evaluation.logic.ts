import type { Context } from 'unleash-client/lib/context';
import { defaultStrategies } from 'unleash-client/lib/strategy';
import { Strategy, type Constraint as SdkConstraint } from 'unleash-client/lib/strategy/strategy';
import type { Constraint } from '@pennant/events';
import type { SdkEngine } from '../../engine/sdk-engines';
import type { PlaygroundFeature, PlaygroundStrategy } from './playground.schema';

/** A strategy as the admin API holds it (disabled ones too), in the flag's evaluation order. */
export interface StrategyRow {
  id: string;
  name: string;
  title: string | null;
  disabled: boolean;
  constraints: Constraint[];
  parameters: Record<string, string>;
  segments: number[];
}

/** The SDK's constraint checks (the base class every SDK strategy extends). */
const constraintChecker = new Strategy('playground');

const sdk = (c: Constraint) => c as unknown as SdkConstraint;

function* sequence(constraints: (Constraint | undefined)[]): IterableIterator<SdkConstraint | undefined> {
  for (const c of constraints) yield c && sdk(c);
}

/**
 * One strategy's result with its reasons, by the SDK's own strategy classes: each constraint
 * and segment checked by the SDK's `checkConstraint`, the whole by the strategy's
 * `isEnabledWithConstraints` (a missing segment fails, as in the SDK). A strategy the SDK does not
 * implement (a custom one) is `unknown` when its constraints hold (Unleash's "incomplete").
 */
export function evaluateStrategy(
  row: StrategyRow,
  engine: Pick<SdkEngine, 'segments'>,
  context: Context,
  edit: string,
): PlaygroundStrategy {
  const check = (c: Constraint) => ({ ...c, result: constraintChecker.checkConstraint(sdk(c), context) });
  const segments = row.segments.map((id) => {
    const segment = engine.segments.get(id);
    const constraints = (segment?.constraints ?? []).map(check);
    return { id, name: segment?.name ?? `unknown segment ${id}`, result: !!segment && constraints.every((c) => c.result), constraints };
  });
  const constraints = row.constraints.map(check);
  const implementation = defaultStrategies.find((s) => s.name === row.name);
  const all = [...row.constraints, ...row.segments.flatMap((id) => engine.segments.get(id)?.constraints ?? [undefined])];
  const result: PlaygroundStrategy['result'] = implementation
    ? { enabled: implementation.isEnabledWithConstraints(row.parameters, context, sequence(all)), evaluationStatus: 'complete' }
    : { enabled: constraintChecker.checkConstraints(context, sequence(all)) ? 'unknown' : false, evaluationStatus: 'incomplete' };
  return {
    name: row.name,
    ...(row.title ? { title: row.title } : {}),
    id: row.id,
    disabled: row.disabled,
    parameters: row.parameters,
    result,
    constraints,
    segments,
    links: { edit },
  };
}

/** The strategies' verdict: on when an enabled strategy is on, else unknown when one could not be evaluated. */
export function strategiesResult(strategies: readonly PlaygroundStrategy[]): boolean | 'unknown' {
  const counted = strategies.filter((s) => !s.disabled);
  if (counted.some((s) => s.result.enabled === true)) return true;
  return counted.some((s) => s.result.enabled === 'unknown') ? 'unknown' : false;
}

/**
 * A flag's playground answer: `isEnabled` and the variant are what the SDK's own `isEnabled` and
 * `getVariant` answer; the strategies (evaluated even when the environment is off, to show what
 * would happen) explain it.
 */
export function evaluateFeature(
  engine: SdkEngine,
  name: string,
  environment: string,
  rows: readonly StrategyRow[],
  context: Context,
): PlaygroundFeature {
  const feature = engine.features.get(name);
  if (!feature) throw new Error(`${name} is not in the engine`);
  const base = `/api/admin/projects/${encodeURIComponent(feature.project)}/features/${encodeURIComponent(name)}/environments/${encodeURIComponent(environment)}/strategies`;
  const data = rows.map((row) => evaluateStrategy(row, engine, context, `${base}/${encodeURIComponent(row.id)}`));
  const satisfied = engine.client.isParentDependencySatisfied(feature as never, context);
  const variant = engine.client.forceGetVariant(name, context);
  return {
    name,
    projectId: feature.project,
    isEnabled: engine.client.isEnabled(name, context, () => false),
    isEnabledInCurrentEnvironment: feature.enabled,
    hasUnsatisfiedDependency: !satisfied,
    strategies: { result: strategiesResult(data), data },
    variant: {
      name: variant.name,
      enabled: variant.enabled,
      ...(variant.payload ? { payload: { type: String(variant.payload.type), value: String(variant.payload.value) } } : {}),
    },
    variants: feature.variants,
  };
}

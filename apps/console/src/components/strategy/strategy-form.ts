import type { ResourceLimits } from '../../config/ui-config';
import type { Strategy, StrategyInput, StrategyVariant } from '../../lib/flag-model';
import { constraintProblem, fromDraft, toDraft, type ConstraintDraft } from '../constraints';
import { distributeWeights, payloadOf, variantsProblem, type VariantDraft } from './variants';

/** The strategy editor's values; `parameters` holds the strategy's own string parameters. */
export interface StrategyForm {
  name: string;
  title: string;
  disabled: boolean;
  parameters: Record<string, string>;
  segments: string[];
  constraints: ConstraintDraft[];
  variants: VariantDraft[];
}

export function formOf(strategy: Strategy | null, flagName: string): StrategyForm {
  if (!strategy) {
    return {
      name: 'flexibleRollout',
      title: '',
      disabled: false,
      parameters: { rollout: '100', stickiness: 'default', groupId: flagName },
      segments: [],
      constraints: [],
      variants: [],
    };
  }
  return {
    name: strategy.name,
    title: strategy.title ?? '',
    disabled: strategy.disabled ?? false,
    parameters: { ...(strategy.parameters ?? {}) },
    segments: (strategy.segments ?? []).map(String),
    constraints: (strategy.constraints ?? []).map(toDraft),
    variants: (strategy.variants ?? []).map((v) => ({
      name: v.name,
      weightType: v.weightType,
      weight: v.weight,
      stickiness: v.stickiness,
      payloadType: v.payload?.type ?? '',
      payloadValue: v.payload?.value ?? '',
      overrides: [],
    })),
  };
}

/** Everything the API (and ui-config's limits) would refuse, checked before sending. */
export function strategyFormProblems(
  form: StrategyForm,
  limits: Pick<ResourceLimits, 'constraints' | 'constraintValues' | 'strategySegments'>,
): string[] {
  const problems: string[] = [];
  if (form.constraints.length > limits.constraints) problems.push(`At most ${limits.constraints} constraints per strategy.`);
  form.constraints.forEach((c, i) => {
    const problem = constraintProblem(c, limits.constraintValues);
    if (problem) problems.push(`Constraint ${i + 1} (${c.contextName || 'no field'}): ${problem}`);
  });
  if (form.segments.length > limits.strategySegments) problems.push(`At most ${limits.strategySegments} segments per strategy.`);
  if (form.name === 'flexibleRollout') {
    const rollout = Number(form.parameters.rollout);
    if (!Number.isInteger(rollout) || rollout < 0 || rollout > 100) problems.push('The rollout is a whole percentage from 0 to 100.');
  }
  const variants = variantsProblem(form.variants);
  if (variants) problems.push(variants);
  return problems;
}

export function strategyOf(form: StrategyForm): StrategyInput {
  const parameters = Object.fromEntries(Object.entries(form.parameters ?? {}).map(([k, v]) => [k, String(v ?? '')]));
  const variants: StrategyVariant[] = distributeWeights(form.variants).map((v) => ({
    name: v.name.trim(),
    weight: v.weight,
    weightType: v.weightType,
    stickiness: v.stickiness || 'default',
    ...(payloadOf(v) ? { payload: payloadOf(v) } : {}),
  }));
  return {
    name: form.name,
    title: form.title.trim() || null,
    disabled: form.disabled,
    parameters,
    segments: form.segments.map(Number),
    constraints: form.constraints.map(fromDraft),
    variants,
  };
}

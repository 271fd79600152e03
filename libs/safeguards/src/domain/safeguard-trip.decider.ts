import type { Decider } from '@pennant/core';
import { assertNever, type SafeguardRuleData } from '@pennant/events';
import { featureDecider, type FeatureEvent, type FeatureState } from '@pennant/features/domain';
import type { Comparison } from '../model/safeguard-rule';

/** What the evaluator observed for one safeguard: null when no sample lies in its window (no data). */
export interface TripSafeguard {
  kind: 'trip';
  featureName: string;
  environment: string;
  safeguard: SafeguardRuleData & { id: string };
  observed: number | null;
  windowFrom: string;
  windowTo: string;
}

/** Whether an observation crosses the rule's threshold. No data never does. */
export function conditionHolds(rule: Pick<SafeguardRuleData, 'comparison' | 'threshold'>, observed: number | null): boolean {
  if (observed === null || !Number.isFinite(observed)) return false;
  const comparison = rule.comparison as Comparison;
  switch (comparison) {
    case 'gt':
      return observed > rule.threshold;
    case 'gte':
      return observed >= rule.threshold;
    case 'lt':
      return observed < rule.threshold;
    case 'lte':
      return observed <= rule.threshold;
    default:
      return assertNever(comparison);
  }
}

/**
 * A safeguard's evaluation, decided on the flag's own stream (ADR 0065): when the observed value
 * crosses the threshold, an enabled safeguard of a live flag that is on in the environment turns
 * it off — one `feature-environment-disabled` whose data names the rule, the observed value and the
 * window. No data, a value on the right side, a paused safeguard, a flag already off, archived or
 * gone: nothing. It only ever turns a flag off, so no change-request rule stands in its way.
 */
export const safeguardTripDecider: Decider<TripSafeguard, FeatureState, FeatureEvent> = {
  initialState: featureDecider.initialState,
  evolve: featureDecider.evolve,
  decide(command, state) {
    const { safeguard, observed, featureName, environment } = command;
    if (!safeguard.enabled || observed === null || !conditionHolds(safeguard, observed)) return [];
    if (state.status !== 'active' || state.row === null) return [];
    if (!state.environments[environment]?.enabled) return [];
    const data = { safeguard, observed, windowFrom: command.windowFrom, windowTo: command.windowTo };
    return [{ type: 'feature-environment-disabled', data: { project: state.row.project, featureName, environment, data } }];
  },
};

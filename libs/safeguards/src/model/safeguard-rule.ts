import type { SafeguardRuleData } from '@pennant/events';
import type { Aggregation } from '@pennant/impact-metrics/model';

/** How the observed value is compared with the threshold. */
export const COMPARISONS = ['gt', 'gte', 'lt', 'lte'] as const;
export type Comparison = (typeof COMPARISONS)[number];

export const COMPARISON_SYMBOL: Readonly<Record<Comparison, string>> = { gt: '>', gte: '≥', lt: '<', lte: '≤' };

/** A safeguard's rule (ADR 0065), as configured: the event payload's shape with its enums typed. */
export interface SafeguardRule extends SafeguardRuleData {
  aggregation: Aggregation;
  comparison: Comparison;
}

/** Windows a rule may read, in minutes (the intake keeps minutes; the evaluator reads at most an hour back). */
export const WINDOW_MINUTES = { min: 1, max: 60 } as const;

/** One safeguard per flag and environment: its id, also the id of the setting that stores it. */
export const safeguardId = (featureName: string, environment: string): string => `safeguard:${featureName}:${environment}`;

export const SAFEGUARD_ID_PREFIX = 'safeguard:';

/** The rule in words: `errors rate over 5 min > 0.5`. */
export function describeRule(rule: Pick<SafeguardRule, 'metric' | 'aggregation' | 'windowMinutes' | 'comparison' | 'threshold'>): string {
  return `${rule.metric} ${rule.aggregation} over ${rule.windowMinutes} min ${COMPARISON_SYMBOL[rule.comparison]} ${rule.threshold}`;
}

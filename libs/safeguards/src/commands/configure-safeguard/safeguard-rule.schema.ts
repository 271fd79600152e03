import { boolean, named, nullable, number, object, oneOf, optional, record, string, integer, type Infer } from '@pennant/platform';
import { AGGREGATIONS } from '@pennant/impact-metrics/model';
import { COMPARISONS, WINDOW_MINUTES, type SafeguardRule } from '../../model/safeguard-rule';

const LABEL_VALUE = string({ maxLength: 200 });

/**
 * Body of `PUT …/environments/{env}/safeguard` and the payload of a change request's
 * `setSafeguard`: the rule as it should be. Absent `labels`, `appName`, `enabled`: none, every
 * application, on.
 */
export const safeguardRuleSchema = named(
  'safeguardRuleSchema',
  object(
    {
      metric: string({ minLength: 1, maxLength: 200 }),
      aggregation: oneOf(AGGREGATIONS),
      windowMinutes: integer({ min: WINDOW_MINUTES.min, max: WINDOW_MINUTES.max }),
      comparison: oneOf(COMPARISONS),
      threshold: number(),
      labels: optional(record(LABEL_VALUE, { maxKeys: 10, key: string({ minLength: 1, maxLength: 100 }) })),
      appName: optional(nullable(string({ minLength: 1, maxLength: 255 }))),
      enabled: optional(boolean()),
    },
    { strict: true },
  ),
);

export type SafeguardRuleBody = Infer<typeof safeguardRuleSchema>;

/** The rule a body stands for, every optional field given its default. */
export function ruleOfBody(body: SafeguardRuleBody): SafeguardRule {
  return {
    metric: body.metric,
    aggregation: body.aggregation,
    windowMinutes: body.windowMinutes,
    comparison: body.comparison,
    threshold: body.threshold,
    labels: { ...(body.labels ?? {}) },
    appName: body.appName ?? null,
    enabled: body.enabled ?? true,
  };
}

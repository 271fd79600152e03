import { boolean, named, nullable, object, oneOf, optional, record, string, integer, type Infer, type Schema } from '@pennant/platform';
import { AGGREGATIONS } from '@pennant/impact-metrics/model';
import { COMPARISONS, WINDOW_MINUTES, type SafeguardRule } from '../../model/safeguard-rule';

const LABEL_VALUE = string({ maxLength: 200 });

/** What a threshold may be: ±10^9, well inside the range values are kept in (±10^15) and far beyond any sensible rate, latency or ratio. */
export const MAX_THRESHOLD = 1e9;

const THRESHOLD: Schema<number> = {
  json: { type: 'number', minimum: -MAX_THRESHOLD, maximum: MAX_THRESHOLD },
  parse(value, path, problems) {
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > MAX_THRESHOLD)
      return void problems.push({ path, message: `${path} must be a number from -${MAX_THRESHOLD} to ${MAX_THRESHOLD}` });
    return value;
  },
};

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
      threshold: THRESHOLD,
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

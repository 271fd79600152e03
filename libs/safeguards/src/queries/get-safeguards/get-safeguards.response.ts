import { AGGREGATIONS } from '@pennant/impact-metrics';
import { array, boolean, dateTime, integer, named, nullable, number, object, oneOf, record, string, type Infer } from '@pennant/platform';
import { COMPARISONS } from '../../model/safeguard-rule';

/** What the evaluator decided the last time it read a safeguard (operational data, not events). */
export const EVALUATION_OUTCOMES = ['no-data', 'within-threshold', 'fired', 'flag-off', 'paused'] as const;
export type EvaluationOutcome = (typeof EVALUATION_OUTCOMES)[number];

/** A flag's safeguard in one environment, with its last evaluation and last firing. */
export const safeguardResponseSchema = named(
  'safeguardSchema',
  object(
    {
      id: string(),
      environment: string(),
      metric: string(),
      aggregation: oneOf(AGGREGATIONS),
      windowMinutes: integer({ min: 1, max: 60 }),
      comparison: oneOf(COMPARISONS),
      threshold: number(),
      labels: record(string(), { maxKeys: 10, key: string() }),
      appName: nullable(string()),
      enabled: boolean(),
      /** The rule in words: `errors rate over 5 min > 0.5`. */
      description: string(),
      updatedAt: dateTime(),
      updatedBy: string(),
      lastEvaluation: nullable(
        object(
          {
            at: dateTime(),
            windowFrom: dateTime(),
            /** null: no sample of the metric in the window (no data never fires). */
            observed: nullable(number()),
            outcome: oneOf(EVALUATION_OUTCOMES),
          },
          { strict: true },
        ),
      ),
      /** The last time it turned the flag off, and what it observed then (the event log has the event). */
      lastFired: nullable(object({ at: dateTime(), observed: number() }, { strict: true })),
    },
    { strict: true },
  ),
);
export type SafeguardResponse = Infer<typeof safeguardResponseSchema>;

export const safeguardsResponseSchema = named(
  'safeguardsSchema',
  object({ safeguards: array(safeguardResponseSchema, { maxItems: 10_000 }) }, { strict: true }),
);
export type SafeguardsResponse = Infer<typeof safeguardsResponseSchema>;

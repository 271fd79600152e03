import { array, boolean, dateTime, integer, named, nullable, number, object, oneOf, record, string, type Infer } from '@pennant/platform';
import { AGGREGATIONS, IMPACT_METRIC_TYPES } from '../../model/impact-vocabulary';

/** `GET /api/admin/impact-metrics/query`: one metric over a time range, one aggregation per step, per group of labels. */
export const impactMetricQueryAnswer = named(
  'impactMetricQuerySchema',
  object(
    {
      metric: string(),
      environment: string(),
      type: oneOf(IMPACT_METRIC_TYPES),
      aggregation: oneOf(AGGREGATIONS),
      from: dateTime(),
      to: dateTime(),
      stepMinutes: integer({ min: 1, max: 1440 }),
      groupBy: array(string(), { maxItems: 5 }),
      /** More groups matched than one answer holds (50): the first ones by their labels are shown. */
      truncated: boolean(),
      series: array(
        object(
          {
            labels: record(string(), { maxKeys: 5, key: string() }),
            points: array(object({ at: dateTime(), value: nullable(number()) }, { strict: true }), { maxItems: 1441 }),
          },
          { strict: true },
        ),
        { maxItems: 50 },
      ),
    },
    { strict: true },
  ),
);
export type ImpactMetricQueryAnswer = Infer<typeof impactMetricQueryAnswer>;

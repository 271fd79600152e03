import { array, dateTime, integer, named, object, oneOf, string, type Infer } from '@pennant/platform';
import { AGGREGATIONS, IMPACT_METRIC_TYPES } from '../../model/impact-vocabulary';

/** `GET /api/admin/impact-metrics`: the metrics SDKs reported, per name and type. */
export const impactMetricsAnswer = named(
  'impactMetricsSchema',
  object(
    {
      metrics: array(
        object(
          {
            name: string(),
            type: oneOf(IMPACT_METRIC_TYPES),
            help: string(),
            /** The aggregations that read this type. */
            aggregations: array(oneOf(AGGREGATIONS), { maxItems: AGGREGATIONS.length }),
            environments: array(string(), { maxItems: 100_000 }),
            applications: array(string(), { maxItems: 10_000_000 }),
            /** Label names of its series (besides the application and environment). */
            labels: array(string(), { maxItems: 10_000_000 }),
            series: integer({ min: 1 }),
            lastSeenAt: dateTime(),
          },
          { strict: true },
        ),
        { maxItems: 10_000_000 },
      ),
    },
    { strict: true },
  ),
);
export type ImpactMetricsAnswer = Infer<typeof impactMetricsAnswer>;

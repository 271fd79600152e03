import { array, dateTime, integer, object, oneOf, record, string } from '@pennant/platform';

const COUNT = integer({ min: 0 });

/** Unleash's featureMetricsSchema (`GET /api/admin/client-metrics/features/{name}/raw`). */
export const featureMetricsAnswer = object(
  {
    featureName: string(),
    hoursBack: integer({ min: 1, max: 48 }),
    maturity: oneOf(['stable'] as const),
    data: array(
      object(
        {
          featureName: string(),
          appName: string(),
          environment: string(),
          timestamp: dateTime(),
          yes: COUNT,
          no: COUNT,
          variants: record(COUNT, { maxKeys: 1000, key: string() }),
        },
        { strict: true },
      ),
      { maxItems: 10_000_000 },
    ),
  },
  { strict: true },
);

/** Unleash's featureUsageSchema (`GET /api/admin/client-metrics/features/{name}`). */
export const featureUsageAnswer = object(
  {
    version: integer({ min: 1, max: 1 }),
    maturity: oneOf(['stable'] as const),
    featureName: string(),
    lastHourUsage: array(object({ environment: string(), timestamp: dateTime(), yes: COUNT, no: COUNT }, { strict: true }), {
      maxItems: 100_000,
    }),
    seenApplications: array(string(), { maxItems: 1_000_000 }),
  },
  { strict: true },
);

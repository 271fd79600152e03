/** The metric types the SDKs report (the impact-metrics client specification). */
export const IMPACT_METRIC_TYPES = ['counter', 'gauge', 'histogram'] as const;
export type ImpactMetricType = (typeof IMPACT_METRIC_TYPES)[number];

/**
 * How a metric is read over a time window (ADR 0065): counters by their `increase` or its `rate`
 * per second, gauges by their `last` value or their `avg`, histograms by a quantile.
 */
export const AGGREGATIONS = ['rate', 'increase', 'last', 'avg', 'p50', 'p95', 'p99'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

/** The one metric type each aggregation reads. */
export const AGGREGATION_TYPE: Readonly<Record<Aggregation, ImpactMetricType>> = {
  rate: 'counter',
  increase: 'counter',
  last: 'gauge',
  avg: 'gauge',
  p50: 'histogram',
  p95: 'histogram',
  p99: 'histogram',
};

/** The aggregations of one metric type, in the order the API lists them. */
export const aggregationsOf = (type: ImpactMetricType): Aggregation[] => AGGREGATIONS.filter((a) => AGGREGATION_TYPE[a] === type);

export const isAggregation = (value: string): value is Aggregation => (AGGREGATIONS as readonly string[]).includes(value);

/**
 * Labels the SDKs add to every sample and that Pennant keeps as columns of the series instead:
 * the application (the report's `appName`) and the environment (the token's).
 */
export const SERIES_COLUMN_LABELS = ['appName', 'environment'] as const;

/** The pseudo-label a query may group by: the application that reported the series. */
export const APPLICATION_GROUP = 'appName';

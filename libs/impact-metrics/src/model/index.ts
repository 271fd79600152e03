// `@pennant/impact-metrics/model`: the impact metrics' vocabulary other nouns' domains may use
// (ADR 0044) — metric types, aggregations, the report's bounds and the aggregation itself. Pure.
export * from './impact-vocabulary';
export * from './impact-report.schema';
export * from './aggregate';
export * from './series-key';

export * from './client-api.module';
export * from './queries/client-features/client-response';
export * from './commands/sdk-metrics/metrics-aggregator';
export * from './queries/feature-usage/feature-usage';
export * from './commands/sdk-metrics/record-sdk-usage.command';
export { ClientFeaturesService } from './queries/client-features/client-features.service';
export { readMetrics, METRICS_BODY_SCHEMA } from './commands/sdk-metrics/sdk-metrics.controller';
export { ClientDeltasProjection } from './projections/client-deltas.projection';
export { ClientDeltaHub, type ClientStreamMetrics, type ClientStreamStats } from './queries/client-deltas/client-delta.hub';

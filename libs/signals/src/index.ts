export * from './domain/signal-endpoint-registry.decider';
export * from './domain/signal-endpoint.errors';
export * from './domain/signal-token';
export * from './projections/signal-endpoints.projection';
export * from './queries/get-signal-endpoints/signal-endpoint.response';
export * from './queries/get-signals/signal.response';
export * from './signals.module';

export * from './domain/feature.decider';
export * from './domain/feature.errors';
export * from './projections/feature-view.projection';
export * from './queries/get-feature/feature.response';
export * from './features.module';

export * from './model/built-in-strategies';
export * from './domain/strategy-definition.decider';
export * from './domain/strategy-definition.errors';
export * from './projections/strategy-definitions.projection';
export * from './queries/strategy-definition.response';
export * from './strategy-definitions.module';

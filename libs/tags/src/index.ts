export * from './domain/tag-registry.decider';
export * from './domain/tag.errors';
export * from './projections/tags.projection';
export * from './tags.module';

export * from './domain/tag-streams';
export * from './domain/tag-type.decider';
export * from './model/built-in-tag-types';
export * from './domain/tag.decider';
export * from './domain/tag.errors';
export * from './projections/tags.projection';
export * from './tags.module';
export { TagRegistryFacts, type TagTypeDefinition } from './facts/tag-registry.facts';

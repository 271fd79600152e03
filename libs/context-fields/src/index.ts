export * from './domain/context-field.decider';
export * from './model/built-in-context-fields';
export * from './domain/context-field.errors';
export * from './projections/context-fields.projection';
export * from './queries/context-field.response';
export * from './context-fields.module';
export * from './domain/context-field-usage';
export { ContextFieldFacts, type ContextFieldDefinition } from './facts/context-field.facts';

// `@pennant/context-fields/domain`: the context-field decider, for other nouns' pure deciders that
// compose it (the import planner; ADR 0044).
export * from './context-field.decider';

// `@pennant/features/domain`: the flag decider, for other nouns' pure deciders that compose it
// (the import planner; ADR 0044). Pure like every domain file: no framework, no read side.
export * from './feature.decider';
export * from '@pennant/strategy-definitions/domain';

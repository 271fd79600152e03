// `@pennant/tags/domain`: the tag and tag-type deciders, for other nouns' pure deciders that
// compose them (the import planner; ADR 0044).
export * from './tag-streams';
export * from './tag-type.decider';
export * from './tag.decider';

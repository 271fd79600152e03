// `@pennant/features/model`: the flags' vocabulary other nouns' domains may use (ADR 0044) — names,
// constraint and strategy rules, variants, flag types. Pure: no framework, no read side.
export * from './constraint.rules';
export * from './operator-values';
export * from './feature-name.schema';
export * from './feature-types';
export * from './strategy.schema';
export * from './variants.schema';
export * from './strategy-answer.schema';

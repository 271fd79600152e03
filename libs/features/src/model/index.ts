// `@pennant/features/model`: the flags' vocabulary other nouns' domains may use (ADR 0044) — names,
// constraint and strategy rules, variants, flag types. Pure: no framework, no read side.
export * from './feature-name.schema';
export * from './feature-types';
export * from './variants.schema';
// The strategy vocabulary lives below flags and projects (issue 37 §3); flags' code reads it here too.
export * from '@pennant/strategy-definitions/model';

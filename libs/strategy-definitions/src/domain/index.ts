// `@pennant/strategy-definitions/domain`: the strategy rules flags and a project's default strategy
// share (issue 37 §3): building a strategy from a client's input, its segments, its variants.
export * from './strategy.input';
export * from './strategy.rules';
export * from './variant.rules';

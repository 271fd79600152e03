// `@pennant/strategy-definitions/model`: the strategy vocabulary flags and projects share (issue 37 §3) —
// constraints and their operators' values, the strategy and JSON-patch schemas, the answers'
// strategy parts. Pure: no framework, no read side.
export * from './constraint.rules';
export * from './operator-values';
export * from './json-patch.schema';
export * from './strategy.schema';
export * from './strategy-answer.schema';

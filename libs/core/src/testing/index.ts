// Test helpers of @pennant/core, imported as '@pennant/core/testing' by specs only (not in the build).
export * from './decider-spec';

// The pure kernel (ADR 0068): what deciders, rules and reference data need — typed domain errors,
// the schema language, time and ids, who is calling — and nothing that touches a framework,
// HTTP, the database or Node I/O. Domain and model folders import it, never @pennant/platform.
export * from './errors';
export * from './schema';
export * from './clock';
export * from './timestamp';
export * from './principal';
export * from './ip-address';

// `@pennant/safeguards/domain`: the safeguard deciders (ADR 0065), for the change-request applier's plan. Pure.
export * from './safeguard-config.decider';
export * from './safeguard-trip.decider';
export * from './safeguard.errors';

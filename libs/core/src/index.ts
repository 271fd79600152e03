export * from './decider';
export * from './tokens';
export * from './command-executor';
export * from './core.module';
export * from './read-model-history';

export * from './projection';
export * from './projection-runner';
export * from './projection-runtime';
export * from './tail-cache';
export * from './feature-column-patches';
export * from './read-model-cache';
export * from './rebuild/projection-rebuild';
export * from './rebuild/replay';

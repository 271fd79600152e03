export * from './errors';
export * from './config';
export * from './runtime/clock';

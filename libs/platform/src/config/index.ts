export * from './config';
export * from './resource-limits';

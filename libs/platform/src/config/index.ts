export * from './config';
export * from './resource-limits';
export * from './lifecycle-config';
export * from './exposure-config';

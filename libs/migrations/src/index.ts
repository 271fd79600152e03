export * from './migration';
export * from './migrations';
export * from './migrate';

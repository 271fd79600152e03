export * from './registry';
export * from './process-metrics';
export * from './http-metrics';

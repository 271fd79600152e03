export * from './client-api.module';
export * from './queries/client-features/client-response';

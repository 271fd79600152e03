export * from './queries/get-ui-config/ui-config.response';
export * from './ui-config.module';

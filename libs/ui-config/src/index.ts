export * from './queries/get-ui-config/get-ui-config.response';
export * from './ui-config.module';

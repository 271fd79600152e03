export * from './settings.module';
export * from './domain/setting.decider';
export * from './projections/settings.projection';
export { FrontendSettings, DEFAULT_FRONTEND_API_ORIGINS } from './queries/frontend-settings.service';
export { isOrigin } from './commands/update-frontend-settings/update-frontend-settings.controller';

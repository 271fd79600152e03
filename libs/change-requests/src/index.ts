export * from './domain/change-request.decider';
export * from './domain/change-request-config.decider';
export * from './projections/change-requests.projection';
export * from './change-requests.module';
export * from './commands/change-request-scheduler.service';

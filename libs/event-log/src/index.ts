export * from './projections/event-log.projection';
export * from './event-log.module';

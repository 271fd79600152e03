export * from './projections/event-log.projection';
export * from './event-log.module';
export * from './stream/event-stream.hub';
export * from './stream/sse-session';

export * from './event-store.port';
export * from './event-store.errors';
export * from './postgres/postgres-event-store';

export * from './event-store.port';
export * from './event-store.errors';
export * from './event-import';
export * from './postgres/postgres-event-store';
export * from './esdb/esdb-event-store';
export { DEFAULT_STREAM_PREFIX } from './esdb/esdb-mapping';
export * from './postgres/hash-chain';
export * from './postgres/event-backup';
export * from './event-ids';

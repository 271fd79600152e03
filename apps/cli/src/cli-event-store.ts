import type { Pool } from 'pg';
import { EsdbEventStore, PostgresEventStore, type EventStore } from '@pennant/event-store';
import type { PennantConfig } from '@pennant/platform';

/**
 * The event store the service is configured with (EVENT_STORE): what a rebuild must read. With
 * `esdb` the log is in EventStoreDB and PostgreSQL's es_events is not the log (ADR 0009); the
 * read models and checkpoints stay in PostgreSQL either way.
 */
export function openEventStore(config: PennantConfig, pool: Pool, databaseUrl: string): EventStore {
  if (config.eventStore === 'esdb') {
    if (!config.esdbConnectionString) throw new Error('EVENT_STORE=esdb requires ESDB_CONNECTION_STRING');
    return EsdbEventStore.fromConnectionString(config.esdbConnectionString);
  }
  return new PostgresEventStore(pool, databaseUrl);
}

/** Commands that read PostgreSQL's event table directly refuse, clearly, when the log lives elsewhere. */
export function requirePostgresStore(config: PennantConfig, what: string): void {
  if (config.eventStore !== 'postgres') {
    throw new Error(
      `${what} reads the PostgreSQL event store, but EVENT_STORE=${config.eventStore}: the log is in EventStoreDB. Use \`events copy --from esdb --to postgres\` into another database first.`,
    );
  }
}

/** Runs `work` on the configured store; a failure names EventStoreDB when the log is there (an unreachable server is not a rebuild bug). */
export async function withEventStore<T>(
  config: PennantConfig,
  pool: Pool,
  databaseUrl: string,
  work: (store: EventStore) => Promise<T>,
): Promise<T> {
  const store = openEventStore(config, pool, databaseUrl);
  try {
    return await work(store);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (config.eventStore === 'esdb')
      throw new Error(`${message} [event store: EventStoreDB at ${config.esdbConnectionString} (EVENT_STORE=esdb)]`);
    throw error;
  } finally {
    await store.close();
  }
}

import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { PostgresEventStore } from '@pennant/event-store';
import { commandMetadata, type Actor, type DomainEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TESTER: Actor = { id: 7, name: 'tester', kind: 'user' };

/**
 * A projection's SQL on real PostgreSQL, without the application: events go into the real
 * event store (a fresh database cloned from the migrated template), the projection applies
 * them in batches, each in a transaction (as the runner and the rebuild do), and the test
 * reads the rows. Events in, rows out.
 */
export interface ProjectionHarness {
  db: TestDatabase;
  /** Direct SQL on the test database, for the assertions. */
  sql: Pool;
  /** Appends the events in one command (one stream, as a handler would) and returns the last position. */
  append(events: DomainEvent[], options?: { actor?: Actor; streamId?: string }): Promise<number>;
  /**
   * Applies every event the projection handles that it has not applied yet, `batchSize` at a
   * time (default: all in one batch); `from: 0` applies the whole log again (after the test
   * emptied the tables, as a rebuild does). Returns how many it applied.
   */
  project(projection: Projection, options?: { batchSize?: number; from?: number }): Promise<number>;
  /** Rows of a query, for `expect(...).toEqual(...)`. */
  rows<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function createProjectionHarness(): Promise<ProjectionHarness> {
  const db = await createTestDatabase();
  const sql = new Pool({ connectionString: db.url, max: 3 });
  sql.on('error', () => undefined);
  const store = new PostgresEventStore(sql, db.url);
  const applied = new Map<string, number>();

  return {
    db,
    sql,
    append: async (events, options = {}) => {
      const result = await store.append(
        [{ streamId: options.streamId ?? `test-${randomUUID()}`, expectedVersion: 'any', events }],
        commandMetadata(options.actor ?? TESTER),
      );
      return result.lastPosition;
    },
    project: async (projection, options = {}) => {
      const batchSize = options.batchSize ?? 10_000;
      let after = options.from ?? applied.get(projection.name) ?? 0;
      let count = 0;
      const client = await sql.connect();
      try {
        const executor: SqlExecutor = { query: async (text, params) => (await client.query(text, params)).rows };
        for (;;) {
          const batch = await store.readAll({ after, limit: batchSize, types: projection.handles });
          if (batch.events.length > 0) {
            await client.query('BEGIN');
            try {
              await projection.apply(batch.events, executor);
              await client.query('COMMIT');
            } catch (error) {
              await client.query('ROLLBACK');
              throw error;
            }
            count += batch.events.length;
          }
          if (batch.scannedUpTo <= after) break;
          after = batch.scannedUpTo;
        }
      } finally {
        client.release();
      }
      applied.set(projection.name, after);
      return count;
    },
    rows: async (text, params) => (await sql.query(text, params)).rows,
    close: async () => {
      await store.close();
      await sql.end();
      await db.drop();
    },
  };
}

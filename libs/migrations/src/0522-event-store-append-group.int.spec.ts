import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { PostgresEventStore } from '../../event-store/src/postgres/postgres-event-store';
import { APPEND_GROUP_FUNCTION } from '../../event-store/src/postgres/append-group.sql';
import { eventStoreAppendGroup } from './0522-event-store-append-group';
import { migrate, migrationChecksum } from './migrate';
import type { Migration } from './migration';
import { MIGRATIONS } from './migrations';

// The append function's text lives beside the store (append-group.sql.ts); the repeatable
// migration 0522 installs it again on every database whenever that text changes.
describe('the append function installed from the store (repeatable migration 0522)', () => {
  let db: TestDatabase;
  let pool: Pool;
  const event = { type: 'feature-stale-on' as const, data: { project: 'p', featureName: 'f' } };
  const metadata = { actor: { id: 1, name: 'u', kind: 'user' as const }, correlationId: 'c', causationId: null, schemaVersion: 1 as const };

  beforeEach(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => undefined);
  });
  afterEach(async () => {
    await pool.end();
    await db.drop();
  });

  const body = (sql: string) => sql.slice(sql.indexOf('$$') + 2, sql.lastIndexOf('$$'));
  const installed = async () =>
    (
      await pool.query<{ src: string; result: string }>(
        `SELECT prosrc AS src, pg_get_function_result(oid) AS result FROM pg_proc WHERE proname = 'es_append_group'`,
      )
    ).rows;
  const recorded = async () =>
    (await pool.query<{ checksum: string | null }>('SELECT checksum FROM schema_migrations WHERE id = $1', [eventStoreAppendGroup.id]))
      .rows;
  /** The list with the store's text replaced by `sql`, as a later version of the code would have it. */
  const withText = (sql: string): Migration[] => MIGRATIONS.map((m) => (m === eventStoreAppendGroup ? { ...m, sql } : m));

  it('a migrated database runs the text beside the store, recorded with its checksum', async () => {
    expect(MIGRATIONS).toContain(eventStoreAppendGroup);
    expect(await installed()).toEqual([{ src: body(APPEND_GROUP_FUNCTION), result: expect.stringContaining('out_conflict jsonb') }]);
    expect(await recorded()).toEqual([{ checksum: migrationChecksum(eventStoreAppendGroup) }]);
    expect(await migrate(pool)).toEqual([]);
  });

  it('a changed text (even a changed result) is installed once on a database that ran the previous one; going back installs the earlier text again', async () => {
    const changed = APPEND_GROUP_FUNCTION.replace('out_conflict jsonb)', 'out_conflict jsonb, out_note text)');
    expect(changed).not.toBe(APPEND_GROUP_FUNCTION);

    expect(await migrate(pool, withText(changed))).toEqual([eventStoreAppendGroup.id]);
    expect(await installed()).toEqual([{ src: body(changed), result: expect.stringContaining('out_note text') }]);
    expect(await migrate(pool, withText(changed))).toEqual([]);

    // The store appends through the new function as through the old (it names the columns it reads).
    const store = new PostgresEventStore(pool, db.url);
    try {
      const result = await store.append([{ streamId: 'append-after-change', expectedVersion: 'no-stream', events: [event] }], metadata);
      expect(result.lastPosition).toBeGreaterThan(0);
    } finally {
      await store.close();
    }

    // A revert of the code: the earlier text is installed again, though its id was applied before.
    expect(await migrate(pool)).toEqual([eventStoreAppendGroup.id]);
    expect(await installed()).toEqual([{ src: body(APPEND_GROUP_FUNCTION), result: expect.not.stringContaining('out_note') }]);
    expect(await recorded()).toEqual([{ checksum: migrationChecksum(eventStoreAppendGroup) }]);
  });

  it('a migration that is not repeatable is never applied twice, whatever its text', async () => {
    const first = MIGRATIONS[0];
    const edited = MIGRATIONS.map((m) => (m === first ? { ...m, sql: 'SELECT 1/0' } : m));
    expect(await migrate(pool, edited)).toEqual([]);
  });
});

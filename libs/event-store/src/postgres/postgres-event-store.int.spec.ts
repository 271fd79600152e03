import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { eventStoreContract } from '../contract/event-store.contract';
import { PostgresEventStore } from './postgres-event-store';

let db: TestDatabase;
const pools: Pool[] = [];
const stores: PostgresEventStore[] = [];

function open(url: string): PostgresEventStore {
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection cut by the forced DROP DATABASE of a teardown is not a failure of the next test.
  pool.on('error', () => undefined);
  pools.push(pool);
  const store = new PostgresEventStore(pool, url);
  stores.push(store);
  return store;
}

eventStoreContract(
  'PostgreSQL',
  async () => {
    db = await createTestDatabase();
    return { store: open(db.url), otherStore: open(db.url) };
  },
  async () => {
    // This test's stores and pools only: earlier ones are closed already.
    await Promise.all(stores.splice(0).map((s) => s.close()));
    await Promise.all(pools.splice(0).map((p) => p.end()));
    await db.drop();
  },
);

describe('PostgreSQL event store specifics', () => {
  let local: TestDatabase;
  let pool: Pool;
  let sut: PostgresEventStore;
  const metadata = { actor: { id: 1, name: 'u', kind: 'user' as const }, correlationId: 'c', causationId: null, schemaVersion: 1 as const };

  beforeAll(async () => {
    local = await createTestDatabase();
    pool = new Pool({ connectionString: local.url, max: 4 });
    pool.on('error', () => undefined);
    sut = new PostgresEventStore(pool, local.url);
  });
  afterAll(async () => {
    await sut.close();
    await pool.end();
    await local.drop();
  });

  it('a rolled-back append leaves no visible event, and readers move past its gap', async () => {
    const client = await pool.connect();
    await client.query('BEGIN');
    await client.query(`SELECT * FROM es_append($1::jsonb, $2::jsonb)`, [
      JSON.stringify([{ stream: 'feature-rb', expected: 0, events: [{ id: '11111111-1111-4111-8111-111111111111', type: 'feature-stale-on', data: {} }] }]),
      JSON.stringify(metadata),
    ]);
    await client.query('ROLLBACK');
    client.release();
    expect(await sut.readStream('feature-rb')).toEqual([]);
    const r = await sut.append([{ streamId: 'feature-rb', expectedVersion: 'no-stream', events: [{ type: 'feature-stale-on', data: { project: 'p', featureName: 'rb' } }] }], metadata);
    const all = await sut.readAll({ after: 0, limit: 10 });
    expect(all.events.map((e) => e.position)).toEqual([r.lastPosition]);
    expect(r.lastPosition).toBe(2);
  });

  it('refuses to update or delete a stored event', async () => {
    await expect(pool.query(`UPDATE es_events SET type = 'feature-created'`)).rejects.toThrow(/append-only/);
    await expect(pool.query(`DELETE FROM es_events`)).rejects.toThrow(/append-only/);
  });
});

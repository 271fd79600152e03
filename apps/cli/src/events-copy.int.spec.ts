import type { EventStoreDBClient } from '@eventstore/db-client';
import { Pool } from 'pg';
import { EsdbEventStore, PostgresEventStore } from '@pennant/event-store';
import { FakeEsdbClient, FakeEsdbServer } from '../../../libs/event-store/src/esdb/fake-esdb-client';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { copyEvents, verifyCopy } from './events-copy';

/* PostgreSQL → EventStoreDB adapter (over the in-memory client simulation) → another PostgreSQL. */
describe('events copy: PostgreSQL → EventStoreDB (simulated client) → PostgreSQL', () => {
  const dbs: TestDatabase[] = [];
  const pools: Pool[] = [];
  const stores: PostgresEventStore[] = [];

  async function postgres(): Promise<PostgresEventStore> {
    const db = await createTestDatabase();
    const pool = new Pool({ connectionString: db.url, max: 4 });
    dbs.push(db);
    pools.push(pool);
    const store = new PostgresEventStore(pool, db.url);
    stores.push(store);
    return store;
  }

  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await Promise.all(pools.map((p) => p.end()));
    await Promise.all(dbs.map((d) => d.drop()));
  });

  it('round-trips the log keeping ids, versions, metadata, creation times and order', async () => {
    const origin = await postgres();
    const metadata = {
      actor: { id: 3, name: 'alice', kind: 'user' as const },
      correlationId: 'corr',
      causationId: 'cause',
      schemaVersion: 1 as const,
    };
    await origin.append(
      [
        {
          streamId: 'environment-dev',
          expectedVersion: 'no-stream',
          events: [{ type: 'feature-stale-on', data: { project: 'p', featureName: 'x' } }],
        },
        {
          streamId: 'project-p',
          expectedVersion: 'no-stream',
          events: [
            { type: 'feature-stale-off', data: { featureName: 'y', project: 'p' } },
            { type: 'feature-stale-on', data: { project: 'p', featureName: 'y' } },
          ],
        },
      ],
      metadata,
    );
    await origin.append(
      [{ streamId: 'project-p', expectedVersion: 2, events: [{ type: 'feature-stale-on', data: { project: 'p', featureName: 'z' } }] }],
      { ...metadata, causationId: null },
    );
    const esdb = new EsdbEventStore(new FakeEsdbClient(new FakeEsdbServer()) as unknown as EventStoreDBClient);
    expect(await copyEvents(origin, esdb, 2)).toEqual({ copied: 4, verified: 4 });
    const back = await postgres();
    expect(await copyEvents(esdb, back, 3)).toEqual({ copied: 4, verified: 4 });
    expect(await verifyCopy(origin, back, 10)).toBe(4);
    expect((await back.readStream('project-p')).map((e) => e.streamVersion)).toEqual([1, 2, 3]);
    const next = await back.append(
      [{ streamId: 'project-p', expectedVersion: 3, events: [{ type: 'feature-stale-off', data: { project: 'p', featureName: 'z' } }] }],
      metadata,
    );
    expect(next.lastPosition).toBe(5);
  });
});

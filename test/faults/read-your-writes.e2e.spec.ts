import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import type { DomainEvent } from '@pennant/events';
import { featureCreated } from '../support/inject-events';
import { createTestApp, type TestApp } from '../support/test-app';

// Fault test (ADR 0033). Right after PostgreSQL came back, flags answered
// 201 were 404 on the immediate GET: a projection that failed recently made the read-your-writes
// wait return at once. Here a feature-view batch fails (a trigger refuses one row) and then
// recovers: the writes after it wait until the read model has them (and the one that could not be
// applied in time says so with `Pennant-Consistency: pending`). And a command or read that finds
// nothing in a read model that is behind the log waits for it instead of answering 404.

const base = '/api/admin/projects/default/features';
const TIMEOUT_MS = 1500;

describe('fault: read-your-writes after a projection failure', () => {
  let t: TestApp;
  let store: EventStore;

  beforeAll(async () => {
    t = await createTestApp({ CONSISTENCY_TIMEOUT_MS: String(TIMEOUT_MS) });
    store = t.app.get(EVENT_STORE);
  });
  afterAll(async () => {
    await t.sql.query('DROP TRIGGER IF EXISTS test_poison ON rm_features').catch(() => undefined);
    await t.close();
  });

  async function append(streamId: string, events: DomainEvent[]): Promise<number> {
    const metadata = {
      actor: { id: 7, name: 'tester', kind: 'user' as const },
      correlationId: randomUUID(),
      causationId: null,
      schemaVersion: 1 as const,
    };
    return (await store.append([{ streamId, expectedVersion: 'no-stream', events }], metadata)).lastPosition;
  }

  /** Holds `table` so that projections cannot write it (reads still work) until the returned release. */
  async function blockWrites(table: string): Promise<() => Promise<void>> {
    const client: PoolClient = await t.sql.connect();
    await client.query('BEGIN');
    await client.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
    return async () => {
      await client.query('COMMIT');
      client.release();
    };
  }

  it('a write after a failed batch waits for the recovered read model: no 404 on the next read', async () => {
    await t.sql.query(`CREATE FUNCTION test_poison() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name LIKE 'poison-%' THEN RAISE EXCEPTION 'poisoned row %', NEW.name; END IF; RETURN NEW; END $$`);
    await t.sql.query('CREATE TRIGGER test_poison BEFORE INSERT ON rm_features FOR EACH ROW EXECUTE FUNCTION test_poison()');

    // The feature view cannot apply this one: the answer waits the whole bound, then says so.
    const started = Date.now();
    const poisoned = await t.post(base, { name: 'poison-1' });
    expect(poisoned.status).toBe(201);
    expect(poisoned.headers['pennant-consistency']).toBe('pending');
    // The read model does not have it yet: the answer is the flag as its event recorded it, never an empty 201.
    expect(poisoned.body).toEqual({
      name: 'poison-1',
      description: null,
      type: 'release',
      project: 'default',
      stale: false,
      createdAt: expect.any(String),
      lastSeenAt: null,
      impressionData: false,
      archivedAt: null,
      archived: false,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect((await t.sql.query(`SELECT status FROM projection_checkpoints WHERE name = 'feature-view'`)).rows[0].status).toBe('failing');

    // The cause goes away; the projection is still in its failure back-off.
    await t.sql.query('DROP TRIGGER test_poison ON rm_features');
    const next = await t.post(base, { name: 'after-poison' });
    expect(next.status).toBe(201);
    expect(next.headers['pennant-consistency']).toBeUndefined();
    expect((await t.get(`${base}/after-poison`)).status).toBe(200);
    expect((await t.get(`${base}/poison-1`)).status).toBe(200);
    const search = await t.get('/api/admin/search/features?query=after-poison');
    expect(search.body.features.map((f: { name: string }) => f.name)).toEqual(['after-poison']);
    // A PUT on the acknowledged flag finds it.
    expect((await t.put(`${base}/after-poison`, { description: 'seen' })).status).toBe(200);
  });

  it('a create in a project the catalog has not applied yet waits for it instead of answering 404', async () => {
    const release = await blockWrites('rm_projects');
    let answered = 0;
    let create: Promise<{ status: number }>;
    try {
      await append('project-late', [
        {
          type: 'project-created',
          data: { project: 'late', data: { id: 'late', name: 'Late', description: null, mode: 'open', defaultStickiness: 'default' } },
        } as DomainEvent,
      ]);
      create = t.post('/api/admin/projects/late/features', { name: 'in-late-project' }).then((res) => {
        answered = Date.now();
        return res;
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(answered).toBe(0); // not a 404 from the stale catalog: it waits
    } finally {
      await release();
    }
    const released = Date.now();
    expect((await create).status).toBe(201);
    expect(answered).toBeGreaterThanOrEqual(released);
    expect((await t.get('/api/admin/projects/late/features/in-late-project')).status).toBe(200);
  });

  it('a read of a flag the feature view has not applied yet waits for it instead of answering 404', async () => {
    const release = await blockWrites('rm_features');
    let read: Promise<{ status: number; body: { name?: string } }>;
    try {
      await append('feature-behind-1', [featureCreated('behind-1')]);
      read = t.get(`${base}/behind-1`);
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await release();
    }
    const res = await read;
    expect({ status: res.status, name: res.body.name }).toEqual({ status: 200, name: 'behind-1' });
    // A flag that does not exist is still a 404 (the models are caught up).
    expect((await t.get(`${base}/never-created`)).status).toBe(404);
  });
});

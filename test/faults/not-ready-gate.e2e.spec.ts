import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import { ProjectionRuntime } from '@pennant/projections';
import { ALL_PROJECTIONS } from '@pennant/read-models';
import { eventually } from '../support/eventually';
import { featureCreated } from '../support/inject-events';
import { createTestApp, type Response, type TestApp } from '../support/test-app';

// Fault test (ADR 0033): after a restore (`events import` of 108k events)
// the API answered for ~30 s as if the log were empty — GET of an existing flag 404, search total
// 0, create 404 "Could not find a project". While the read models are behind the log by more than
// READY_LAG_EVENTS, reads and writes now answer 503 NotReady with Retry-After; /health, /ready,
// metrics and the projections admin routes stay available, and unauthenticated callers still get
// 401. The test holds every projection's leadership lock (as a stuck projector process would), so
// "behind" lasts until it lets go.

const base = '/api/admin/projects/default/features';
const FLAGS = 150;

describe('fault: serving before the read models caught up', () => {
  let t: TestApp;
  let store: EventStore;

  beforeAll(async () => {
    t = await createTestApp({ READY_LAG_EVENTS: '100', CONSISTENCY_TIMEOUT_MS: '300' });
    store = t.app.get(EVENT_STORE);
  });
  afterAll(() => t.close());

  /** Stops this process's runners and keeps every projection's leadership: nothing catches up until `release`. */
  async function holdProjections(): Promise<() => Promise<void>> {
    await t.app.get(ProjectionRuntime).stop();
    const client: PoolClient = await t.sql.connect();
    for (const P of ALL_PROJECTIONS) await client.query('SELECT pg_advisory_lock(hashtext($1))', [`projection:${new P().name}`]);
    await t.app.get(ProjectionRuntime).start();
    return async () => {
      await client.query('SELECT pg_advisory_unlock_all()');
      client.release();
    };
  }

  const notReady = (res: Response) => ({ status: res.status, name: res.body?.name, retryAfter: Number(res.headers['retry-after']) >= 1 });

  async function expectGated(): Promise<void> {
    const events = await t.eventCount();
    expect(notReady(await t.get(`${base}/gate-0`))).toEqual({ status: 503, name: 'NotReady', retryAfter: true });
    expect((await t.get(`${base}/gate-0`)).body).toEqual({
      id: expect.any(String),
      name: 'NotReady',
      message: expect.stringContaining('catching up'),
      details: [{ message: expect.stringContaining('catching up') }],
    });
    expect(notReady(await t.get('/api/admin/search/features?query=gate'))).toEqual({ status: 503, name: 'NotReady', retryAfter: true });
    expect(notReady(await t.post(base, { name: 'gate-new' }))).toEqual({ status: 503, name: 'NotReady', retryAfter: true });
    expect(await t.eventCount()).toBe(events); // the refused write wrote nothing
    // Still available: authentication, health, readiness, metrics, the projections' progress.
    expect((await t.get(`${base}/gate-0`, { token: null })).status).toBe(401);
    expect((await t.get('/health', { token: null })).status).toBe(200);
    const ready = await t.get('/ready', { token: null });
    expect({ status: ready.status, body: ready.body }).toEqual({ status: 503, body: expect.anything() });
    expect((await t.get('/internal-backstage/prometheus', { token: null })).status).toBe(200);
    expect((await t.get('/api/admin/projections')).status).toBe(200);
  }

  async function expectServing(): Promise<void> {
    await eventually(async () => (await t.get(`${base}/gate-0`)).status === 200, { timeoutMs: 20_000 });
    const search = await t.get('/api/admin/search/features?query=gate-&limit=1');
    expect({ status: search.status, total: search.body.total }).toEqual({ status: 200, total: FLAGS });
    expect((await t.post(base, { name: `served-${randomUUID().slice(0, 8)}` })).status).toBe(201);
  }

  it('closes while the log runs ahead of the read models, and opens once they caught up', async () => {
    const release = await holdProjections();
    const metadata = {
      actor: { id: 7, name: 'restorer', kind: 'user' as const },
      correlationId: randomUUID(),
      causationId: null,
      schemaVersion: 1 as const,
    };
    await store.append(
      Array.from({ length: FLAGS }, (_, i) => ({
        streamId: `feature-gate-${i}`,
        expectedVersion: 'no-stream' as const,
        events: [featureCreated(`gate-${i}`)],
      })),
      metadata,
    );
    // A 404 from models behind the log is a 503 at once (not-found-recheck.hook.ts); two polls over the
    // threshold (about a second) close the gate for every request.
    await eventually(async () => /catching up/.test((await t.get(`${base}/gate-0`)).body?.message ?? ''), { timeoutMs: 10_000 });
    await expectGated();
    await release();
    await expectServing();
  });

  it('is closed from the first request after a start on reset read models (a restore)', async () => {
    const release = await holdProjections();
    const tables = ALL_PROJECTIONS.flatMap((P) => [...new P().tables]);
    await t.sql.query(`TRUNCATE ${tables.join(', ')} CASCADE`);
    await t.sql.query('UPDATE projection_checkpoints SET position = 0');
    await t.restart();
    await expectGated();
    await release();
    await expectServing();
  });
});

import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { eventStoreContract } from '../contract/event-store.contract';
import { PostgresEventStore } from './postgres-event-store';
import { WrongExpectedVersionError } from '../event-store.errors';
import type { AppendResult } from '../event-store.port';

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
      JSON.stringify([
        { stream: 'feature-rb', expected: 0, events: [{ id: '11111111-1111-4111-8111-111111111111', type: 'feature-stale-on', data: {} }] },
      ]),
      JSON.stringify(metadata),
    ]);
    await client.query('ROLLBACK');
    client.release();
    expect(await sut.readStream('feature-rb')).toEqual([]);
    const r = await sut.append(
      [
        {
          streamId: 'feature-rb',
          expectedVersion: 'no-stream',
          events: [{ type: 'feature-stale-on', data: { project: 'p', featureName: 'rb' } }],
        },
      ],
      metadata,
    );
    const all = await sut.readAll({ after: 0, limit: 10 });
    expect(all.events.map((e) => e.position)).toEqual([r.lastPosition]);
    expect(r.lastPosition).toBe(2);
  });

  it('writes the appends that arrive while one is in flight as one group, each all-or-nothing and checked in arrival order', async () => {
    const ev = (featureName: string) => ({ type: 'feature-stale-on' as const, data: { project: 'p', featureName } });
    const before = { ...sut.stats };
    // The first goes at once; the next four wait for it and then go together in one call.
    const results = await Promise.allSettled([
      sut.append([{ streamId: 'g-1', expectedVersion: 'no-stream', events: [ev('g1')] }], metadata),
      sut.append([{ streamId: 'g-2', expectedVersion: 'no-stream', events: [ev('g2'), ev('g2')] }], metadata),
      // Sees the append before it in the group (g-2 is at 2): refused whole, g-3 stays empty.
      sut.append(
        [
          { streamId: 'g-3', expectedVersion: 'no-stream', events: [ev('g3')] },
          { streamId: 'g-2', expectedVersion: 0, events: [ev('g2')] },
        ],
        metadata,
      ),
      sut.append([{ streamId: 'g-2', expectedVersion: 2, events: [ev('g2')] }], metadata),
      sut.append([{ streamId: 'g-4', expectedVersion: 'any', events: [ev('g4')] }], metadata),
    ]);
    expect({ groups: sut.stats.groups - before.groups, appends: sut.stats.appends - before.appends }).toEqual({ groups: 2, appends: 5 });
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const refused = (results[2] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(WrongExpectedVersionError);
    expect(refused.message).toContain('g-2');
    const ok = results.filter((r): r is PromiseFulfilledResult<AppendResult> => r.status === 'fulfilled').map((r) => r.value);
    expect(ok.map((r) => r.versions)).toEqual([{ 'g-1': 1 }, { 'g-2': 2 }, { 'g-2': 3 }, { 'g-4': 1 }]);
    const positions = ok.map((r) => r.lastPosition);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(await sut.readStream('g-3')).toEqual([]);
    expect((await sut.readStream('g-2')).map((e) => e.streamVersion)).toEqual([1, 2, 3]);
    // Exactly the events acknowledged, in position order, nothing else.
    const all = await sut.readAll({ after: positions[0] - 1, limit: 100 });
    expect(all.events.map((e) => e.streamId)).toEqual(['g-1', 'g-2', 'g-2', 'g-2', 'g-4']);
  });

  it('numbers the batches of one append that name the same stream one after the other, in a group', async () => {
    const ev = (featureName: string) => ({ type: 'feature-stale-on' as const, data: { project: 'p', featureName } });
    const [first, second] = await Promise.all([
      sut.append([{ streamId: 's-1', expectedVersion: 'no-stream', events: [ev('s1')] }], metadata),
      sut.append(
        [
          { streamId: 's-2', expectedVersion: 'any', events: [ev('s2')] },
          { streamId: 's-1', expectedVersion: 'any', events: [ev('s1'), ev('s1')] },
          { streamId: 's-2', expectedVersion: 1, events: [ev('s2')] },
        ],
        metadata,
      ),
    ]);
    expect(first.versions).toEqual({ 's-1': 1 });
    expect(second.versions).toEqual({ 's-1': 3, 's-2': 2 });
    expect((await sut.readStream('s-1')).map((e) => e.streamVersion)).toEqual([1, 2, 3]);
    expect((await sut.readStream('s-2')).map((e) => e.streamVersion)).toEqual([1, 2]);
  });

  it('retries a group the server refuses append by append, so that only the bad append fails', async () => {
    const ev = (featureName: string) => ({ type: 'feature-stale-on' as const, data: { project: 'p', featureName } });
    const results = await Promise.allSettled([
      sut.append([{ streamId: 'h-1', expectedVersion: 'any', events: [ev('h1')] }], metadata),
      sut.append([{ streamId: 'h-2', expectedVersion: 'any', events: [ev('h2')] }], metadata),
      // PostgreSQL's jsonb refuses a NUL character: the whole group's statement fails.
      sut.append([{ streamId: 'h-3', expectedVersion: 'any', events: [ev('h3\u0000')] }], metadata),
      sut.append([{ streamId: 'h-4', expectedVersion: 'any', events: [ev('h4')] }], metadata),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    for (const stream of ['h-1', 'h-2', 'h-4']) expect(await sut.readStream(stream)).toHaveLength(1);
    expect(await sut.readStream('h-3')).toEqual([]);
    // An append that cannot even be serialised fails before it joins a group.
    const unserialisable = { type: 'feature-stale-on' as const, data: { project: 'p', featureName: 'h5', big: BigInt(1) } as never };
    const more = await Promise.allSettled([
      sut.append([{ streamId: 'h-5', expectedVersion: 'any', events: [ev('h5')] }], metadata),
      sut.append([{ streamId: 'h-6', expectedVersion: 'any', events: [unserialisable] }], metadata),
      sut.append([{ streamId: 'h-7', expectedVersion: 'any', events: [ev('h7')] }], metadata),
    ]);
    expect(more.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await sut.readStream('h-6')).toEqual([]);
  });

  it('refuses to update or delete a stored event', async () => {
    await expect(pool.query(`UPDATE es_events SET type = 'feature-created'`)).rejects.toThrow(/append-only/);
    await expect(pool.query(`DELETE FROM es_events`)).rejects.toThrow(/append-only/);
  });
});

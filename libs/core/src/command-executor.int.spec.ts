import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { PostgresEventStore, WrongExpectedVersionError } from '@pennant/event-store';
import type { DomainEvent, EventMetadata, EventType, RecordedEvent } from '@pennant/events';
import { loadConfig } from '@pennant/platform';
import { ProjectionRuntime, type Projection } from '@pennant/projections';
import { connect } from '../../../test/support/counting-projection';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { CommandExecutor } from './command-executor';
import type { Decider } from './decider';
import { IdAllocator, type IdSequence } from './id-allocator';
import { ItemIdTakenError } from './item-id-taken.error';

/** A counter per stream, in `banner-*` events (any catalog type does): decide "add n" and the legacy layout. */
type CounterEvent = DomainEvent<'banner-created' | 'banner-updated'>;
const bump = (id: number, message: string): CounterEvent => ({
  type: 'banner-updated',
  data: {
    data: {
      id,
      message,
      enabled: true,
      variant: 'info',
      sticky: false,
      icon: null,
      link: null,
      linkText: null,
      dialogTitle: null,
      dialog: null,
      createdAt: 'x',
    },
    preData: null as never,
  },
});
const counter: Decider<{ add: number; max?: number }, { n: number; messages: string[] }, CounterEvent> = {
  initialState: { n: 0, messages: [] },
  evolve: (s, e) => ({ n: s.n + 1, messages: [...s.messages, e.data.data.message] }),
  decide: (c, s) => {
    if (c.max !== undefined && s.n + c.add > c.max) throw new Error('over the limit');
    return Array.from({ length: c.add }, (_, i) => bump(s.n + i + 1, `#${s.n + i + 1}`));
  },
  legacy: {
    streamId: 'counters',
    route: (e) => (e.type === 'banner-updated' ? `counter-${e.data.data.id % 2 === 0 ? 'even' : 'odd'}` : null),
  },
};

const ACTOR = { id: 1, name: 'test', kind: 'user' as const };
const METADATA: EventMetadata = { actor: ACTOR, correlationId: 'c', causationId: null, schemaVersion: 1 };

describe('CommandExecutor (real PostgreSQL event store)', () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  let sut: CommandExecutor;
  const config = loadConfig({ LOG_LEVEL: 'silent' });

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 20 });
    pool.on('error', () => undefined);
    store = new PostgresEventStore(pool, db.url);
    // No projections: read-your-writes waits for nothing here.
    sut = new CommandExecutor(store, new ProjectionRuntime([], {} as DataSource, store), config);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('returns the receipt of the append: each event with its position and stream version, read models caught up', async () => {
    const first = await sut.execute({
      streamId: 'receipt-a',
      decider: { ...counter, legacy: undefined },
      actor: ACTOR,
      command: { add: 2 },
    });
    const stored = await store.readStream('receipt-a');
    expect(first.receipt).toEqual({
      events: stored.map((e) => ({
        eventId: e.eventId,
        type: e.type,
        streamId: 'receipt-a',
        streamVersion: e.streamVersion,
        position: e.position,
      })),
      lastPosition: stored[1].position,
      readModels: 'caught-up',
    });
    expect(first.receipt.events.map((e) => e.streamVersion)).toEqual([1, 2]);
    // A command that decides nothing appends nothing: an empty receipt.
    const none = await sut.execute({
      streamId: 'receipt-a',
      decider: { ...counter, legacy: undefined },
      actor: ACTOR,
      command: { add: 0 },
    });
    expect(none.receipt).toEqual({ events: [], lastPosition: 0, readModels: 'caught-up' });
  });

  it('says pending when a read model handling the events has not applied them within CONSISTENCY_TIMEOUT_MS', async () => {
    // A real runtime with a projection whose batches always fail: the wait can only end at the bound.
    const failing: Projection = {
      name: 'never-catches-up',
      version: 1,
      handles: ['banner-updated'] as EventType[],
      tables: [],
      apply: async (_events: readonly RecordedEvent[]) => Promise.reject(new Error('this projection is broken')),
    };
    const c = await connect(db.url);
    const runtime = new ProjectionRuntime([failing], c.dataSource, c.store, { pollMs: 50 });
    await runtime.start();
    try {
      const short = new CommandExecutor(c.store, runtime, loadConfig({ LOG_LEVEL: 'silent', CONSISTENCY_TIMEOUT_MS: '300' }));
      const started = Date.now();
      const { receipt } = await short.execute({
        streamId: 'receipt-b',
        decider: { ...counter, legacy: undefined },
        actor: ACTOR,
        command: { add: 1 },
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(receipt.readModels).toBe('pending');
      expect(receipt.events).toHaveLength(1);
      expect((await c.store.readStream('receipt-b')).map((e) => e.position)).toEqual([receipt.lastPosition]);
    } finally {
      await runtime.stop();
      await c.close();
    }
  });

  it('commands on different streams never conflict: 16 at once, each appended on its first attempt', async () => {
    const appends = { n: 0 };
    const counting = Object.assign(Object.create(store) as PostgresEventStore, {
      append: (...args: Parameters<PostgresEventStore['append']>) => ((appends.n += 1), store.append(...args)),
    });
    const fresh = new CommandExecutor(counting, new ProjectionRuntime([], {} as DataSource, store), config);
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        fresh.execute({ streamId: `distinct-${i}`, decider: { ...counter, legacy: undefined }, actor: ACTOR, command: { add: 1 } }),
      ),
    );
    expect(appends.n).toBe(16);
  });

  it('writers of one stream retry on fresh state after a jittered back-off: 6 concurrent commands all land, in some order', async () => {
    const decider = { ...counter, legacy: undefined };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => sut.execute({ streamId: 'shared', decider, actor: ACTOR, command: { add: 1 } })),
    );
    expect(results.map((r) => r.state.n).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await store.readStream('shared')).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('executeMany appends every stream it read at the version it read, atomically, and re-runs the plan on a conflict', async () => {
    const decider = { ...counter, legacy: undefined };
    await sut.execute({ streamId: 'many-a', decider, actor: ACTOR, command: { add: 1 } });
    let runs = 0;
    const outcome = await sut.executeMany(ACTOR, async (reader) => {
      runs += 1;
      const a = await reader.load('many-a', decider);
      const b = await reader.load('many-b', decider);
      // A writer sneaks in between the first read and the append: the plan runs again.
      if (runs === 1) await store.append([{ streamId: 'many-a', expectedVersion: 1, events: [bump(2, 'sneaked')] }], METADATA);
      return {
        appends: [
          { streamId: 'many-a', events: decider.decide({ add: 1 }, a.state) },
          { streamId: 'many-b', events: decider.decide({ add: 2 }, b.state) },
        ],
        result: a.state.n,
      };
    });
    expect(runs).toBe(2);
    expect(outcome.result).toBe(2);
    expect((await store.readStream('many-a')).map((e) => (e.data as { data: { message: string } }).data.message)).toEqual([
      '#1',
      'sneaked',
      '#3',
    ]);
    expect(await store.readStream('many-b')).toHaveLength(2);
  });

  it('a refusal on fresh state is not retried; a version conflict past the attempts reaches the caller', async () => {
    const decider = { ...counter, legacy: undefined };
    await expect(sut.execute({ streamId: 'limited', decider, actor: ACTOR, command: { add: 3, max: 2 } })).rejects.toThrow(
      'over the limit',
    );
    await expect(
      sut.executeMany(ACTOR, async (reader) => {
        await reader.load('always-moving', decider);
        await store.append([{ streamId: 'always-moving', expectedVersion: 'any', events: [bump(1, 'x')] }], METADATA);
        return { appends: [{ streamId: 'always-moving', events: [bump(1, 'y')] }], result: null };
      }),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
  });

  it("folds an item's events of its old registry stream before its own stream; the expected version is its own stream's", async () => {
    await store.append(
      [{ streamId: 'counters', expectedVersion: 'no-stream', events: [bump(1, 'old-1'), bump(2, 'old-2'), bump(3, 'old-3')] }],
      METADATA,
    );
    const loaded = await sut.load('counter-odd', counter);
    expect(loaded).toEqual({ state: { n: 2, messages: ['old-1', 'old-3'] }, version: 0 });
    const result = await sut.execute({ streamId: 'counter-odd', decider: counter, actor: ACTOR, command: { add: 1 } });
    expect(result.state.messages).toEqual(['old-1', 'old-3', '#3']);
    expect((await store.readStream('counter-odd')).map((e) => e.streamVersion)).toEqual([1]);
    expect((await sut.load('counter-even', counter)).state.messages).toEqual(['old-2']);
  });
});

describe('IdAllocator', () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: PostgresEventStore;
  const SEGMENTS: IdSequence = {
    name: 'segment_ids',
    createdTypes: ['segment-created'],
    idOf: (e) => (e.type === 'segment-created' ? e.data.data.id : null),
  };
  const created = (id: number): DomainEvent => ({
    type: 'segment-created',
    data: {
      project: null,
      data: { id, name: `s${id}`, description: null, project: null, constraints: [], createdBy: 'x', createdAt: 'x' },
    },
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 4 });
    pool.on('error', () => undefined);
    store = new PostgresEventStore(pool, db.url);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('starts past the highest id the log holds (a restored or old-layout log), then counts up without a shared stream', async () => {
    await store.append([{ streamId: 'segments', expectedVersion: 'any', events: [created(3), created(41), created(7)] }], METADATA);
    const sut = new IdAllocator(pool, store);
    const ids = await Promise.all(Array.from({ length: 5 }, () => sut.next(SEGMENTS)));
    expect(ids.sort((a, b) => a - b)).toEqual([42, 43, 44, 45, 46]);
  });

  it('skips an id whose stream turns out to be taken', async () => {
    const sut = new IdAllocator(pool, store);
    const tried: number[] = [];
    const id = await sut.withNewId(SEGMENTS, async (candidate) => {
      tried.push(candidate);
      if (tried.length === 1) throw new ItemIdTakenError(`segment-${candidate}`);
      return candidate;
    });
    expect(tried).toHaveLength(2);
    expect(id).toBe(tried[1]);
    expect(tried[1]).toBeGreaterThan(tried[0]);
  });
});

import type { ReadAllBatch, ReadAllOptions } from '@pennant/event-store';
import { connect, genericEvent, TEST_METADATA, type Connections } from '../../../test/support/counting-projection';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { TailCache } from './tail-cache';

let db: TestDatabase;
let c: Connections;

beforeAll(async () => {
  db = await createTestDatabase();
  c = await connect(db.url);
});

afterAll(async () => {
  await c.close();
  await db.drop();
});

/** The real PostgreSQL store, with its reads counted. */
function countedStore(): { readAll(o: ReadAllOptions): Promise<ReadAllBatch>; reads: ReadAllOptions[] } {
  const reads: ReadAllOptions[] = [];
  return {
    reads,
    readAll: (options) => {
      reads.push(options);
      return c.store.readAll(options);
    },
  };
}

async function append(count: number): Promise<number> {
  let last = 0;
  for (let i = 0; i < count; i += 1) {
    const type = i % 3 === 0 ? 'strategy-created' : 'strategy-updated';
    const result = await c.store.append(
      [{ streamId: `tail-${i % 4}`, expectedVersion: 'any', events: [genericEvent(type, i)] }],
      TEST_METADATA,
    );
    last = result.lastPosition;
  }
  return last;
}

const positions = (batch: ReadAllBatch) => batch.events.map((e) => e.position);

describe('TailCache over the PostgreSQL store', () => {
  it('answers like the store for every cursor and type filter, from one shared read at the tail', async () => {
    const start = await c.store.headPosition();
    const store = countedStore();
    const cache = new TailCache(store);
    // Position the cache at the current tail (a runner that is caught up).
    expect((await cache.readAll({ after: start, limit: 100 })).events).toEqual([]);
    const head = await append(30);
    cache.appended(head);
    store.reads.length = 0;

    // Eight caught-up runners wake at once: one store read serves them all.
    const types = [['strategy-created'], ['strategy-updated'], undefined] as const;
    const batches = await Promise.all(
      Array.from({ length: 8 }, (_, i) => cache.readAll({ after: start, limit: 500, types: types[i % 3] as ReadAllOptions['types'] })),
    );
    expect(store.reads).toHaveLength(1);
    for (let i = 0; i < 8; i += 1) {
      const direct = await c.store.readAll({ after: start, limit: 500, types: types[i % 3] as ReadAllOptions['types'] });
      expect(positions(batches[i])).toEqual(positions(direct));
      expect(batches[i].scannedUpTo).toBe(head);
    }

    // Cursors inside the cached range and small limits: the same events and scannedUpTo as the store.
    const all = (await c.store.readAll({ after: start, limit: 500 })).events;
    store.reads.length = 0;
    for (const after of [all[3].position, all[17].position]) {
      const fromCache = await cache.readAll({ after, limit: 4, types: ['strategy-updated'] });
      const direct = await c.store.readAll({ after, limit: 4, types: ['strategy-updated'] });
      expect(positions(fromCache)).toEqual(positions(direct));
      expect(fromCache.scannedUpTo).toBe(direct.scannedUpTo);
      expect(fromCache.events).toHaveLength(4);
    }
    expect(store.reads).toHaveLength(0);
  });

  it('refreshes when an append past its end is known, and only then', async () => {
    const start = await c.store.headPosition();
    const store = countedStore();
    const cache = new TailCache(store);
    await cache.readAll({ after: start, limit: 10 });
    const first = await append(3);
    cache.appended(first);
    const a = await cache.readAll({ after: start, limit: 10 });
    expect(a.scannedUpTo).toBe(first);
    const reads = store.reads.length;
    // Nothing new known: a cursor inside the range is answered from memory.
    await cache.readAll({ after: start, limit: 10 });
    expect(store.reads).toHaveLength(reads);
    // An append it was told about is read before answering (a waiting command's event).
    const second = await append(2);
    cache.appended(second);
    const b = await cache.readAll({ after: start, limit: 10 });
    expect(b.scannedUpTo).toBe(second);
    expect(positions(b)).toEqual(positions(await c.store.readAll({ after: start, limit: 10 })));
    // A runner at the end always asks the store (polling stays the truth without hints).
    const third = await append(1);
    const c3 = await cache.readAll({ after: second, limit: 10 });
    expect(positions(c3)).toEqual([third]);
  });

  it('sends runners behind its window to the store, says when there is more, and stays exact when trimmed', async () => {
    const start = await c.store.headPosition();
    const store = countedStore();
    const cache = new TailCache(store, { capacity: 5, refreshLimit: 4 });
    await cache.readAll({ after: start, limit: 10 });
    const head = await append(12);
    cache.appended(head);
    const all = (await c.store.readAll({ after: start, limit: 100 })).events;

    // A refresh of 4 when 12 are there: the runner learns there is more.
    const first = await cache.readAll({ after: start, limit: 100 });
    expect(positions(first)).toEqual(all.slice(0, 4).map((e) => e.position));
    expect(first.more).toBe(true);

    // Following the cache to the end; it keeps only the newest 5.
    let cursor = first.scannedUpTo;
    const seen = [...positions(first)];
    for (let guard = 0; guard < 10 && cursor < head; guard += 1) {
      const batch = await cache.readAll({ after: cursor, limit: 100 });
      seen.push(...positions(batch));
      cursor = batch.scannedUpTo;
    }
    expect(seen).toEqual(all.map((e) => e.position));

    // A runner far behind (before the trimmed window) reads the store directly, filtered there.
    store.reads.length = 0;
    const behind = await cache.readAll({ after: start, limit: 100, types: ['strategy-created'] });
    expect(store.reads).toEqual([{ after: start, limit: 100, types: ['strategy-created'] }]);
    expect(positions(behind)).toEqual(all.filter((e) => e.type === 'strategy-created').map((e) => e.position));
  });
});

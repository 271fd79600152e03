import type { ReadAllOptions } from '@pennant/event-store';
import type { EventType, RecordedEvent } from '@pennant/events';
import { LogWatch, type LogWatchSources } from './log-watch';

/** A log in memory (positions 1, 2, …) and projections that have applied it up to `appliedUpTo`. */
function fakeLog() {
  const events: { position: number; type: EventType }[] = [];
  const state = { appliedUpTo: 0 };
  const sources: LogWatchSources = {
    readAll: async ({ after, limit, types }: ReadAllOptions) => {
      const found = events.filter((e) => e.position > after && (!types || types.includes(e.type))).slice(0, limit);
      const head = events.length;
      return {
        events: found as unknown as RecordedEvent[],
        scannedUpTo: found.length === limit ? found[found.length - 1].position : Math.max(after, head),
      };
    },
    headPosition: async () => events.length,
    applied: async (position) => state.appliedUpTo >= position,
  };
  const append = (type: EventType) => events.push({ position: events.length + 1, type });
  return { sources, append, state };
}

describe('LogWatch', () => {
  it('calls the listener for watched events appended after its start, once applied, and waits again while they are not', async () => {
    const log = fakeLog();
    log.append('api-token-created'); // before the start: the listener's own first load covers it
    let calls = 0;
    const sut = new LogWatch(log.sources, ['api-token-deleted'], async () => void (calls += 1), { pollMs: 60_000 });
    await sut.check(); // starts at the head
    log.append('feature-created');
    await sut.check();
    expect(calls).toBe(0);
    log.append('api-token-deleted');
    await sut.check(); // not applied yet: not called, not skipped
    expect(calls).toBe(0);
    log.state.appliedUpTo = 3;
    await sut.check();
    expect(calls).toBe(1);
    await sut.check();
    expect(calls).toBe(1);
    sut.stop();
  });

  it('reads past a full batch, calling once per batch, and retries after a failing listener', async () => {
    const log = fakeLog();
    let calls = 0;
    let fail = true;
    const sut = new LogWatch(
      log.sources,
      ['user-updated'],
      async () => {
        calls += 1;
        if (fail) throw new Error('database away');
      },
      { pollMs: 60_000, batchSize: 2 },
    );
    await sut.check();
    for (let i = 0; i < 5; i += 1) log.append('user-updated');
    log.state.appliedUpTo = 5;
    await sut.check();
    expect(calls).toBe(1); // the first batch failed: nothing passed
    fail = false;
    await sut.check();
    expect(calls).toBe(4); // three batches of 2, 2 and 1 from the first event again
    sut.stop();
  });

  it('reads nothing for a wake-up whose position its cursor has passed, and reads again for a later one', async () => {
    const log = fakeLog();
    let reads = 0;
    const sources: LogWatchSources = { ...log.sources, readAll: (o) => ((reads += 1), log.sources.readAll(o)) };
    let calls = 0;
    const sut = new LogWatch(sources, ['user-updated'], async () => void (calls += 1), { pollMs: 60_000 });
    await sut.check(); // starts at the head (0)
    log.append('user-updated');
    log.append('user-updated');
    log.state.appliedUpTo = 2;
    await sut.check(1);
    expect([reads, calls]).toEqual([1, 1]); // one read found both
    await sut.check(2); // the cursor covers 2: no read
    await sut.check(1);
    expect([reads, calls]).toEqual([1, 1]);
    log.append('user-updated');
    log.state.appliedUpTo = 3;
    await sut.check(3);
    expect([reads, calls]).toEqual([2, 2]);
    await sut.check(); // a poll (no position) always reads: wake-ups are hints
    expect([reads, calls]).toEqual([3, 2]);
    sut.stop();
  });

  it('after a check, looks again only for wake-ups during it that named a position beyond what it read', async () => {
    const log = fakeLog();
    let reads = 0;
    let release: (() => void) | null = null;
    const sources: LogWatchSources = {
      ...log.sources,
      readAll: async (o) => {
        reads += 1;
        const batch = await log.sources.readAll(o);
        if (reads === 1) await new Promise<void>((resolve) => (release = resolve)); // the first read is slow
        return batch;
      },
    };
    let calls = 0;
    const sut = new LogWatch(sources, ['user-updated'], async () => void (calls += 1), { pollMs: 60_000 });
    await sut.check();
    log.append('user-updated');
    log.state.appliedUpTo = 1;
    const first = sut.check(1);
    await new Promise((resolve) => setImmediate(resolve));
    void sut.check(1); // during the read, for what it reads: nothing more to look at
    (release as unknown as () => void)();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect([reads, calls]).toEqual([1, 1]);
    const second = sut.check(); // no position: read
    log.append('user-updated');
    log.state.appliedUpTo = 2;
    void sut.check(2); // during that read, after it started: looked at again, found
    await second;
    await eventuallyTrue(() => calls === 2);
    expect(reads).toBeGreaterThanOrEqual(3);
    sut.stop();
  });
});

async function eventuallyTrue(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

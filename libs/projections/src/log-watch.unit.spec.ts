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
});

import type { DomainEvent, EventMetadata, RecordedEvent } from '@pennant/events';
import type { EventStore } from '../event-store.port';
import { PartialAppendError, WrongExpectedVersionError } from '../event-store.errors';

export interface ContractSubject {
  store: EventStore;
  /** A second, independent connection to the same store (another process, in effect). */
  otherStore: EventStore;
}

const metadata: EventMetadata = {
  actor: { id: -42, name: 'contract-suite', kind: 'api-token' },
  correlationId: '00000000-0000-4000-8000-000000000001',
  causationId: null,
  schemaVersion: 1,
};

let seq = 0;
function staleOn(feature: string): DomainEvent {
  seq += 1;
  return { type: 'feature-stale-on', data: { project: 'default', featureName: feature, data: { n: seq } } };
}

async function drainAll(store: EventStore, after = 0): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  let position = after;
  for (;;) {
    const batch = await store.readAll({ after: position, limit: 100 });
    out.push(...batch.events);
    if (batch.scannedUpTo === position) return out;
    position = batch.scannedUpTo;
  }
}

/** Every event store adapter must pass this suite (PostgreSQL always; EventStoreDB when configured). */
export function eventStoreContract(adapter: string, setup: () => Promise<ContractSubject>, teardown: () => Promise<void>): void {
  describe(`event store contract: ${adapter}`, () => {
    let sut: EventStore;
    let other: EventStore;

    beforeAll(async () => {
      ({ store: sut, otherStore: other } = await setup());
    });
    afterAll(teardown);

    it('appends to a new stream and reads it back in order with the metadata envelope', async () => {
      const result = await sut.append(
        [{ streamId: 'feature-a1', expectedVersion: 'no-stream', events: [staleOn('a1'), staleOn('a1')] }],
        metadata,
      );
      expect(result.versions['feature-a1']).toBe(2);
      const events = await sut.readStream('feature-a1');
      expect(events.map((e) => e.streamVersion)).toEqual([1, 2]);
      expect(events[0].metadata).toEqual(metadata);
      expect(events[0].eventId).toMatch(/^[0-9a-f-]{36}$/);
      expect(events[1].position).toBeGreaterThan(events[0].position);
      expect(result.lastPosition).toBe(events[1].position);
      expect((await sut.readStream('feature-a1', 1)).map((e) => e.streamVersion)).toEqual([2]);
    });

    it('refuses "no stream" on an existing stream and a stale expected version', async () => {
      await sut.append([{ streamId: 'feature-a2', expectedVersion: 'no-stream', events: [staleOn('a2')] }], metadata);
      await expect(
        sut.append([{ streamId: 'feature-a2', expectedVersion: 'no-stream', events: [staleOn('a2')] }], metadata),
      ).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(sut.append([{ streamId: 'feature-a2', expectedVersion: 0, events: [staleOn('a2')] }], metadata)).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      await expect(sut.append([{ streamId: 'feature-a2', expectedVersion: 1, events: [staleOn('a2')] }], metadata)).resolves.toMatchObject({
        versions: { 'feature-a2': 2 },
      });
      expect(await sut.readStream('feature-a2')).toHaveLength(2);
    });

    it('a multi-stream append with an already stale expected version writes nothing', async () => {
      await sut.append([{ streamId: 'feature-a3', expectedVersion: 'no-stream', events: [staleOn('a3')] }], metadata);
      const head = await sut.headPosition();
      await expect(
        sut.append(
          [
            { streamId: 'feature-a4', expectedVersion: 'no-stream', events: [staleOn('a4')] },
            { streamId: 'feature-a3', expectedVersion: 'no-stream', events: [staleOn('a3')] },
          ],
          metadata,
        ),
      ).rejects.toBeInstanceOf(WrongExpectedVersionError);
      expect(await sut.readStream('feature-a4')).toEqual([]);
      expect((await drainAll(sut, head)).length).toBe(0);
    });

    it('multi-stream appends racing on a shared stream: all-or-nothing when atomic, else a precise PartialAppendError', async () => {
      const racers = 6;
      const attempts = await Promise.allSettled(
        Array.from({ length: racers }, (_, i) =>
          (i % 2 ? sut : other).append(
            [
              { streamId: `feature-own-${i}`, expectedVersion: 'no-stream', events: [staleOn(`own-${i}`)] },
              { streamId: 'feature-shared', expectedVersion: 'no-stream', events: [staleOn('shared')] },
            ],
            metadata,
          ),
        ),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      expect(await sut.readStream('feature-shared')).toHaveLength(1);
      for (let i = 0; i < racers; i += 1) {
        const attempt = attempts[i];
        const own = await sut.readStream(`feature-own-${i}`);
        if (attempt.status === 'fulfilled') {
          expect(own).toHaveLength(1);
        } else if (sut.capabilities.atomicMultiStreamAppend) {
          // Atomic store: a loser wrote nothing at all.
          expect(attempt.reason).toBeInstanceOf(WrongExpectedVersionError);
          expect(own).toEqual([]);
        } else if (attempt.reason instanceof PartialAppendError) {
          // Non-atomic store (documented): the error names exactly what landed.
          expect(attempt.reason.appended).toEqual([`feature-own-${i}`]);
          expect(attempt.reason.failedStream).toBe('feature-shared');
          expect(own).toHaveLength(1);
        } else {
          expect(attempt.reason).toBeInstanceOf(WrongExpectedVersionError);
          expect(own).toEqual([]);
        }
      }
    });

    it('lets exactly one of many concurrent writers win each version of one stream', async () => {
      const stream = 'feature-race';
      for (let version = 0; version < 5; version += 1) {
        const attempts = await Promise.allSettled(
          Array.from({ length: 12 }, (_, i) =>
            (i % 2 ? sut : other).append(
              [{ streamId: stream, expectedVersion: version === 0 ? 'no-stream' : version, events: [staleOn('race')] }],
              metadata,
            ),
          ),
        );
        expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
        for (const failed of attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected')) {
          expect(failed.reason).toBeInstanceOf(WrongExpectedVersionError);
        }
      }
      expect((await sut.readStream(stream)).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5]);
    });

    it('a reader following $all sees every event of many concurrent writers exactly once, in order', async () => {
      const start = await sut.headPosition();
      const writers = 8;
      const perWriter = 60;
      const appendedIds = new Set<number>();
      let writing = true;
      const seen: RecordedEvent[] = [];
      const reader = (async () => {
        let position = start;
        for (;;) {
          const stillWriting = writing;
          const batch = await other.readAll({ after: position, limit: 37 });
          seen.push(...batch.events);
          if (!stillWriting && batch.scannedUpTo === position) return;
          position = batch.scannedUpTo;
        }
      })();
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          for (let i = 0; i < perWriter; i += 1) {
            const streamId = `feature-many-${(w * 7 + i) % 25}`;
            const r = await (w % 2 ? sut : other).append([{ streamId, expectedVersion: 'any', events: [staleOn(streamId)] }], metadata);
            appendedIds.add(r.lastPosition);
          }
        }),
      );
      writing = false;
      await reader;
      const positions = seen.map((e) => e.position);
      expect(positions).toHaveLength(writers * perWriter);
      expect(new Set(positions).size).toBe(positions.length);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(new Set(positions)).toEqual(appendedIds);
    });

    it('filters $all by type and still reports how far it scanned', async () => {
      const before = await sut.headPosition();
      await sut.append([{ streamId: 'feature-f1', expectedVersion: 'any', events: [staleOn('f1')] }], metadata);
      const batch = await sut.readAll({ after: before, limit: 10, types: ['feature-archived'] });
      expect(batch.events).toEqual([]);
      expect(batch.scannedUpTo).toBe(await sut.headPosition());
      const typed = await sut.readAll({ after: before, limit: 10, types: ['feature-stale-on'] });
      expect(typed.events.map((e) => e.type)).toEqual(['feature-stale-on']);
    });

    it('wakes subscribers of other connections when events are appended', async () => {
      const woke = new Promise<number>((resolve) => {
        const off = other.onAppended((p) => {
          off();
          resolve(p);
        });
      });
      await new Promise((r) => setTimeout(r, 300));
      const r = await sut.append([{ streamId: 'feature-wake', expectedVersion: 'any', events: [staleOn('wake')] }], metadata);
      await expect(woke).resolves.toBe(r.lastPosition);
    });
  });
}

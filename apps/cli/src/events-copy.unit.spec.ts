import type { EventStoreDBClient } from '@eventstore/db-client';
import { EsdbEventStore } from '@pennant/event-store';
import type { RecordedEvent } from '@pennant/events';
import { FakeEsdbClient, FakeEsdbServer } from '../../../libs/event-store/src/esdb/fake-esdb-client';
import { canonicalJson, copyEvents, firstDifference, parseCopyArgs, verifyCopy } from './events-copy';

const simulated = (): EsdbEventStore => new EsdbEventStore(new FakeEsdbClient(new FakeEsdbServer()) as unknown as EventStoreDBClient);
const metadata = {
  actor: { id: -42, name: 'admin', kind: 'api-token' as const },
  correlationId: 'c',
  causationId: null,
  schemaVersion: 1 as const,
};

function recorded(eventId: string, streamVersion: number, data: object = { project: 'p', featureName: 'f' }): RecordedEvent {
  return {
    type: 'feature-stale-on',
    data,
    position: streamVersion,
    eventId,
    streamId: 'feature-f',
    streamVersion,
    metadata,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  } as RecordedEvent;
}

describe('events copy: arguments', () => {
  it('accepts both directions and a batch size', () => {
    expect(parseCopyArgs(['--from', 'postgres', '--to', 'esdb'])).toEqual({ from: 'postgres', to: 'esdb', batchSize: 500 });
    expect(parseCopyArgs(['--to', 'postgres', '--from', 'esdb', '--batch-size', '50'])).toEqual({
      from: 'esdb',
      to: 'postgres',
      batchSize: 50,
    });
  });

  it('names every problem', () => {
    expect(() => parseCopyArgs(['--from', 'postgres', '--to', 'postgres'])).toThrow(/must differ/);
    expect(() => parseCopyArgs(['--from', 'mysql', '--batch-size', '0', '--x'])).toThrow(
      /--from must be postgres or esdb.*--to is required.*--batch-size must be/s,
    );
    expect(() => parseCopyArgs(['--from', '--to', 'esdb'])).toThrow(/--from needs a value/);
  });
});

describe('events copy: comparison', () => {
  it('compares JSON regardless of key order (jsonb reorders keys)', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe(canonicalJson({ a: [{ c: null, d: 2 }], b: 1 }));
    expect(
      firstDifference(
        0,
        [recorded('e1', 1, { project: 'p', featureName: 'f' })],
        [recorded('e1', 7 - 6, { featureName: 'f', project: 'p' })],
      ),
    ).toBeNull();
  });

  it('reports the first difference: other id, missing or extra event', () => {
    expect(firstDifference(10, [recorded('e1', 1)], [recorded('e2', 1)])).toMatch(/event #11: source e1/);
    expect(firstDifference(0, [recorded('e1', 1)], [])).toMatch(/target lacks e1/);
    expect(firstDifference(0, [], [recorded('e9', 1)])).toMatch(/extra event e9/);
  });
});

describe('events copy: streaming copy between two (simulated) stores', () => {
  it('copies in order in small batches and verifies every event', async () => {
    const source = simulated();
    for (let i = 0; i < 7; i += 1) {
      await source.append(
        [
          {
            streamId: `feature-${i % 3}`,
            expectedVersion: 'any',
            events: [{ type: 'feature-stale-on', data: { project: 'p', featureName: `${i % 3}` } }],
          },
        ],
        { ...metadata, causationId: i % 2 ? `cause-${i}` : null },
      );
    }
    await source.append(
      [
        {
          streamId: 'feature-many',
          expectedVersion: 'no-stream',
          events: Array.from({ length: 4 }, () => ({ type: 'feature-stale-off' as const, data: { project: 'p', featureName: 'many' } })),
        },
      ],
      metadata,
    );
    const target = simulated();
    const progress: number[] = [];
    await expect(copyEvents(source, target, 3, (n) => progress.push(n))).resolves.toEqual({ copied: 11, verified: 11 });
    expect(progress[progress.length - 1]).toBe(11);
    expect(await verifyCopy(source, target, 5)).toBe(11);
    await expect(copyEvents(source, target, 3)).rejects.toThrow(/already holds events/);
  });

  it('fails verification when the target differs', async () => {
    const source = simulated();
    const target = simulated();
    await source.append(
      [{ streamId: 'feature-a', expectedVersion: 'any', events: [{ type: 'feature-stale-on', data: { project: 'p', featureName: 'a' } }] }],
      metadata,
    );
    await target.append(
      [{ streamId: 'feature-a', expectedVersion: 'any', events: [{ type: 'feature-stale-on', data: { project: 'p', featureName: 'a' } }] }],
      metadata,
    );
    await expect(verifyCopy(source, target, 10)).rejects.toThrow(/verification failed at event #1/);
  });
});

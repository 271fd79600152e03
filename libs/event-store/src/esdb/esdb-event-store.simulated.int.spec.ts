import type { EventStoreDBClient } from '@eventstore/db-client';
import { eventStoreContract } from '../contract/event-store.contract';
import { EsdbEventStore } from './esdb-event-store';
import { FakeEsdbClient, FakeEsdbServer } from './fake-esdb-client';

/*
 * The contract suite against the adapter over an IN-MEMORY SIMULATION of the client
 * (fake-esdb-client.ts), so the adapter's own logic — version/revision mapping, multi-stream
 * pre-check, read batching that never stops inside a write, scannedUpTo, head scan, wake-ups —
 * runs on every machine. It does not prove EventStoreDB behaves like the simulation; the live run
 * is esdb-event-store.int.spec.ts with ESDB_CONNECTION_STRING.
 */
const server = new FakeEsdbServer();
const open = (): EsdbEventStore =>
  new EsdbEventStore(new FakeEsdbClient(server) as unknown as EventStoreDBClient, { streamPrefix: 'pennant.' });

eventStoreContract(
  'EventStoreDB adapter over an in-memory simulation of the client (not a live server)',
  async () => ({ store: open(), otherStore: open() }),
  async () => undefined,
);

describe('EventStoreDB adapter specifics (simulated client)', () => {
  const metadata = { actor: { id: 1, name: 'u', kind: 'user' as const }, correlationId: 'c', causationId: 'k', schemaVersion: 1 as const };

  it('never ends a batch inside a multi-event write, and ignores streams outside its prefix', async () => {
    const local = new FakeEsdbServer();
    const sut = new EsdbEventStore(new FakeEsdbClient(local) as unknown as EventStoreDBClient);
    await new EsdbEventStore(new FakeEsdbClient(local) as unknown as EventStoreDBClient, { streamPrefix: 'other.' }).append(
      [{ streamId: 'feature-x', expectedVersion: 'any', events: [{ type: 'feature-stale-on', data: { project: 'p', featureName: 'x' } }] }],
      metadata,
    );
    const five = Array.from({ length: 5 }, () => ({ type: 'feature-stale-on' as const, data: { project: 'p', featureName: 'g' } }));
    const r = await sut.append([{ streamId: 'feature-g', expectedVersion: 'no-stream', events: five }], metadata);
    const first = await sut.readAll({ after: 0, limit: 2 });
    expect(first.events.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5]);
    expect(first.scannedUpTo).toBe(r.lastPosition);
    expect(first.events[0].metadata).toEqual(metadata);
    expect(await sut.readAll({ after: first.scannedUpTo, limit: 2 })).toEqual({ events: [], scannedUpTo: first.scannedUpTo });
    expect(await sut.headPosition()).toBe(r.lastPosition);
  });

  it('copies events keeping ids, versions, metadata and creation time', async () => {
    const source = open();
    const target = new EsdbEventStore(new FakeEsdbClient(new FakeEsdbServer()) as unknown as EventStoreDBClient);
    await source.append(
      [
        {
          streamId: 'feature-copy',
          expectedVersion: 'any',
          events: [{ type: 'feature-stale-on', data: { project: 'p', featureName: 'copy' } }],
        },
      ],
      metadata,
    );
    const events = await source.readStream('feature-copy');
    await target.importEvents(events);
    const copied = await target.readStream('feature-copy');
    expect(copied.map(({ position: _p, ...rest }) => rest)).toEqual(events.map(({ position: _p, ...rest }) => rest));
  });
});

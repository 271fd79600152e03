import { EventEmitter } from 'node:events';
import {
  BACKWARDS,
  END,
  ErrorType,
  NO_STREAM,
  START,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type Position,
  type ReadPosition,
  type ReadRevision,
} from '@eventstore/db-client';

/*
 * TEST SUPPORT ONLY — an in-memory stand-in for the parts of `EventStoreDBClient` the adapter uses,
 * modelling EventStoreDB's documented behaviour as Pennant understands it (ADR 0009): a single
 * writer; each append is one write whose events share a commit position (the first event's log
 * offset) and have increasing prepare positions (their log offsets); `$all` is ordered by
 * (commit, prepare); forward reads start at the given position inclusive, backward reads end at it
 * inclusive; unrelated system records are interleaved. It is NOT EventStoreDB: passing the contract
 * against it proves the adapter's logic under these assumptions, not the assumptions themselves.
 */

interface StoredRecord {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  created: Date;
  data: unknown;
  metadata: unknown;
  isJson: true;
  position: Position;
}

interface FakeEventData {
  id: string;
  type: string;
  data: unknown;
  metadata?: unknown;
}

function before(a: Position, b: Position): boolean {
  return a.commit < b.commit || (a.commit === b.commit && a.prepare < b.prepare);
}

class FakeSubscription extends EventEmitter {
  constructor(private readonly detach: () => void) {
    super();
  }

  async unsubscribe(): Promise<void> {
    this.detach();
  }
}

/** The shared "server": several clients (processes) may use one. */
export class FakeEsdbServer {
  readonly log: StoredRecord[] = [];
  readonly subscriptions = new Set<{ prefix: string; sub: FakeSubscription }>();
  private offset = 1000n;
  private writes = 0;

  write(
    streamId: string,
    events: readonly FakeEventData[],
    expected: AppendExpectedRevision,
  ): { nextExpectedRevision: bigint; position: Position } {
    const current = this.revisionOf(streamId);
    const ok =
      expected === 'any' ||
      (expected === NO_STREAM ? current === null : expected === 'stream_exists' ? current !== null : expected === current);
    if (!ok) throw new WrongExpectedVersionError(undefined, { streamName: streamId, expected, current: current ?? NO_STREAM });
    this.writes += 1;
    if (this.writes % 3 === 0)
      this.record('$stats-fake', [{ id: `stats-${this.writes}`, type: '$statsCollected', data: {} }], this.revisionOf('$stats-fake'));
    const written = this.record(streamId, events, current);
    return { nextExpectedRevision: written[written.length - 1].revision, position: written[0].position };
  }

  revisionOf(streamId: string): bigint | null {
    for (let i = this.log.length - 1; i >= 0; i -= 1) if (this.log[i].streamId === streamId) return this.log[i].revision;
    return null;
  }

  private record(streamId: string, events: readonly FakeEventData[], current: bigint | null): StoredRecord[] {
    const commit = this.offset;
    const out = events.map((e, i) => {
      const prepare = this.offset;
      this.offset += 80n + BigInt(JSON.stringify(e.data).length);
      return {
        streamId,
        id: e.id,
        revision: (current ?? -1n) + 1n + BigInt(i),
        type: e.type,
        created: new Date(),
        data: e.data,
        metadata: e.metadata,
        isJson: true as const,
        position: { commit, prepare },
      };
    });
    this.log.push(...out);
    for (const { prefix, sub } of this.subscriptions) {
      for (const r of out) if (r.streamId.startsWith(prefix)) setImmediate(() => sub.emit('data', { event: r }));
    }
    return out;
  }
}

/** A fake client over a shared FakeEsdbServer, with the method shapes the adapter calls. */
export class FakeEsdbClient {
  constructor(readonly server: FakeEsdbServer) {}

  async appendToStream(
    streamName: string,
    events: FakeEventData | FakeEventData[],
    options: { expectedRevision?: AppendExpectedRevision } = {},
  ) {
    await new Promise((r) => setImmediate(r));
    const result = this.server.write(streamName, Array.isArray(events) ? events : [events], options.expectedRevision ?? 'any');
    return { success: true, ...result };
  }

  readStream(
    streamName: string,
    options: { fromRevision?: ReadRevision; direction?: string; maxCount?: number | bigint } = {},
  ): AsyncIterable<{ event: StoredRecord }> {
    const server = this.server;
    return (async function* () {
      await new Promise((r) => setImmediate(r));
      const records = server.log.filter((r) => r.streamId === streamName);
      if (records.length === 0) throw Object.assign(new Error(`${streamName} not found`), { type: ErrorType.STREAM_NOT_FOUND });
      const backwards = options.direction === BACKWARDS;
      const from = options.fromRevision ?? (backwards ? END : START);
      let selected = backwards ? [...records].reverse() : records;
      if (typeof from === 'bigint') selected = selected.filter((r) => (backwards ? r.revision <= from : r.revision >= from));
      for (const event of selected.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER))) yield { event };
    })();
  }

  readAll(
    options: { fromPosition?: ReadPosition; maxCount?: number | bigint; direction?: string } = {},
  ): AsyncIterable<{ event: StoredRecord }> {
    const server = this.server;
    return (async function* () {
      await new Promise((r) => setImmediate(r));
      const backwards = options.direction === BACKWARDS;
      const from = options.fromPosition ?? (backwards ? END : START);
      let selected = [...server.log].sort((a, b) => (before(a.position, b.position) ? -1 : 1));
      if (typeof from === 'object') selected = selected.filter((r) => (backwards ? !before(from, r.position) : !before(r.position, from)));
      if (backwards) selected.reverse();
      for (const event of selected.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER))) yield { event };
    })();
  }

  subscribeToAll(options: { filter?: { prefixes?: string[] } }): FakeSubscription {
    const entry = { prefix: options.filter?.prefixes?.[0] ?? '', sub: new FakeSubscription(() => this.server.subscriptions.delete(entry)) };
    this.server.subscriptions.add(entry);
    return entry.sub;
  }

  async dispose(): Promise<void> {}
}

import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  jsonEvent,
  streamNameFilter,
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type Position,
  type ReadPosition,
} from '@eventstore/db-client';
import type { DomainEvent, EventMetadata, EventType, RecordedEvent } from '@pennant/events';
import type {
  AppendedEvent,
  AppendOptions,
  AppendResult,
  EventStore,
  EventStoreCapabilities,
  ReadAllBatch,
  ReadAllOptions,
  StreamAppend,
  Unsubscribe,
} from '../event-store.port';
import { PartialAppendError, WrongExpectedVersionError } from '../event-store.errors';
import type { EventImporter } from '../event-import';
import { newEventId } from '../event-ids';
import {
  DEFAULT_STREAM_PREFIX,
  currentVersionOf,
  encodePosition,
  fromEsdbRecord,
  isPennantRecord,
  isStreamNotFound,
  readStartAfter,
  revisionToVersion,
  satisfies,
  toEsdbEvent,
  toEsdbStream,
  toExpectedRevision,
  translateEsdbError,
} from './esdb-mapping';

export interface EsdbEventStoreOptions {
  /** Prefix of every Pennant stream name in EventStoreDB (default `pennant.`). */
  streamPrefix?: string;
}

const HEAD_SCAN_PAGE = 256;
const GROUP_PAGE = 64;

/**
 * EventStoreDB adapter of the event store port (docs/adr/0009-eventstoredb-adapter.md).
 * Positions are `prepare + 1` (esdb-mapping.ts); multi-stream appends are pre-checked, then written
 * stream by stream (not atomic: `capabilities.atomicMultiStreamAppend` is false).
 */
export class EsdbEventStore implements EventStore, EventImporter {
  readonly capabilities: EventStoreCapabilities = { atomicMultiStreamAppend: false };
  private readonly prefix: string;
  private readonly listeners = new Set<(position: number) => void>();
  private subscription: AllStreamSubscription | null = null;
  private closed = false;
  private readonly appended = new Map<EventType, number>();

  constructor(
    private readonly client: EventStoreDBClient,
    options: EsdbEventStoreOptions = {},
    private readonly ownsClient = false,
  ) {
    this.prefix = options.streamPrefix ?? DEFAULT_STREAM_PREFIX;
  }

  /** Connects lazily: nothing is sent to the server before the first call. */
  static fromConnectionString(connectionString: string, options: EsdbEventStoreOptions = {}): EsdbEventStore {
    return new EsdbEventStore(EventStoreDBClient.connectionString(connectionString), options, true);
  }

  async append(streams: readonly StreamAppend[], metadata: EventMetadata, options: AppendOptions = {}): Promise<AppendResult> {
    const writes = streams.filter((s) => s.events.length > 0 || s.expectedVersion !== 'any');
    if (writes.every((w) => w.events.length === 0)) return { events: [], lastPosition: 0, versions: {} };
    if (writes.length > 1) await this.precheck(writes);
    const versions: Record<string, number> = {};
    const events: AppendedEvent[] = [];
    const appended: string[] = [];
    for (const write of writes.filter((w) => w.events.length > 0)) {
      try {
        const written = await this.write(
          write.streamId,
          toExpectedRevision(write.expectedVersion),
          write.events,
          metadata,
          options.writeId,
        );
        versions[write.streamId] = written[written.length - 1].streamVersion;
        events.push(...written);
        appended.push(write.streamId);
      } catch (error) {
        if (appended.length > 0) throw new PartialAppendError(appended, write.streamId, error);
        throw error;
      }
    }
    const lastPosition = Math.max(...events.map((e) => e.position));
    for (const e of events) this.appended.set(e.type, (this.appended.get(e.type) ?? 0) + 1);
    this.emit(lastPosition);
    return { events, lastPosition, versions };
  }

  appendedByType(): ReadonlyMap<EventType, number> {
    return this.appended;
  }

  async importEvents(events: readonly RecordedEvent[]): Promise<void> {
    let start = 0;
    while (start < events.length) {
      let end = start + 1;
      while (
        end < events.length &&
        events[end].streamId === events[start].streamId &&
        events[end].streamVersion === events[end - 1].streamVersion + 1
      )
        end += 1;
      const run = events.slice(start, end);
      const first = run[0];
      const expected: AppendExpectedRevision = first.streamVersion === 1 ? NO_STREAM : BigInt(first.streamVersion - 2);
      const data = run.map((e) => jsonEvent(toEsdbEvent(e, e.eventId, e.metadata, e.createdAt)));
      try {
        await this.client.appendToStream(toEsdbStream(this.prefix, first.streamId), data, { expectedRevision: expected });
      } catch (error) {
        throw translateEsdbError(this.prefix, error);
      }
      start = end;
    }
  }

  async readStream(streamId: string, afterVersion = 0): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(toEsdbStream(this.prefix, streamId), { fromRevision: BigInt(afterVersion), direction: FORWARDS });
      for await (const resolved of read) {
        if (resolved.event) out.push(fromEsdbRecord(this.prefix, resolved.event));
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
    return out;
  }

  async readAll(options: ReadAllOptions): Promise<ReadAllBatch> {
    const maxCount = options.limit + 1;
    const raw = await this.readRaw(readStartAfter(options.after), maxCount);
    const full = raw.length === maxCount;
    const fresh = raw.filter((e) => encodePosition(e.position) > options.after);
    // Never stop inside a write: the cursor must sit at a write's end (see readStartAfter).
    if (full && fresh.length > 0) fresh.push(...(await this.restOfWrite(fresh[fresh.length - 1])));
    const pennant = fresh.filter((e) => isPennantRecord(this.prefix, e)).map((e) => fromEsdbRecord(this.prefix, e));
    assertIncreasing(pennant, options.after);
    const events = options.types ? pennant.filter((e) => options.types?.includes(e.type)) : pennant;
    const scanned = full ? fresh.map((e) => encodePosition(e.position)) : pennant.map((e) => e.position);
    return { events, scannedUpTo: Math.max(options.after, ...scanned) };
  }

  /** The position of the last Pennant event in `$all` (0 when there is none). */
  async headPosition(): Promise<number> {
    let from: ReadPosition = END;
    let floor: Position | null = null;
    for (;;) {
      const raw: AllStreamRecordedEvent[] = await this.readRaw(from, HEAD_SCAN_PAGE, BACKWARDS);
      const bound: Position | null = floor;
      const page = bound === null ? raw : raw.filter((e) => isBefore(e.position, bound));
      const last = page.find((e) => isPennantRecord(this.prefix, e));
      if (last) return encodePosition(last.position);
      if (page.length === 0 || raw.length < HEAD_SCAN_PAGE) return 0;
      const oldest: Position = page[page.length - 1].position;
      floor = oldest;
      from = oldest;
    }
  }

  onAppended(listener: (position: number) => void): Unsubscribe {
    this.listeners.add(listener);
    this.ensureSubscribed();
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const sub = this.subscription;
    this.subscription = null;
    if (sub) await sub.unsubscribe().catch(() => undefined);
    if (this.ownsClient) await this.client.dispose().catch(() => undefined);
  }

  private async write(
    streamId: string,
    expected: AppendExpectedRevision,
    events: readonly DomainEvent[],
    metadata: EventMetadata,
    writeId: string | undefined,
  ): Promise<AppendedEvent[]> {
    const name = toEsdbStream(this.prefix, streamId);
    const ids = events.map(() => newEventId(writeId));
    try {
      const result = await this.client.appendToStream(
        name,
        events.map((e, i) => jsonEvent(toEsdbEvent(e, ids[i], metadata))),
        { expectedRevision: expected },
      );
      if (!result.success) throw new WrongExpectedVersionError(streamId, String(expected), -1);
      // Read the written events back: their $all positions are exactly what readAll will report.
      const first = result.nextExpectedRevision - BigInt(events.length - 1);
      const positions = await this.positionsFrom(name, first, events.length);
      if (positions.length !== events.length)
        throw new Error(`EventStoreDB did not return the positions of ${name}@${first}… (EventStoreDB ≥ 22.10 required)`);
      return events.map((e, i) => ({
        eventId: ids[i],
        type: e.type,
        streamId,
        streamVersion: revisionToVersion(first + BigInt(i)),
        position: encodePosition(positions[i]),
      }));
    } catch (error) {
      throw translateEsdbError(this.prefix, error);
    }
  }

  /** Multi-stream appends: refuse before writing anything when an expected version is already stale. */
  private async precheck(writes: readonly StreamAppend[]): Promise<void> {
    for (const write of writes) {
      if (write.expectedVersion === 'any') continue;
      const current = await this.currentVersion(write.streamId);
      if (!satisfies(write.expectedVersion, current)) {
        throw new WrongExpectedVersionError(
          write.streamId,
          write.expectedVersion === 'no-stream' ? 'no stream' : String(write.expectedVersion),
          current,
        );
      }
    }
  }

  private async currentVersion(streamId: string): Promise<number> {
    try {
      for await (const resolved of this.client.readStream(toEsdbStream(this.prefix, streamId), {
        fromRevision: END,
        direction: BACKWARDS,
        maxCount: 1,
      })) {
        if (resolved.event) return currentVersionOf(resolved.event.revision);
      }
      return 0;
    } catch (error) {
      if (isStreamNotFound(error)) return 0;
      throw error;
    }
  }

  private async positionsFrom(name: string, revision: bigint, count: number): Promise<Position[]> {
    const positions: Position[] = [];
    for await (const resolved of this.client.readStream(name, { fromRevision: revision, direction: FORWARDS, maxCount: count })) {
      if (resolved.event?.position) positions.push(resolved.event.position);
    }
    return positions;
  }

  private async readRaw(
    from: ReadPosition,
    maxCount: number,
    direction: typeof FORWARDS | typeof BACKWARDS = FORWARDS,
  ): Promise<AllStreamRecordedEvent[]> {
    const out: AllStreamRecordedEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition: from, maxCount, direction })) {
      if (resolved.event) out.push(resolved.event);
    }
    return out;
  }

  /** The events after `last` that belong to the same write (same commit position). */
  private async restOfWrite(last: AllStreamRecordedEvent): Promise<AllStreamRecordedEvent[]> {
    const out: AllStreamRecordedEvent[] = [];
    let cursor = last.position;
    for (;;) {
      const raw = await this.readRaw(cursor, GROUP_PAGE);
      const after = raw.filter((e) => isBefore(cursor, e.position));
      const same = after.filter((e) => e.position.commit === last.position.commit);
      out.push(...same);
      if (same.length === 0 || same.length < after.length || raw.length < GROUP_PAGE) return out;
      cursor = same[same.length - 1].position;
    }
  }

  private emit(position: number): void {
    if (position <= 0) return;
    for (const listener of this.listeners) listener(position);
  }

  /** Catch-up subscription to Pennant's streams from the end of `$all`: wake-ups only. */
  private ensureSubscribed(): void {
    if (this.subscription || this.closed) return;
    const sub = this.client.subscribeToAll({ fromPosition: END, filter: streamNameFilter({ prefixes: [this.prefix] }) });
    sub.on('data', (resolved: AllStreamResolvedEvent) => {
      const event = resolved.event;
      if (event && isPennantRecord(this.prefix, event)) this.emit(encodePosition(event.position));
    });
    sub.on('error', () => this.resubscribeLater(sub));
    sub.on('end', () => this.resubscribeLater(sub));
    this.subscription = sub;
  }

  /** Lost subscription: polling keeps projections correct; retry the wake-ups later. */
  private resubscribeLater(sub: AllStreamSubscription): void {
    if (this.closed || this.subscription !== sub) return;
    this.subscription = null;
    sub.unsubscribe().catch(() => undefined);
    setTimeout(() => {
      if (!this.closed && this.listeners.size > 0) this.ensureSubscribed();
    }, 1000).unref();
  }
}

/** `a` comes before `b` in `$all` (commit, then prepare). */
function isBefore(a: Position, b: Position): boolean {
  return a.commit < b.commit || (a.commit === b.commit && a.prepare < b.prepare);
}

/** Guard of the position invariant (ADR 0009): fail loudly rather than let a reader skip an event. */
function assertIncreasing(events: readonly RecordedEvent[], after: number): void {
  let previous = after;
  for (const event of events) {
    if (event.position <= previous) {
      throw new Error(
        `EventStoreDB $all order broke Pennant's position invariant at ${event.streamId}@${event.streamVersion} (position ${event.position} after ${previous}); see docs/adr/0009-eventstoredb-adapter.md`,
      );
    }
    previous = event.position;
  }
}

import { Client, type Pool, type PoolClient } from 'pg';
import type { EventMetadata, EventType, RecordedEvent } from '@pennant/events';
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
import type { EventImporter } from '../event-import';
import { newEventId } from '../event-ids';
import { APPEND_GROUP_CALL } from './append-group.sql';
import { refusedByServer, settleLost, type LostAppend } from './lost-append';
import { EVENT_COLUMNS, expectedOf, recordedFromRow, translate, wrongVersion, type EventRow, type VersionConflict } from './event-rows';

export { EVENT_COLUMNS, recordedFromRow, type EventRow } from './event-rows';

interface PendingAppend extends LostAppend {
  /** `{metadata, batches}` as es_append_group reads one append. */
  json: string;
}

/** The result of an append from its events as written (positions increase in the order they were listed). */
export function appendResult(events: AppendedEvent[]): AppendResult {
  const versions: Record<string, number> = {};
  let lastPosition = 0;
  for (const e of events) {
    versions[e.streamId] = Math.max(versions[e.streamId] ?? 0, e.streamVersion);
    lastPosition = Math.max(lastPosition, e.position);
  }
  return { events, lastPosition, versions };
}

export interface PostgresEventStoreOptions {
  /**
   * How long an append whose connection was lost may wait for the database to learn whether it
   * was committed (ADR 0032); past it the append fails with OutcomeUnknownError. Default 15 s.
   */
  outcomeTimeoutMs?: number;
}

/** Test seam: runs after a group append returned; throwing acts as a connection lost after the commit. */
export interface AppendFaults {
  afterCommit?(backendPid: number | null): Promise<void>;
}

/** Appends written by one group call at most (its JSON stays well below a megabyte for single events). */
const MAX_GROUP = 64;

/**
 * PostgreSQL adapter of the event store port. Appends go through `es_append_group` (one round
 * trip, serialized by an advisory lock so positions are commit-ordered; the appends waiting in
 * this process go together, ADR 0028); wake-ups use LISTEN/NOTIFY.
 */
export class PostgresEventStore implements EventStore, EventImporter {
  readonly capabilities: EventStoreCapabilities = { atomicMultiStreamAppend: true };
  private readonly listeners = new Set<(position: number) => void>();
  private listenClient: Client | null = null;
  private listening: Promise<void> | null = null;
  private closed = false;
  /** Appends waiting for the one in flight (group append, ADR 0028). */
  private waiting: PendingAppend[] = [];
  private appending = false;
  /** Group calls made and appends they carried (tests read them). */
  readonly stats = { groups: 0, appends: 0 };
  private readonly appended = new Map<EventType, number>();

  /** Connections of the pool that run appends with client_connection_check_interval set. */
  private readonly checked = new WeakSet<PoolClient>();
  /** Fault injection for tests (see AppendFaults); null in production. */
  faults: AppendFaults | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly connectionString: string,
    private readonly options: PostgresEventStoreOptions = {},
  ) {}

  async append(streams: readonly StreamAppend[], metadata: EventMetadata, options: AppendOptions = {}): Promise<AppendResult> {
    const batches = streams
      .filter((s) => s.events.length > 0 || s.expectedVersion !== 'any')
      .map((s) => ({
        stream: s.streamId,
        expected: expectedOf(s.expectedVersion),
        events: s.events.map((e) => ({ id: newEventId(options.writeId), type: e.type, data: e.data })),
      }));
    if (batches.every((b) => b.events.length === 0)) return { events: [], lastPosition: 0, versions: {} };
    // Serialised here, so that an append that cannot be fails alone, before it joins a group.
    const json = JSON.stringify({ metadata, batches });
    const events = batches.flatMap((b) => b.events.map((e) => ({ eventId: e.id, type: e.type, streamId: b.stream })));
    const result = await new Promise<AppendResult>((resolve, reject) => {
      this.waiting.push({ json, events, resent: 0, resolve, reject });
      if (!this.appending) void this.appendWaiting();
    });
    for (const e of result.events) this.appended.set(e.type, (this.appended.get(e.type) ?? 0) + 1);
    return result;
  }

  appendedByType(): ReadonlyMap<EventType, number> {
    return this.appended;
  }

  /**
   * Group append (ADR 0028): one append goes at once; the ones that arrive while it is in flight
   * wait and then go together, in one call and one transaction (`es_append_group`), each still
   * all-or-nothing and checked against its expected versions in arrival order.
   */
  private async appendWaiting(): Promise<void> {
    this.appending = true;
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0, MAX_GROUP);
      // appendGroup settles every append itself; this only guards against the unforeseen.
      await this.appendGroup(group).catch((error: unknown) => group.forEach((g) => g.reject(error)));
    }
    this.appending = false;
  }

  private async appendGroup(group: readonly PendingAppend[]): Promise<void> {
    type Row = {
      out_append: number;
      out_stream: string | null;
      out_version: number | null;
      out_position: string | null;
      out_conflict: VersionConflict | null;
    };
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      // Nothing was sent: a definite failure.
      for (const g of group) g.reject(translate(error));
      return;
    }
    if (!this.checked.has(client)) {
      // A session whose client vanished (the process died) notices within a second even while it
      // waits for the append lock, instead of committing later (ADR 0032). Once per connection;
      // PostgreSQL < 14 lacks the setting, the error is ignored there.
      await client.query('SET client_connection_check_interval = 1000').catch(() => undefined);
      this.checked.add(client);
    }
    const pid = (client as unknown as { processID: number | null }).processID ?? null;
    // A connection that dies while checked out also emits 'error' (after the query's own error):
    // heard here, as pool.query does, instead of crashing the process.
    const ignore = () => undefined;
    client.on('error', ignore);
    const release = (broken: boolean) => {
      client.off('error', ignore);
      client.release(broken || undefined);
    };
    let rows: Row[];
    try {
      ({ rows } = await client.query<Row>(APPEND_GROUP_CALL, [`[${group.map((g) => g.json).join(',')}]`]));
      await this.faults?.afterCommit?.(pid);
      release(false);
    } catch (error) {
      const refused = refusedByServer(error);
      release(!refused);
      // The server refused the statement, so nothing of it was written: each append again alone,
      // so that one bad append fails alone.
      if (refused && group.length > 1) {
        for (const g of group) await this.appendGroup([g]);
        return;
      }
      if (refused) {
        for (const g of group) g.reject(translate(error));
        return;
      }
      // The connection was lost, maybe after the commit: never sent again blindly (it could be
      // written twice) nor reported as a failure (it may have happened). The log decides.
      await this.settleLost(group, pid, error);
      return;
    }
    this.stats.groups += 1;
    this.stats.appends += group.length;
    // One row per event written, in the order the append listed them; one conflict row for an append that wrote nothing.
    const written = group.map(() => [] as AppendedEvent[]);
    const conflicts: (VersionConflict | null)[] = group.map(() => null);
    for (const row of rows) {
      if (row.out_conflict !== null) {
        conflicts[row.out_append] = row.out_conflict;
        continue;
      }
      const events = written[row.out_append];
      const sent = group[row.out_append].events[events.length];
      events.push({ ...sent, streamVersion: row.out_version as number, position: Number(row.out_position) });
    }
    const results = written.map(appendResult);
    const last = Math.max(0, ...results.map((r) => r.lastPosition));
    if (last > 0) this.emit(last);
    group.forEach((g, i) => {
      const conflict = conflicts[i];
      if (conflict) g.reject(wrongVersion(conflict));
      else g.resolve(results[i]);
    });
  }

  /** See settleLost (lost-append.ts): resolved from the log, sent again, or OutcomeUnknownError. */
  private async settleLost(group: readonly PendingAppend[], pid: number | null, cause: unknown): Promise<void> {
    const { again, last } = await settleLost(this.pool, group, pid, translate(cause), this.options.outcomeTimeoutMs ?? 15000);
    if (last > 0) this.emit(last);
    this.waiting.unshift(...again);
  }

  /** Copy target (see EventImporter): one transaction under the append lock, rows in the given order. */
  async importEvents(events: readonly RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const rows = events.map((e) => ({
      id: e.eventId,
      stream: e.streamId,
      version: e.streamVersion,
      type: e.type,
      data: e.data,
      metadata: e.metadata,
      created: e.createdAt.toISOString(),
    }));
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(72616001)');
      const { rows: out } = await client.query<{ last: string }>(
        `WITH ins AS (
           INSERT INTO es_events (event_id, stream_id, stream_version, type, data, metadata, created_at)
           SELECT (e->>'id')::uuid, e->>'stream', (e->>'version')::integer, e->>'type', e->'data', e->'metadata', (e->>'created')::timestamptz
             FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(e, n) ORDER BY n
           RETURNING position)
         SELECT max(position) AS last FROM ins`,
        [JSON.stringify(rows)],
      );
      await client.query(`SELECT pg_notify('pennant_events', $1)`, [out[0].last]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw translate(error);
    } finally {
      client.release();
    }
  }

  async readStream(streamId: string, afterVersion = 0): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = $1 AND stream_version > $2 ORDER BY stream_version`,
      [streamId, afterVersion],
    );
    return rows.map(recordedFromRow);
  }

  async readAll(options: ReadAllOptions): Promise<ReadAllBatch> {
    // One statement = one snapshot: `head` and the rows agree, so scannedUpTo never passes an
    // event this read did not see.
    const typed = options.types !== undefined;
    const { rows } = await this.pool.query<EventRow & { head: string | null }>(
      `SELECT h.head, e.* FROM (SELECT max(position) AS head FROM es_events) h
       LEFT JOIN LATERAL (
         SELECT ${EVENT_COLUMNS} FROM es_events
         WHERE position > $1 ${typed ? 'AND type = ANY($3)' : ''}
         ORDER BY position LIMIT $2
       ) e ON true
       ORDER BY e.position`,
      typed ? [options.after, options.limit, options.types] : [options.after, options.limit],
    );
    const events = rows.filter((r) => r.position !== null).map(recordedFromRow);
    const head = Number(rows[0]?.head ?? 0);
    const scannedUpTo = events.length === options.limit ? events[events.length - 1].position : Math.max(options.after, head);
    return { events, scannedUpTo };
  }

  async headPosition(): Promise<number> {
    const { rows } = await this.pool.query<{ head: string | null }>('SELECT max(position) AS head FROM es_events');
    return Number(rows[0].head ?? 0);
  }

  onAppended(listener: (position: number) => void): Unsubscribe {
    this.listeners.add(listener);
    void this.ensureListening();
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const client = this.listenClient;
    this.listenClient = null;
    if (client) await client.end().catch(() => undefined);
  }

  private emit(position: number): void {
    for (const listener of this.listeners) listener(position);
  }

  private ensureListening(): Promise<void> {
    if (this.listening || this.closed) return this.listening ?? Promise.resolve();
    this.listening = (async () => {
      const client = new Client({ connectionString: this.connectionString });
      client.on('notification', (msg) => this.emit(Number(msg.payload ?? 0)));
      client.on('error', () => this.reconnectLater(client));
      client.on('end', () => this.reconnectLater(client));
      try {
        await client.connect();
        await client.query('LISTEN pennant_events');
        this.listenClient = client;
      } catch {
        this.reconnectLater(client);
      }
    })();
    return this.listening;
  }

  /** Lost LISTEN connection: polling keeps projections correct; retry the wake-ups later. */
  private reconnectLater(client: Client): void {
    if (this.closed || (this.listenClient !== null && this.listenClient !== client)) return;
    this.listenClient = null;
    this.listening = null;
    client.end().catch(() => undefined);
    setTimeout(() => {
      if (!this.closed && this.listeners.size > 0) void this.ensureListening();
    }, 1000).unref();
  }
}

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PENNANT_CONFIG } from '@pennant/core';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import { HeadWatcher, logger, StreamSlots, type PennantConfig } from '@pennant/platform';
import { PROJECTIONS, ProjectionRuntime, type Projection } from '@pennant/projections';
import { ClientDeltasProjection } from '../../projections/client-deltas.projection';
import { ClientFeaturesService } from '../client-features/client-features.service';
import { filtersAStreamDrops } from '../client-features/client-features-query.schema';
import { queryHash, type ClientQuery } from '../client-features/client-features.response';
import type { KeptBody } from '../client-features/client-features-json.response';
import type { ChangeSet } from './client-deltas-change-set.store';
import { ClientStream, sseFrame } from './client-deltas-stream.service';
import { DeltaAnswers } from './client-deltas-answers.service';
import { deltaQuery } from './client-deltas-events.response';
import { DeltaJournal, servableHead, type DeltaRevision, type JournalRow } from './client-deltas-journal.service';

const PROJECTION = 'client-deltas';
/** Journal rows read per poll; journal rows kept in memory for SDKs resuming from a recent revision. */
const POLL_LIMIT = 5000;
const RECENT_ROWS = 10_000;
/** While a read model catches up with the journal, the hub looks again this often. */
const CATCH_UP_MS = 20;

/** What the hub reports to the metrics registry (apps/admin-api wires it). */
export interface ClientStreamMetrics {
  frame(event: 'unleash-connected' | 'unleash-updated', bytes: number): void;
  propagated(seconds: number): void;
}

const NO_METRICS: ClientStreamMetrics = { frame: () => undefined, propagated: () => undefined };

/** Counters for benchmarks and tests. */
export interface ClientStreamStats {
  open: number;
  frames: number;
  frameBytes: number;
  heartbeatBytes: number;
}

/**
 * SDK deltas of this process (ADR 0037): the revision SDKs can be brought to (the client-deltas
 * journal, served once the feature-view and segments tables show its changes), change sets read
 * once per environment and revision range and cut per query, hydrations cut from the features
 * endpoint's snapshot, and the open SDK streams with their cap. While streams are open, one loop
 * follows the journal — woken by the projection's commits in the process that leads it, by append
 * hints (LISTEN/NOTIFY) and a slow poll elsewhere — and writes each change once to every stream
 * whose scope it concerns; streams with the same query share one serialised frame.
 */
@Injectable()
export class ClientDeltaHub implements OnModuleDestroy {
  private readonly journal: DeltaJournal;
  /** The client-deltas checkpoint (how far the journal is complete). */
  private readonly raw: HeadWatcher;
  private readonly slots: StreamSlots<ClientStream>;
  private revision: DeltaRevision = { head: 0, floor: 0 };
  private known = false;
  /** The journal position the last refresh saw. */
  private rawServed = 0;
  private refreshing: Promise<void> | null = null;
  /** Every journal row in (recent.from, revision.head]. */
  private recent: { from: number; rows: JournalRow[] } = { from: Number.MAX_SAFE_INTEGER, rows: [] };
  private readonly answers: DeltaAnswers;
  private readonly measured = new WeakSet<ChangeSet>();
  private delivering: Promise<void> = Promise.resolve();
  private loopAbort: AbortController | null = null;
  private metrics: ClientStreamMetrics = NO_METRICS;
  private readonly counters: Omit<ClientStreamStats, 'open'> = { frames: 0, frameBytes: 0, heartbeatBytes: 0 };
  private readonly stopCommits: () => void;

  constructor(
    dataSource: DataSource,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
    private readonly runtime: ProjectionRuntime,
    features: ClientFeaturesService,
    @Inject(PROJECTIONS) projections: Projection[],
  ) {
    this.journal = new DeltaJournal(dataSource);
    this.answers = new DeltaAnswers(dataSource, this.journal, features, (from, to) => this.recentRows(from, to));
    this.raw = new HeadWatcher(
      async () => this.runtime.localPosition(PROJECTION) ?? (await this.journal.storedJournal()),
      (listener) => store.onAppended(listener),
    );
    this.slots = new StreamSlots(config.clientStreaming.maxConnections, (busy) => (busy ? this.startLoop() : this.stopLoop()));
    const projection = projections.find((p): p is ClientDeltasProjection => p instanceof ClientDeltasProjection);
    // In the process that leads the projection a committed batch wakes the streams at once.
    this.stopCommits = projection?.onCommitted((position) => this.raw.advance(position)) ?? (() => undefined);
  }

  useMetrics(metrics: ClientStreamMetrics): void {
    this.metrics = metrics;
  }

  get openStreams(): number {
    return this.slots.size;
  }

  stats(): ClientStreamStats {
    return { open: this.slots.size, ...this.counters };
  }

  /**
   * Whether a polling answer carries `fetch-mode: streaming` (ADR 0058): only when the operator
   * turned the hint on (`CLIENT_STREAMING_HINT`), this node has room for one more stream, and the
   * poll carries no filter its stream would drop.
   */
  hintsStreaming(raw: Record<string, unknown>): boolean {
    const { enabled, hint } = this.config.clientStreaming;
    return enabled && hint && this.slots.hasRoom && filtersAStreamDrops(raw).length === 0;
  }

  /** The revision SDKs can be brought to now (read-your-writes: a change answered to its writer is included). */
  async current(): Promise<DeltaRevision> {
    const local = this.runtime.localPosition(PROJECTION);
    // Leading the projection, with nothing committed since the last look: no SQL.
    if (this.known && local !== null && local === this.rawServed && this.revision.head === this.rawServed) return this.revision;
    // A read already under way may have started before the caller's write committed: read after it.
    await this.refreshing?.catch(() => undefined);
    await this.refresh();
    return this.revision;
  }

  /** A delta-polling answer for an SDK holding revision `held`: null when it is up to date (304). */
  async answer(query: ClientQuery, held: number | null): Promise<{ revision: DeltaRevision; body: KeptBody | null }> {
    const revision = await this.current();
    const key = queryHash(deltaQuery(query));
    if (held === revision.head) return { revision, body: null };
    if (held !== null && held >= revision.floor && held < revision.head) {
      const set = await this.answers.changeSet(query.environment, held, revision.head);
      if (set !== null) return { revision, body: this.answers.deltaBody(set, query, key) };
    }
    return { revision, body: await this.answers.hydration(query, key, revision.head) };
  }

  /** The first frame of a stream: the changes after `lastEventId` when they are all kept, else a hydration. */
  async firstFrame(query: ClientQuery, key: string, lastEventId: number | null): Promise<{ cursor: number; frame: string }> {
    const { head, floor } = await this.current();
    if (lastEventId !== null && lastEventId >= floor && lastEventId <= head) {
      if (lastEventId === head) return { cursor: head, frame: '' };
      const set = await this.answers.changeSet(query.environment, lastEventId, head);
      if (set !== null) {
        const body = this.answers.deltaBody(set, query, key);
        return { cursor: head, frame: body === null ? '' : sseFrame('unleash-updated', head, body.json) };
      }
    }
    const body = await this.answers.hydration(query, key, head);
    return { cursor: head, frame: sseFrame('unleash-connected', head, body.json) };
  }

  /** Takes a slot for a stream (null at the cap); the function releases it. */
  open(stream: ClientStream): (() => void) | null {
    return this.slots.open(stream);
  }

  /** A stream whose first frame was written: from now on it is sent every change past its cursor. */
  attach(stream: ClientStream): void {
    stream.attached = true;
    if (stream.cursor < this.revision.head) void this.deliver();
  }

  /** Bytes written by heartbeats (for the byte counters). */
  heartbeatWritten(bytes: number): void {
    this.counters.heartbeatBytes += bytes;
  }

  /** A first frame written by the controller. */
  frameWritten(event: 'unleash-connected' | 'unleash-updated', bytes: number): void {
    this.counters.frames += 1;
    this.counters.frameBytes += bytes;
    this.metrics.frame(event, bytes);
  }

  onModuleDestroy(): void {
    this.stopCommits();
    this.slots.closeAll();
    this.raw.close();
    this.stopLoop();
  }

  private refresh(): Promise<void> {
    this.refreshing ??= this.readJournal().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async readJournal(): Promise<void> {
    const local = this.runtime.localPosition(PROJECTION) ?? 0;
    // The first read starts where every change is already shown: the head is found without reading old rows.
    const poll = await this.journal.poll(this.known ? this.revision.head : null, local, POLL_LIMIT);
    const head = Math.max(this.revision.head, servableHead(poll));
    this.rawServed = poll.journal;
    this.raw.advance(poll.journal);
    if (!this.known) this.recent = { from: poll.start, rows: [] };
    this.recent.rows.push(...poll.rows.filter((r) => r.position > this.revision.head && r.position <= head));
    this.trimRecent();
    this.revision = { head, floor: poll.floor };
    this.known = true;
  }

  /** The journal rows in (from, to] when all of them are held in memory, else null. */
  private recentRows(from: number, to: number): JournalRow[] | null {
    if (from < this.recent.from || to > this.revision.head) return null;
    return this.recent.rows.filter((r) => r.position > from && r.position <= to);
  }

  private trimRecent(): void {
    const rows = this.recent.rows;
    if (rows.length <= RECENT_ROWS) return;
    let cut = rows.length - RECENT_ROWS;
    while (cut < rows.length && rows[cut].position === rows[cut - 1].position) cut += 1;
    this.recent = { from: rows[cut - 1].position, rows: rows.slice(cut) };
  }

  private startLoop(): void {
    if (this.loopAbort) return;
    const abort = new AbortController();
    this.loopAbort = abort;
    this.raw.start();
    void this.follow(abort.signal);
  }

  private stopLoop(): void {
    this.loopAbort?.abort();
    this.loopAbort = null;
    this.raw.stop();
  }

  /** While streams are open: wait for the journal to move, serve what the read models show, repeat. */
  private async follow(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        if (!this.known || this.revision.head >= this.rawServed) await this.raw.waitForNews(this.rawServed, signal);
        else await sleep(CATCH_UP_MS);
        if (signal.aborted) return;
        const before = this.revision.head;
        await this.refresh();
        if (this.revision.head > before) await this.deliver();
      } catch (error) {
        logger.warn('SDK delta streams: reading the journal failed', { error: error instanceof Error ? error.message : String(error) });
        await sleep(1000);
      }
    }
  }

  private deliver(): Promise<void> {
    this.delivering = this.delivering
      .then(() => this.deliverNow())
      .catch((error: unknown) => {
        logger.warn('SDK delta streams: a delivery failed; the streams are ended and resume', {
          error: error instanceof Error ? error.message : String(error),
        });
        for (const stream of this.slots.list()) if (stream.attached && stream.cursor < this.revision.head) stream.end();
      });
    return this.delivering;
  }

  /** Brings every attached stream to the current head; streams with the same environment, cursor and query share one frame. */
  private async deliverNow(): Promise<void> {
    const head = this.revision.head;
    const groups = new Map<string, ClientStream[]>();
    for (const stream of this.slots.list()) {
      if (!stream.attached || stream.closed || stream.cursor >= head) continue;
      const id = `${stream.query.environment}\u0001${stream.cursor}\u0001${stream.key}`;
      const group = groups.get(id);
      if (group) group.push(stream);
      else groups.set(id, [stream]);
    }
    for (const group of groups.values()) {
      const { query, key, cursor } = group[0];
      const set = await this.answers.changeSet(query.environment, cursor, head);
      let frame: string | null;
      let event: 'unleash-connected' | 'unleash-updated' = 'unleash-updated';
      if (set === null) {
        event = 'unleash-connected';
        frame = sseFrame(event, head, (await this.answers.hydration(query, key, head)).json);
      } else {
        const body = this.answers.deltaBody(set, query, key);
        frame = body === null ? null : sseFrame(event, head, body.json);
        if (set.oldestChangeAt !== null && !this.measured.has(set)) {
          this.measured.add(set);
          this.metrics.propagated(Math.max(0, Date.now() - set.oldestChangeAt.getTime()) / 1000);
        }
      }
      const bytes = frame === null ? 0 : Buffer.byteLength(frame);
      for (const stream of group) {
        if (frame !== null && stream.write(frame)) this.frameWritten(event, bytes);
        stream.cursor = head;
      }
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PENNANT_CONFIG } from '@pennant/core';
import { EVENT_STORE, type EventStore, type Unsubscribe } from '@pennant/event-store';
import type { PublicEvent } from '@pennant/events';
import type { PennantConfig } from '@pennant/platform';
import { EVENT_COLUMNS, toEvent, type EventLogRow } from '../queries/event-row';
import type { StreamRequest } from './stream-request';
import { PER_CALL_PLAN } from '@pennant/platform';

export interface StreamBatch {
  events: PublicEvent[];
  /** Every event id up to here has been considered by this read (non-matching ones skipped). */
  scannedUpTo: number;
}

/** Something the hub can end at shutdown. */
export interface ClosableStream {
  end(): void;
}

/** After an append hint, how long to look quickly for the event-log projection to apply it. */
const FAST_POLL_MS = 20;
const FAST_POLL_WINDOW_MS = 5000;
/** The slow poll that stays the truth when hints are lost (another node, lost LISTEN). */
const SLOW_POLL_MS = 1000;

/**
 * Shared by every live event stream of this process: the concurrency cap, reads of the public
 * event log (`rm_event_log`, the same rows and mapping as `GET /api/admin/events`) and one
 * wake-up source. The log's head is watched once for all streams — append hints from the event
 * store start a quick poll until the event-log projection has applied the hinted position, and
 * a slow poll covers lost hints — so an idle stream costs no query of its own.
 */
@Injectable()
export class EventStreamHub implements OnModuleDestroy {
  private readonly streams = new Set<ClosableStream>();
  private readonly waiters = new Set<{ after: number; wake: () => void }>();
  private head = 0;
  private hinted = 0;
  private hintedAt = 0;
  private unsubscribe: Unsubscribe | null = null;
  private slowTimer: NodeJS.Timeout | null = null;
  private polling = false;
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  get openStreams(): number {
    return this.streams.size;
  }

  /** Registers a stream unless the cap is reached; the returned function releases its slot. */
  open(stream: ClosableStream): (() => void) | null {
    if (this.closed || this.streams.size >= this.config.eventStreamMaxClients) return null;
    this.streams.add(stream);
    if (!this.unsubscribe) this.unsubscribe = this.store.onAppended((position) => this.hint(position));
    return () => {
      this.streams.delete(stream);
      if (this.streams.size === 0) this.idle();
    };
  }

  /** The newest event id of the public log (where a stream without cursor starts). */
  async currentHead(): Promise<number> {
    const rows = (await this.dataSource.query('SELECT coalesce(max(id), 0) AS head FROM rm_event_log')) as { head: string }[];
    return Number(rows[0].head);
  }

  /**
   * Up to `limit` events after `after` matching the filters, oldest first. One statement, one
   * snapshot: the head read beside the rows never passes a row this read could not see, and the
   * event-log projection commits its batches in log order, so nothing below `scannedUpTo` can
   * appear later.
   */
  async read(after: number, filter: StreamRequest, limit: number): Promise<StreamBatch> {
    // Static SQL: an absent filter is a NULL parameter, so each call is planned for its filters.
    const rows = (await this.dataSource.query(
      `${PER_CALL_PLAN}SELECT h.head, e.* FROM (SELECT coalesce(max(id), 0) AS head FROM rm_event_log) h
       LEFT JOIN LATERAL (
         SELECT ${EVENT_COLUMNS} FROM rm_event_log
          WHERE id > $1 AND ($3::text IS NULL OR project = $3) AND ($4::text IS NULL OR feature_name = $4) AND ($5::text[] IS NULL OR type = ANY($5::text[]))
          ORDER BY id LIMIT $2
       ) e ON true
       ORDER BY e.id`,
      [after, limit, filter.project, filter.feature, filter.types],
    )) as (EventLogRow & { head: string })[];
    const events = rows.filter((r) => r.id !== null).map(toEvent);
    const head = Number(rows[0]?.head ?? 0);
    if (head > this.head) this.advance(head);
    const scannedUpTo = events.length === limit ? events[events.length - 1].id : Math.max(after, head);
    return { events, scannedUpTo };
  }

  /** Resolves once the log's head is past `after`, or when `abort` fires. */
  waitForNews(after: number, abort: AbortSignal): Promise<void> {
    if (this.head > after || abort.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = {
        after,
        wake: () => {
          this.waiters.delete(waiter);
          abort.removeEventListener('abort', waiter.wake);
          resolve();
        },
      };
      this.waiters.add(waiter);
      abort.addEventListener('abort', waiter.wake, { once: true });
      this.ensureSlowPoll();
      if (this.hinted > this.head) void this.fastPoll();
    });
  }

  /** Shutdown: end every stream (an open SSE response would hold the HTTP server's close). */
  onModuleDestroy(): void {
    this.closed = true;
    for (const stream of [...this.streams]) stream.end();
    this.streams.clear();
    this.idle();
  }

  private hint(position: number): void {
    if (!Number.isFinite(position) || position <= this.hinted) return;
    this.hinted = position;
    this.hintedAt = Date.now();
    if (this.waiters.size > 0) void this.fastPoll();
  }

  private advance(head: number): void {
    this.head = head;
    for (const waiter of [...this.waiters]) if (head > waiter.after) waiter.wake();
  }

  private async poll(): Promise<void> {
    try {
      const head = await this.currentHead();
      if (head > this.head) this.advance(head);
    } catch {
      // The database is away: the slow poll retries; streams notice on their next read.
    }
  }

  private async fastPoll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      while (!this.closed && this.waiters.size > 0 && this.hinted > this.head && Date.now() - this.hintedAt < FAST_POLL_WINDOW_MS) {
        await this.poll();
        if (this.hinted > this.head) await new Promise((r) => setTimeout(r, FAST_POLL_MS));
      }
    } finally {
      this.polling = false;
    }
  }

  private ensureSlowPoll(): void {
    if (this.slowTimer || this.closed) return;
    this.slowTimer = setInterval(() => {
      if (this.waiters.size > 0) void this.poll();
    }, SLOW_POLL_MS);
    this.slowTimer.unref();
  }

  private idle(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.slowTimer) clearInterval(this.slowTimer);
    this.slowTimer = null;
  }
}

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PENNANT_CONFIG } from '@pennant/core';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import type { PublicEvent } from '@pennant/events';
import { HeadWatcher, StreamSlots, type ClosableStream, type PennantConfig } from '@pennant/platform';
import { EVENT_COLUMNS, toEvent, type EventLogRow } from '../queries/event-row.response';
import type { StreamRequest } from './stream-request';
import { PER_CALL_PLAN } from '@pennant/platform';

export interface StreamBatch {
  events: PublicEvent[];
  /** Every event id up to here has been considered by this read (non-matching ones skipped). */
  scannedUpTo: number;
}

export type { ClosableStream };

/**
 * Shared by every live event stream of this process: the concurrency cap, reads of the public
 * event log (`rm_event_log`, the same rows and mapping as `GET /api/admin/events`) and one
 * wake-up source. The log's head is watched once for all streams (HeadWatcher: append hints from
 * the event store start a quick poll until the event-log projection has applied the hinted
 * position, and a slow poll covers lost hints), so an idle stream costs no query of its own.
 */
@Injectable()
export class EventStreamHub implements OnModuleDestroy {
  private readonly head: HeadWatcher;
  private readonly slots: StreamSlots;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PENNANT_CONFIG) config: PennantConfig,
  ) {
    this.head = new HeadWatcher(
      () => this.currentHead(),
      (listener) => store.onAppended(listener),
    );
    this.slots = new StreamSlots(config.eventStreamMaxClients, (busy) => (busy ? this.head.start() : this.head.stop()));
  }

  get openStreams(): number {
    return this.slots.size;
  }

  /** Registers a stream unless the cap is reached; the returned function releases its slot. */
  open(stream: ClosableStream): (() => void) | null {
    return this.slots.open(stream);
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
    this.head.advance(head);
    const scannedUpTo = events.length === limit ? events[events.length - 1].id : Math.max(after, head);
    return { events, scannedUpTo };
  }

  /** Resolves once the log's head is past `after`, or when `abort` fires. */
  waitForNews(after: number, abort: AbortSignal): Promise<void> {
    return this.head.waitForNews(after, abort);
  }

  /** Shutdown: end every stream (an open SSE response would hold the HTTP server's close). */
  onModuleDestroy(): void {
    this.slots.closeAll();
    this.head.close();
  }
}

import type { ReadAllBatch, ReadAllOptions } from '@pennant/event-store';
import type { RecordedEvent } from '@pennant/events';

/** What a projection runner reads the log through. */
export interface LogReader {
  readAll(options: ReadAllOptions): Promise<ReadAllBatch & { more?: boolean }>;
}

export interface TailCacheOptions {
  /** Events kept (the newest); older reads go to the store. */
  capacity?: number;
  /** Events per refresh read. */
  refreshLimit?: number;
}

/**
 * The tail of the log, read once for all projection runners of this process.
 *
 * Every runner that is caught up wants the same few new events after each append; reading them
 * once per runner (with its type filter) cost a statement per runner per wake-up. The cache holds
 * every event with a position in `(from, to]` — each refresh reads `(to, scannedUpTo]` completely,
 * which is the store's `scannedUpTo` guarantee — and answers a runner's read from memory, filtered
 * by its types. A runner outside the cached range (catching up, or ahead after a reset) reads the
 * store directly, so correctness never depends on the cache; only the number of statements does.
 *
 * Fresh enough: a read at the cache's end, or while an append past the end is known (`known`,
 * from the store's append hints), refreshes first — concurrent refreshes share one statement.
 */
export class TailCache implements LogReader {
  private events: RecordedEvent[] = [];
  private from = -1;
  private to = -1;
  private known = 0;
  /** The store had more than one refresh could take when the cache was last refreshed. */
  private behind = false;
  private refreshing: { start: number; done: Promise<void> } | null = null;

  constructor(
    private readonly store: { readAll(options: ReadAllOptions): Promise<ReadAllBatch> },
    private readonly options: TailCacheOptions = {},
  ) {}

  /** An append reached `position` (local or from another process). */
  appended(position: number): void {
    if (Number.isFinite(position) && position > this.known) this.known = position;
  }

  async readAll(options: ReadAllOptions): Promise<ReadAllBatch & { more?: boolean }> {
    const { after } = options;
    if (this.to < 0 || after > this.to) this.reset(after);
    if (after < this.from) return this.store.readAll(options);
    if (after === this.to || this.known > this.to || this.behind) await this.refresh();
    // A reset by a concurrent refresh may have moved the window past this read.
    if (after < this.from || after > this.to) return this.store.readAll(options);
    return this.slice(options);
  }

  private reset(position: number): void {
    this.events = [];
    this.from = position;
    this.to = position;
    this.behind = false;
  }

  private async refresh(): Promise<void> {
    // Join a refresh of the current end; wait out one of an older range (a reset happened).
    for (let current = this.refreshing; current !== null; current = this.refreshing) {
      if (current.start === this.to) return current.done;
      await current.done.catch(() => undefined);
    }
    const start = this.to;
    const limit = this.options.refreshLimit ?? 1000;
    const done = this.store
      .readAll({ after: start, limit })
      .then((batch) => {
        if (this.to !== start) return; // reset meanwhile: this range is no longer contiguous
        this.events.push(...batch.events);
        this.to = Math.max(this.to, batch.scannedUpTo);
        this.behind = batch.events.length === limit;
        this.trim();
      })
      .finally(() => {
        if (this.refreshing?.done === done) this.refreshing = null;
      });
    this.refreshing = { start, done };
    return done;
  }

  private trim(): void {
    const excess = this.events.length - (this.options.capacity ?? 5000);
    if (excess <= 0) return;
    this.from = this.events[excess - 1].position;
    this.events = this.events.slice(excess);
  }

  private slice(options: ReadAllOptions): ReadAllBatch & { more: boolean } {
    const wanted = options.types === undefined ? null : new Set(options.types);
    const events: RecordedEvent[] = [];
    let i = this.firstAfter(options.after);
    for (; i < this.events.length && events.length < options.limit; i += 1) {
      const event = this.events[i];
      if (wanted === null || wanted.has(event.type)) events.push(event);
    }
    const full = events.length === options.limit;
    const scannedUpTo = full ? events[events.length - 1].position : this.to;
    return { events, scannedUpTo, more: full || this.behind };
  }

  /** Index of the first cached event with a position greater than `after` (binary search). */
  private firstAfter(after: number): number {
    let lo = 0;
    let hi = this.events.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.events[mid].position <= after) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

import type { ReadAllBatch, ReadAllOptions } from '@pennant/event-store';
import type { EventType } from '@pennant/events';

export interface LogWatchOptions {
  /** The log is read at least this often, wake-ups or not (they are hints; a lost LISTEN connection must not stall a watch). */
  pollMs?: number;
  /** How long one check waits for the projections to apply what it found before trying again at the next check. */
  applyTimeoutMs?: number;
  /** Events read per statement. */
  batchSize?: number;
  log?: (message: string, fields: Record<string, unknown>) => void;
}

export interface LogWatchSources {
  readAll(options: ReadAllOptions): Promise<ReadAllBatch>;
  headPosition(): Promise<number>;
  /** Resolves true once every projection that handles `types` has applied the log up to `position` (false: not within the bound). */
  applied(position: number, types: readonly EventType[], timeoutMs: number): Promise<boolean>;
}

/**
 * Follows the log for some event types, from whichever node appended them, and calls `listener`
 * once the projections that handle the events it found have applied them (so that what the
 * listener reads from their tables includes them). Checks on every append wake-up and at least
 * every `pollMs`; checks never overlap (a wake-up during one runs one more after it). The cursor
 * moves past events only after the listener ran for them: projections that lag or fail are waited
 * for again at the next check, never skipped.
 */
export class LogWatch {
  private cursor: number | null = null;
  private running: Promise<void> | null = null;
  /** The highest position a wake-up during the check under way named (Infinity: unknown), or null. */
  private again: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly sources: LogWatchSources,
    private readonly types: readonly EventType[],
    private readonly listener: () => Promise<void>,
    private readonly options: LogWatchOptions = {},
  ) {}

  /** Starts at the log's head (what came before is the listener's own first load). */
  start(): void {
    this.timer = setInterval(() => void this.check(), this.options.pollMs ?? 1000);
    this.timer.unref();
    void this.check();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * Something may have been appended (up to `position`, when the wake-up says): look now, or right
   * after the check under way. A wake-up for a position the cursor has passed reads nothing — the
   * cursor covers every event up to it — so appends that one check already covered cost no read.
   */
  check(position?: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const upTo = position !== undefined && Number.isFinite(position) && position > 0 ? position : Infinity;
    if (this.cursor !== null && upTo <= this.cursor) return this.running ?? Promise.resolve();
    if (this.running) {
      this.again = Math.max(this.again ?? 0, upTo);
      return this.running;
    }
    this.running = this.follow()
      .catch((error: unknown) => this.options.log?.('log watch failed; retried at the next check', { error: String(error) }))
      .finally(() => {
        this.running = null;
        const again = this.again;
        this.again = null;
        if (again !== null && !this.stopped) void this.check(again);
      });
    return this.running;
  }

  private async follow(): Promise<void> {
    if (this.cursor === null) {
      this.cursor = await this.sources.headPosition();
      return;
    }
    const limit = this.options.batchSize ?? 1000;
    for (;;) {
      const batch = await this.sources.readAll({ after: this.cursor, limit, types: this.types });
      if (batch.events.length > 0) {
        const last = batch.events[batch.events.length - 1].position;
        const types = [...new Set(batch.events.map((e) => e.type))];
        if (!(await this.sources.applied(last, types, this.options.applyTimeoutMs ?? 2000))) return;
        await this.listener();
      }
      this.cursor = Math.max(this.cursor, batch.scannedUpTo);
      if (batch.events.length < limit || this.stopped) return;
    }
  }
}

/** Stops a subscription (append hints). */
export type StopHints = () => void;

export interface HeadWatcherOptions {
  /** After a hint, how often the head is read until it reaches the hinted position. */
  fastPollMs?: number;
  /** How long after a hint the quick polling may go on. */
  fastPollWindowMs?: number;
  /** The poll that stays the truth when hints are lost (another node, a lost LISTEN). */
  slowPollMs?: number;
}

/**
 * Watches a monotonic head — the newest position a reader can see in some read model — once for
 * every waiter of the process (the live event stream, SDK streams). Append hints from the event
 * store (local, or LISTEN/NOTIFY from other nodes) start a quick poll of the head until it reached
 * the hinted position; a slow poll covers lost hints. Nobody waiting, nothing is read: an idle
 * stream costs no query of its own. Reads made elsewhere report what they saw with `advance`.
 */
export class HeadWatcher {
  private readonly waiters = new Set<{ after: number; wake: () => void }>();
  private head = 0;
  private hinted = 0;
  private hintedAt = 0;
  private stopHints: StopHints | null = null;
  private slowTimer: NodeJS.Timeout | null = null;
  private polling = false;
  private closed = false;

  constructor(
    /** Reads the head (a small statement, or a position this process knows). */
    private readonly readHead: () => Promise<number>,
    /** Subscribes to "something was appended up to `position`" hints. */
    private readonly subscribe: (listener: (position: number) => void) => StopHints,
    private readonly options: HeadWatcherOptions = {},
  ) {}

  /** The newest head this watcher has seen. */
  get current(): number {
    return this.head;
  }

  /** Listens to append hints (idempotent); call while something may wait. */
  start(): void {
    if (this.closed || this.stopHints) return;
    this.stopHints = this.subscribe((position) => this.hint(position));
  }

  /** Nothing waits any more: stop listening and polling until the next `start`. */
  stop(): void {
    this.stopHints?.();
    this.stopHints = null;
    if (this.slowTimer) clearInterval(this.slowTimer);
    this.slowTimer = null;
  }

  /** Shutdown: wakes every waiter and never polls again. */
  close(): void {
    this.closed = true;
    this.stop();
    for (const waiter of [...this.waiters]) waiter.wake();
  }

  /** A head seen by a read elsewhere (or committed in this process): wakes the waiters it passes. */
  advance(head: number): void {
    if (head <= this.head) return;
    this.head = head;
    for (const waiter of [...this.waiters]) if (head > waiter.after) waiter.wake();
  }

  /** "Something was appended up to `position`": poll quickly until the head reached it. */
  hint(position: number): void {
    if (!Number.isFinite(position) || position <= this.hinted) return;
    this.hinted = position;
    this.hintedAt = Date.now();
    if (this.waiters.size > 0) void this.fastPoll();
  }

  /** Reads the head now (outside the polls). */
  async poll(): Promise<number> {
    try {
      this.advance(await this.readHead());
    } catch {
      // The database is away: the slow poll retries; readers notice on their next read.
    }
    return this.head;
  }

  /** Resolves once the head is past `after`, when `abort` fires, or at shutdown. */
  waitForNews(after: number, abort: AbortSignal): Promise<void> {
    if (this.head > after || abort.aborted || this.closed) return Promise.resolve();
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

  private async fastPoll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    const window = this.options.fastPollWindowMs ?? 5000;
    try {
      while (!this.closed && this.waiters.size > 0 && this.hinted > this.head && Date.now() - this.hintedAt < window) {
        await this.poll();
        if (this.hinted > this.head) await new Promise((r) => setTimeout(r, this.options.fastPollMs ?? 20));
      }
    } finally {
      this.polling = false;
    }
  }

  private ensureSlowPoll(): void {
    if (this.slowTimer || this.closed) return;
    this.slowTimer = setInterval(() => {
      if (this.waiters.size > 0) void this.poll();
    }, this.options.slowPollMs ?? 1000);
    this.slowTimer.unref();
  }
}

/**
 * Per-client budget of failed authentications (401s) in a fixed one-minute window. Over budget,
 * the client's API requests are refused with 429 until the window ends, before any token is
 * checked: an attacker learns nothing more, valid tokens included, for the rest of the minute.
 * In memory, per API node, bounded to `maxClients` entries (the oldest are forgotten first).
 */
export class FailedAuthLimiter {
  private readonly windows = new Map<string, { start: number; failures: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
    private readonly maxClients = 10_000,
  ) {}

  /** Seconds until the client may try again; 0 when it is within budget (or the limiter is off). */
  retryAfterSeconds(client: string): number {
    if (this.maxFailures <= 0) return 0;
    const window = this.windows.get(client);
    if (!window) return 0;
    const left = window.start + this.windowMs - this.now();
    if (left <= 0) {
      this.windows.delete(client);
      return 0;
    }
    return window.failures >= this.maxFailures ? Math.ceil(left / 1000) : 0;
  }

  recordFailure(client: string): void {
    if (this.maxFailures <= 0) return;
    const now = this.now();
    const window = this.windows.get(client);
    if (window && now - window.start < this.windowMs) {
      window.failures += 1;
      return;
    }
    this.windows.delete(client);
    this.windows.set(client, { start: now, failures: 1 });
    while (this.windows.size > this.maxClients) this.windows.delete(this.windows.keys().next().value as string);
  }
}

/**
 * Budgets of failed authentications in a fixed one-minute window, per key: the client's address
 * and the prefix of the credential it presented (`credentialPrefix`). It limits failing attempts
 * only: the pipeline always checks the credential first, and a valid one passes whatever the
 * budgets say, so a crowd behind one proxy or NAT address, or a spray of guesses at one token
 * prefix, never locks out a caller who presents a valid credential. Over budget, a failed attempt
 * is answered 429 with `Retry-After` after a short delay instead of 401.
 * In memory, per API node, bounded to `maxKeys` entries (the oldest are forgotten first).
 */
export class FailedAuthLimiter {
  private readonly windows = new Map<string, { start: number; failures: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Seconds until failures under any of these keys are answered 401 again; 0 when every key is within budget (or the limiter is off). */
  retryAfterSeconds(keys: readonly string[]): number {
    if (this.maxFailures <= 0) return 0;
    let longest = 0;
    for (const key of keys) {
      const window = this.windows.get(key);
      if (!window) continue;
      const left = window.start + this.windowMs - this.now();
      if (left <= 0) this.windows.delete(key);
      else if (window.failures >= this.maxFailures) longest = Math.max(longest, Math.ceil(left / 1000));
    }
    return longest;
  }

  recordFailure(keys: readonly string[]): void {
    if (this.maxFailures <= 0) return;
    const now = this.now();
    for (const key of keys) {
      const window = this.windows.get(key);
      if (window && now - window.start < this.windowMs) {
        window.failures += 1;
        continue;
      }
      this.windows.delete(key);
      this.windows.set(key, { start: now, failures: 1 });
    }
    while (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
  }
}

/**
 * The budget keys of an attempt: the address, and the credential's prefix — an API token's scope
 * (`<project>:<environment>` before its `.`), `user:` for personal access tokens, else its first
 * four characters — so that guesses spread over many addresses at one kind of credential are
 * limited too. The secret part never becomes a key.
 */
export function failureKeys(address: string, secret: string | null): string[] {
  const keys = [`address:${address}`];
  if (secret) {
    const dot = secret.indexOf('.');
    const prefix = secret.startsWith('user:') ? 'user:' : dot > 0 && dot <= 64 ? secret.slice(0, dot) : secret.slice(0, 4);
    keys.push(`prefix:${prefix}`);
  }
  return keys;
}

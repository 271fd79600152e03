/** Outcome of asking for one request. */
export type Taken = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Per-token token buckets for the OFREP routes (ADR 0062): `ratePerSecond` requests refill each
 * second and twice that may be saved up, so the burst of refetches a change sends through a
 * browser fleet passes while one caller cannot take a node. One instance per process (a node's
 * limit); the oldest bucket makes room past `maxKeys`. Time comes in as `nowMs`. 0 = no limit.
 */
export class OfrepRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedMs: number }>();

  constructor(
    private readonly ratePerSecond: number,
    private readonly maxKeys = 10_000,
  ) {}

  take(key: string, nowMs: number): Taken {
    if (this.ratePerSecond <= 0) return { allowed: true };
    const capacity = this.ratePerSecond * 2;
    const bucket = this.buckets.get(key) ?? { tokens: capacity, updatedMs: nowMs };
    const elapsed = Math.max(0, nowMs - bucket.updatedMs) / 1000;
    const tokens = Math.min(capacity, bucket.tokens + elapsed * this.ratePerSecond);
    if (tokens >= 1) {
      this.store(key, { tokens: tokens - 1, updatedMs: nowMs });
      return { allowed: true };
    }
    this.store(key, { tokens, updatedMs: nowMs });
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / this.ratePerSecond)) };
  }

  private store(key: string, bucket: { tokens: number; updatedMs: number }): void {
    this.buckets.delete(key);
    if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value as string);
    this.buckets.set(key, bucket);
  }
}

/** Outcome of asking a bucket for one request. */
export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * In-memory token buckets, one per key (endpoint id): `ratePerSecond` tokens refill each second,
 * at most `ratePerSecond` are saved up (burst). Single-node only (ADR 0007). Pure apart from the
 * map: time comes in as `nowMs`.
 */
export class TokenBuckets {
  private readonly buckets = new Map<number, { tokens: number; updatedMs: number }>();

  constructor(
    private readonly ratePerSecond: number,
    private readonly maxKeys = 10000,
  ) {}

  take(key: number, nowMs: number): TakeResult {
    const capacity = this.ratePerSecond;
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

  private store(key: number, bucket: { tokens: number; updatedMs: number }): void {
    if (!this.buckets.has(key) && this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value as number);
    this.buckets.set(key, bucket);
  }
}

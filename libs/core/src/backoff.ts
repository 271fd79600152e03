/** First delay bound after a version conflict on fresh state, and the largest bound (ms). */
export const BACKOFF_BASE_MS = 4;
export const BACKOFF_CAP_MS = 250;

/**
 * "Full jitter" back-off: a random delay in [0, min(cap, base × 2^(n−1))) before the n-th retry
 * on fresh state, so that writers that collided do not collide again in lockstep.
 */
export function backoffMs(retry: number, random: () => number = Math.random): number {
  const bound = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, retry - 1));
  return Math.floor(random() * bound);
}

export function sleep(ms: number): Promise<void> {
  return ms <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms));
}

import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffMs } from './backoff';

describe('jittered back-off', () => {
  it('draws from [0, base × 2^(n−1)), capped', () => {
    expect(backoffMs(1, () => 0)).toBe(0);
    expect(backoffMs(1, () => 0.999)).toBe(BACKOFF_BASE_MS - 1);
    expect(backoffMs(3, () => 0.5)).toBe(Math.floor(0.5 * BACKOFF_BASE_MS * 4));
    expect(backoffMs(30, () => 0.999)).toBe(BACKOFF_CAP_MS - 1);
  });

  it('spreads writers that collided together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffMs(5)));
    expect(delays.size).toBeGreaterThan(10);
  });
});

import { OfrepRateLimiter } from './evaluate-flags-rate-limiter.service';

describe('OfrepRateLimiter', () => {
  it('lets a burst of twice the rate through, then refuses with the seconds until a request fits', () => {
    const sut = new OfrepRateLimiter(5);
    const results = Array.from({ length: 11 }, () => sut.take('token-a', 1_000));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results[10]).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('refills at the rate per second', () => {
    const sut = new OfrepRateLimiter(5);
    for (let i = 0; i < 10; i++) sut.take('token-a', 0);
    // 0.5 tokens after 100 ms: refused; 2 tokens 300 ms later: two requests, not three.
    expect(sut.take('token-a', 100).allowed).toBe(false);
    expect([sut.take('token-a', 400), sut.take('token-a', 400), sut.take('token-a', 400)].map((r) => r.allowed)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('keeps one bucket per token: one caller past its limit does not slow another', () => {
    const sut = new OfrepRateLimiter(1);
    sut.take('token-a', 0);
    sut.take('token-a', 0);
    expect(sut.take('token-a', 0).allowed).toBe(false);
    expect(sut.take('token-b', 0).allowed).toBe(true);
  });

  it('does not limit at 0', () => {
    const sut = new OfrepRateLimiter(0);
    expect(Array.from({ length: 1000 }, () => sut.take('token-a', 0)).every((r) => r.allowed)).toBe(true);
  });

  it('forgets the oldest bucket past its key limit', () => {
    const sut = new OfrepRateLimiter(1, 2);
    sut.take('a', 0);
    sut.take('a', 0);
    expect(sut.take('a', 0).allowed).toBe(false);
    sut.take('b', 0);
    sut.take('c', 0);
    expect(sut.take('a', 0).allowed).toBe(true);
  });
});

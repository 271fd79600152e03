import { ClusterRateLimiter, CREDIT_TTL_MS, type RateGrant, type RateStore } from './cluster-rate-limiter';

/** The store's algorithm (GCRA, as pennant_rate_take) in memory, on a clock the test moves; counts its calls. */
class FakeStore implements RateStore {
  calls = 0;
  private readonly tat = new Map<string, number>();

  constructor(private readonly clock: { ms: number }) {}

  async take(key: string, intervalUs: number, capacity: number, wanted: number): Promise<RateGrant> {
    this.calls += 1;
    const now = this.clock.ms * 1000;
    const base = Math.max(this.tat.get(key) ?? 0, now);
    const room = Math.floor((now + capacity * intervalUs - base) / intervalUs);
    const granted = Math.min(wanted, Math.max(room, 0));
    if (granted > 0) this.tat.set(key, base + granted * intervalUs);
    return { granted, waitMs: granted > 0 ? 0 : (base - (capacity - 1) * intervalUs - now) / 1000 };
  }
}

describe('ClusterRateLimiter', () => {
  const clock = { ms: 1_000_000 };
  const now = () => clock.ms;

  it('grants the burst, then refuses with the time until the next request fits', async () => {
    const store = new FakeStore(clock);
    const sut = new ClusterRateLimiter(store, now);
    const limit = { perSecond: 1, burst: 1 };
    expect(await sut.take('a', limit)).toEqual({ allowed: true });
    clock.ms += 300;
    expect(await sut.take('a', limit)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await sut.take('b', limit)).toEqual({ allowed: true });
    clock.ms += 700;
    expect(await sut.take('a', limit)).toEqual({ allowed: true });
  });

  it('two nodes on one store grant together what one would (1 per second: one of two)', async () => {
    const store = new FakeStore(clock);
    const a = new ClusterRateLimiter(store, now);
    const b = new ClusterRateLimiter(store, now);
    const limit = { perSecond: 1, burst: 1 };
    const answers = await Promise.all([a.take('endpoint', limit), b.take('endpoint', limit)]);
    expect(answers.filter((d) => d.allowed)).toHaveLength(1);
  });

  it('refuses locally while the store said the key is exhausted (a flood costs one statement)', async () => {
    const store = new FakeStore(clock);
    const sut = new ClusterRateLimiter(store, now);
    const limit = { perSecond: 1 / 60, burst: 2 };
    expect((await sut.take('k', limit)).allowed).toBe(true);
    expect((await sut.take('k', limit)).allowed).toBe(true);
    const callsBefore = store.calls;
    for (let i = 0; i < 100; i += 1) expect(await sut.take('k', limit)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(store.calls).toBe(callsBefore + 1);
    clock.ms += 60_000;
    expect((await sut.take('k', limit)).allowed).toBe(true);
  });

  it('reserves several requests of a busy key at once, never more than the rate allows', async () => {
    const store = new FakeStore(clock);
    const sut = new ClusterRateLimiter(store, now);
    const limit = { perSecond: 100, burst: 100 };
    let allowed = 0;
    for (let i = 0; i < 200; i += 1) if ((await sut.take('busy', limit)).allowed) allowed += 1;
    expect(allowed).toBe(100); // the burst, nothing more within the same instant
    expect(store.calls).toBeLessThan(40);
  });

  it('lets unused reservations expire (stricter, never looser)', async () => {
    const store = new FakeStore(clock);
    const a = new ClusterRateLimiter(store, now);
    const b = new ClusterRateLimiter(store, now);
    const limit = { perSecond: 40, burst: 40 };
    for (let i = 0; i < 30; i += 1) await a.take('k', limit); // a holds a few reserved requests
    clock.ms += CREDIT_TTL_MS + 1;
    let granted = 0;
    for (let i = 0; i < 200; i += 1) if ((await a.take('k', limit)).allowed || (await b.take('k', limit)).allowed) granted += 1;
    expect(granted).toBeLessThanOrEqual(40);
  });

  it('lets the request through when the store cannot be reached', async () => {
    const sut = new ClusterRateLimiter({ take: () => Promise.reject(new Error('connection refused')) }, now);
    expect(await sut.take('k', { perSecond: 1, burst: 1 })).toEqual({ allowed: true });
  });
});

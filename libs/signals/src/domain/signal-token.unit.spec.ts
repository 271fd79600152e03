import { hashSignalTokenSecret, matchSignalToken } from './signal-token';
import { TokenBuckets } from './token-bucket';

describe('signal tokens', () => {
  const tokens = [
    { id: 1, secretHash: hashSignalTokenSecret('one') },
    { id: 2, secretHash: hashSignalTokenSecret('two') },
  ];

  it('matches the token whose hash equals the presented secret', () => {
    expect(matchSignalToken('two', tokens)?.id).toBe(2);
    expect(matchSignalToken('three', tokens)).toBeNull();
    expect(matchSignalToken('one', [])).toBeNull();
  });
});

describe('token buckets', () => {
  it('allows the rate per second per key and says when to retry', () => {
    const sut = new TokenBuckets(1);
    expect(sut.take(1, 0)).toEqual({ allowed: true });
    expect(sut.take(1, 200)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(sut.take(2, 200)).toEqual({ allowed: true });
    expect(sut.take(1, 1000)).toEqual({ allowed: true });
  });

  it('saves up at most one second of requests', () => {
    const sut = new TokenBuckets(3);
    const allowed = [0, 1, 2, 3].map(() => sut.take(1, 10000).allowed);
    expect(allowed).toEqual([true, true, true, false]);
  });
});

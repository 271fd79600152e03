import { eventually } from './eventually';

describe('eventually', () => {
  it('returns the first truthy value, checking again until it comes', async () => {
    let calls = 0;
    const sut = await eventually(() => (++calls >= 3 ? { calls } : null), { intervalMs: 1 });
    expect(sut).toEqual({ calls: 3 });
  });

  it('treats a throwing check as "not yet"', async () => {
    let calls = 0;
    await expect(
      eventually(
        async () => {
          calls += 1;
          expect(calls).toBeGreaterThan(2);
          return true;
        },
        { intervalMs: 1 },
      ),
    ).resolves.toBe(true);
  });

  it('fails after the timeout with the last error of the check, named', async () => {
    const started = Date.now();
    const sut = eventually(
      () => {
        throw new Error('still 3 rows');
      },
      { timeoutMs: 60, intervalMs: 5, what: 'the projection' },
    );
    await expect(sut).rejects.toThrow('the projection not reached within 60 ms; last check: still 3 rows');
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('fails after the timeout when the check stays falsy', async () => {
    await expect(eventually(() => false, { timeoutMs: 30, intervalMs: 5 })).rejects.toThrow('condition not reached within 30 ms');
    await expect(eventually(async () => 0, { timeoutMs: 30 })).rejects.toThrow('not reached within 30 ms');
  });
});

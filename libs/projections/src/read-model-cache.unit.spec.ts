import { ReadModelCache } from './read-model-cache';

/** A runtime whose checkpoints the test moves (the cache only asks for them). */
function runtime(initial: number | null) {
  const state = { checkpoint: initial };
  return { state, localCheckpoint: () => state.checkpoint };
}

describe('ReadModelCache', () => {
  it('serves the kept answer while the checkpoint stands still and recomputes once it moved', async () => {
    const r = runtime(10);
    const cache = new ReadModelCache(r);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    expect(await cache.get('p', 'k', compute)).toEqual({ n: 1 });
    expect(await cache.get('p', 'k', compute)).toEqual({ n: 1 });
    expect(await cache.get('p', 'other', compute)).toEqual({ n: 2 });
    r.state.checkpoint = 11;
    expect(await cache.get('p', 'k', compute)).toEqual({ n: 3 });
    expect(await cache.get('p', 'k', compute)).toEqual({ n: 3 });
  });

  it('caches nothing when this process does not lead the projection', async () => {
    const cache = new ReadModelCache(runtime(null));
    let computed = 0;
    await cache.get('p', 'k', async () => ++computed);
    await cache.get('p', 'k', async () => ++computed);
    expect(computed).toBe(2);
  });

  it('files an answer under the checkpoint seen before computing, never under a newer one', async () => {
    const r = runtime(5);
    const cache = new ReadModelCache(r);
    // The checkpoint moves while the query runs (a batch committed meanwhile).
    const slow = await cache.get('p', 'k', async () => {
      r.state.checkpoint = 6;
      return 'computed at 5';
    });
    expect(slow).toBe('computed at 5');
    expect(await cache.get('p', 'k', async () => 'computed at 6')).toBe('computed at 6');
    // An answer finishing late on an older checkpoint does not replace the newer slot.
    r.state.checkpoint = 7;
    await cache.get('p', 'k', async () => 'computed at 7');
    r.state.checkpoint = 7;
    expect(await cache.get('p', 'k', async () => 'again')).toBe('computed at 7');
  });

  it('keeps at most maxEntries answers per projection', async () => {
    const cache = new ReadModelCache(runtime(1), { maxEntries: 2 });
    let computed = 0;
    for (const key of ['a', 'b', 'c']) await cache.get('p', key, async () => ++computed);
    await cache.get('p', 'a', async () => ++computed); // evicted first
    await cache.get('p', 'c', async () => ++computed); // still kept
    expect(computed).toBe(4);
  });

  it('does not keep an answer its caller says not to keep', async () => {
    const cache = new ReadModelCache(runtime(1));
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    const small = (value: string) => value.length < 5;
    expect(await cache.get('p', 'k', compute, small)).toBe('answer 1');
    expect(await cache.get('p', 'k', compute, small)).toBe('answer 2');
    expect(await cache.get('p', 'k', compute)).toBe('answer 3');
    expect(await cache.get('p', 'k', compute, small)).toBe('answer 3');
  });
});

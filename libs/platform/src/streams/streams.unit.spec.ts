import { HeadWatcher } from './head-watcher';
import { StreamSlots } from './stream-slots';
import { eventually } from '../../../../test/support/eventually';

describe('HeadWatcher', () => {
  it('after a hint, reads the head quickly until it reached the hinted position, and wakes the waiters it passes', async () => {
    let head = 0;
    let reads = 0;
    let hint: (position: number) => void = () => undefined;
    const sut = new HeadWatcher(
      async () => {
        reads += 1;
        return head;
      },
      (listener) => {
        hint = listener;
        return () => (hint = () => undefined);
      },
      { fastPollMs: 1, slowPollMs: 60_000 },
    );
    sut.start();
    const abort = new AbortController();
    let woken = false;
    const waiting = sut.waitForNews(0, abort.signal).then(() => (woken = true));
    hint(3); // appended, not yet applied by the read model
    await eventually(() => reads > 2, { what: 'fast re-reads of the head after the hint' });
    expect(woken).toBe(false);
    head = 3;
    await waiting;
    expect(sut.current).toBe(3);
    const settled = reads;
    await new Promise((r) => setTimeout(r, 20));
    expect(reads).toBe(settled); // reached: no more reads
    sut.stop();
    hint(9);
    expect(sut.current).toBe(3);
  });

  it('wakes a waiter on advance (a read or a commit seen elsewhere), on abort and at close', async () => {
    const sut = new HeadWatcher(
      async () => 0,
      () => () => undefined,
    );
    const abort = new AbortController();
    const byAdvance = sut.waitForNews(4, new AbortController().signal);
    sut.advance(4);
    sut.advance(5);
    await byAdvance;
    const byAbort = sut.waitForNews(5, abort.signal);
    abort.abort();
    await byAbort;
    const byClose = sut.waitForNews(5, new AbortController().signal);
    sut.close();
    await byClose;
    expect(sut.current).toBe(5);
  });
});

describe('StreamSlots', () => {
  it('caps the open streams, frees a slot once, reports busy and idle, and ends every stream at shutdown', () => {
    const busy: boolean[] = [];
    const sut = new StreamSlots(2, (b) => busy.push(b));
    const ended: string[] = [];
    const stream = (name: string) => ({ end: () => ended.push(name) });
    const releaseA = sut.open(stream('a'));
    expect(sut.open(stream('b'))).not.toBeNull();
    expect(sut.hasRoom).toBe(false);
    expect(sut.open(stream('c'))).toBeNull();
    releaseA?.();
    releaseA?.();
    expect(sut.size).toBe(1);
    expect(sut.hasRoom).toBe(true);
    sut.closeAll();
    expect(ended).toEqual(['b']);
    expect(sut.open(stream('d'))).toBeNull();
    expect(busy).toEqual([true, false]);
  });
});

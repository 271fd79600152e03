import { eventually } from '../../../../test/support/eventually';
import { logger } from '../logging/logger';
import { IntervalRunner } from './interval-runner';

/** A run that stays open until the test releases it. */
function gate(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('IntervalRunner', () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs one run at a time: a tick while a run is going joins it instead of starting another', async () => {
    const open = gate();
    let runs = 0;
    const sut = new IntervalRunner('test job', 60_000, async () => {
      runs += 1;
      await open.promise;
    });
    const first = sut.tick();
    const second = sut.tick();
    expect(runs).toBe(1);
    open.release();
    await Promise.all([first, second]);
    await sut.tick();
    expect(runs).toBe(2);
  });

  it('logs a failed run under its name and runs again on the next tick', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    let runs = 0;
    const sut = new IntervalRunner('test job', 60_000, async () => {
      runs += 1;
      if (runs === 1) throw new Error('boom');
    });
    await sut.tick();
    expect(warn).toHaveBeenCalledWith('test job failed', { error: 'boom' });
    await sut.tick();
    expect(runs).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('runs on its interval once started, and stop() waits for the run in flight (drain on shutdown)', async () => {
    const open = gate();
    let runs = 0;
    let finished = false;
    const sut = new IntervalRunner('test job', 5, async () => {
      runs += 1;
      await open.promise;
      finished = true;
    });
    sut.start();
    await eventually(() => runs === 1, { what: 'the first scheduled run' });
    const stopped = sut.stop().then(() => finished);
    open.release();
    expect(await stopped).toBe(true);
    expect(runs).toBe(1);
  });
});

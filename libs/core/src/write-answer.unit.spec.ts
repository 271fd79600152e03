import { ServiceUnavailableError } from '@pennant/platform';
import { readAnswer, RecordedWithoutAnswerError, WriteAnswer, written } from './write-answer';
import { combineReceipts, NOTHING_WRITTEN, type WriteReceipt } from './write-receipt';

const receipt = (positions: number[], readModels: WriteReceipt['readModels'] = 'caught-up'): WriteReceipt => ({
  events: positions.map((position, i) => ({
    eventId: `e${position}`,
    type: 'feature-stale-on',
    streamId: 's',
    streamVersion: i + 1,
    position,
  })),
  lastPosition: Math.max(0, ...positions),
  readModels,
});

/** What pg throws when the server goes away during a query. */
const lostConnection = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });

describe('write answers', () => {
  it('carry the receipt of what the write did, combined when a request wrote several times', () => {
    const answer = written([receipt([3]), { receipt: receipt([7, 8], 'pending') }], { ok: true });
    expect(answer).toBeInstanceOf(WriteAnswer);
    expect(answer.body).toEqual({ ok: true });
    expect(answer.receipt.events.map((e) => e.position)).toEqual([3, 7, 8]);
    expect(answer.receipt.lastPosition).toBe(8);
    expect(answer.receipt.readModels).toBe('pending');
    expect(written(NOTHING_WRITTEN).body).toBeUndefined();
    expect(combineReceipts([])).toEqual({ events: [], lastPosition: 0, readModels: 'caught-up' });
  });

  it('read the answer after the write, keeping the fields it shows once', async () => {
    const answer = await readAnswer(receipt([5]), async () => ({ secret: 's' }), { shownOnce: ['secret'] });
    expect(answer.body).toEqual({ secret: 's' });
    expect(answer.shownOnce).toEqual(['secret']);
  });

  it('say the write was recorded when the database goes away during the answer, never "retry"', async () => {
    const failing = readAnswer(receipt([41, 42]), () => Promise.reject(lostConnection()));
    await expect(failing).rejects.toBeInstanceOf(RecordedWithoutAnswerError);
    await expect(failing).rejects.toMatchObject({ status: 503, message: expect.stringContaining('events 41–42') });
  });

  it('let other failures of the answer through as they are, and a failure after no write too', async () => {
    const other = new ServiceUnavailableError('shutting down');
    await expect(readAnswer(receipt([1]), () => Promise.reject(other))).rejects.toBe(other);
    const lost = lostConnection();
    await expect(readAnswer(NOTHING_WRITTEN, () => Promise.reject(lost))).rejects.toBe(lost);
  });
});

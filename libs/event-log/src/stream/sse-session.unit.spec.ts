import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { PublicEvent } from '@pennant/events';
import type { EventStreamHub, StreamBatch } from './event-stream.hub';
import { SseSession, sseFrame, STREAM_BATCH } from './sse-session';

function event(id: number): PublicEvent {
  return {
    id,
    createdAt: '2026-01-01T00:00:00.000Z',
    type: 'feature-created',
    createdBy: 'x',
    createdByUserId: null,
    environment: null,
    project: 'default',
    featureName: `f${id}`,
    data: null,
    preData: null,
    tags: [],
    label: null,
    summary: null,
    groupId: 'g',
    groupType: 'transaction',
  } as PublicEvent;
}

/** A socket whose buffer is "full" after every write until 'drain' is emitted. */
class SlowResponse extends EventEmitter {
  written: string[] = [];
  writableNeedDrain = false;
  writableEnded = false;
  destroyed = false;
  write(chunk: string): boolean {
    this.written.push(chunk);
    this.writableNeedDrain = true;
    return false;
  }
  end(): void {
    this.writableEnded = true;
  }
  drain(): void {
    this.writableNeedDrain = false;
    this.emit('drain');
  }
}

const tick = () => new Promise((r) => setImmediate(r));
const filter = { after: 0, project: null, feature: null, types: null };

describe('SseSession backpressure', () => {
  it('writes nothing more — and reads nothing more — until the socket drains', async () => {
    let nextId = 1;
    const reads: number[] = [];
    const hub = {
      read: jest.fn(async (after: number): Promise<StreamBatch> => {
        reads.push(after);
        const events = Array.from({ length: STREAM_BATCH }, () => event(nextId++));
        return { events, scannedUpTo: events[events.length - 1].id };
      }),
      waitForNews: jest.fn(() => new Promise<void>(() => undefined)),
    } as unknown as EventStreamHub;
    const res = new SlowResponse();
    const released = jest.fn();
    const session = new SseSession(hub, res as unknown as ServerResponse, filter, 0, 60_000);
    session.start(released);
    for (let i = 0; i < 5; i += 1) await tick();
    expect(res.written).toEqual([sseFrame(event(1))]);
    expect(reads).toEqual([0]);

    for (let i = 0; i < STREAM_BATCH - 1; i += 1) {
      res.drain();
      await tick();
    }
    expect(res.written).toHaveLength(STREAM_BATCH);
    expect(reads).toEqual([0]); // the last frame of the batch is still waiting for 'drain'
    res.drain();
    for (let i = 0; i < 5; i += 1) await tick();
    expect(reads).toEqual([0, STREAM_BATCH]);
    expect(res.written).toHaveLength(STREAM_BATCH + 1);

    res.emit('close');
    expect(released).toHaveBeenCalledTimes(1);
    res.drain();
    await tick();
    expect(res.written).toHaveLength(STREAM_BATCH + 1);
    expect(session.closed).toBe(true);
  });

  it('frames carry the public id and the event as JSON on one data line', () => {
    const frame = sseFrame({ ...event(7), data: { text: 'a\nb' } as unknown as PublicEvent['data'] });
    expect(frame.startsWith('id: 7\ndata: {')).toBe(true);
    expect(frame.endsWith('\n\n')).toBe(true);
    expect(frame.split('\n')).toHaveLength(4);
  });
});

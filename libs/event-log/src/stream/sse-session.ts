import type { ServerResponse } from 'node:http';
import type { PublicEvent } from '@pennant/events';
import { logger, startHeartbeat } from '@pennant/platform';
import type { EventStreamHub } from './event-stream.hub';
import type { StreamRequest } from './stream-request';

/** Events read per statement; at most this many frames are handed to the socket between drains. */
export const STREAM_BATCH = 100;

/** One SSE frame: `id:` is the event's public id, `data:` the public Event (JSON has no raw newline). */
export function sseFrame(event: PublicEvent): string {
  return `id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * One open `GET /api/admin/events/stream`: reads the public log in batches from the cursor and
 * writes frames in order. Backpressure: when the socket's buffer is full (`write` returns false)
 * nothing more is written — and nothing more read — until it drains, so a slow client costs at
 * most one batch of memory. Idle, it waits for the hub's wake-up and sends heartbeat comments.
 */
export class SseSession {
  private readonly abort = new AbortController();
  private stopHeartbeat: (() => void) | null = null;
  private release: (() => void) | null = null;

  constructor(
    private readonly hub: EventStreamHub,
    private readonly res: ServerResponse,
    private readonly filter: StreamRequest,
    private cursor: number,
    private readonly heartbeatMs: number,
  ) {}

  get closed(): boolean {
    return this.abort.signal.aborted;
  }

  /** Takes the slot given by the hub; starts streaming (the caller has written the headers). */
  start(release: () => void): void {
    this.release = release;
    this.res.on('close', () => this.stop());
    this.res.on('error', () => this.stop());
    this.stopHeartbeat = startHeartbeat(this.res, this.heartbeatMs);
    if (this.res.destroyed) return this.stop(); // the client left before the listeners were attached
    void this.run();
  }

  /** Ends the response (shutdown, or a failed read: the client reconnects with Last-Event-ID). */
  end(): void {
    if (!this.res.writableEnded) this.res.end();
    this.stop();
  }

  private stop(): void {
    if (this.closed) return;
    this.abort.abort();
    this.stopHeartbeat?.();
    this.stopHeartbeat = null;
    this.release?.();
    this.release = null;
  }

  private async run(): Promise<void> {
    try {
      while (!this.closed) {
        const batch = await this.hub.read(this.cursor, this.filter, STREAM_BATCH);
        for (const event of batch.events) {
          if (this.closed) return;
          if (!this.res.write(sseFrame(event))) await this.drained();
        }
        this.cursor = batch.scannedUpTo;
        if (batch.events.length < STREAM_BATCH) await this.hub.waitForNews(this.cursor, this.abort.signal);
      }
    } catch (error) {
      logger.warn('event stream ended after a failed read', { error: error instanceof Error ? error.message : String(error) });
      this.end();
    }
  }

  private drained(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.res.off('drain', done);
        this.abort.signal.removeEventListener('abort', done);
        resolve();
      };
      this.res.once('drain', done);
      this.abort.signal.addEventListener('abort', done, { once: true });
    });
  }
}

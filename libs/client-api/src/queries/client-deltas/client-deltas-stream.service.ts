import type { ServerResponse } from 'node:http';
import { startHeartbeat } from '@pennant/platform';
import type { ClientQuery } from '../client-features/client-features.response';

/** A stream whose socket holds more than this unsent is ended: the SDK reconnects and resumes from its last event id. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One SSE frame of the delta protocol (the JSON has no raw newline). */
export function sseFrame(event: 'unleash-connected' | 'unleash-updated', id: number, json: string): string {
  return `event: ${event}\nid: ${id}\ndata: ${json}\n\n`;
}

/**
 * One open `GET /api/client/streaming`: the SDK's query and the revision it was last brought to.
 * The hub writes frames to it; a slow reader that lets a megabyte pile up is ended (it resumes
 * with Last-Event-ID), so a stream never holds more than that.
 */
export class ClientStream {
  private stopHeartbeat: (() => void) | null = null;
  private onStop: (() => void) | null = null;
  private stopped = false;
  /** Set once its first frame is written: from then on the hub brings it to every new revision. */
  attached = false;

  constructor(
    readonly query: ClientQuery,
    /** The query's hash: streams with equal keys are sent the same frames. */
    readonly key: string,
    /** Every change up to this revision has been sent (or concerned nothing this SDK sees). */
    public cursor: number,
    private readonly res: ServerResponse,
  ) {}

  get closed(): boolean {
    return this.stopped;
  }

  /** Starts the heartbeat; `onStop` runs once when the stream ends, whoever ends it. */
  start(heartbeatMs: number, onWrite: (bytes: number) => void, onStop: () => void): void {
    this.onStop = onStop;
    this.res.on('close', () => this.stop());
    this.res.on('error', () => this.stop());
    this.stopHeartbeat = startHeartbeat(this.res, heartbeatMs, onWrite);
    if (this.res.destroyed) this.stop(); // the client left before the listeners were attached
  }

  /** Writes a frame; false when the stream is closed or was ended for backpressure. */
  write(frame: string): boolean {
    if (this.stopped) return false;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.end();
      return false;
    }
    this.res.write(frame);
    return true;
  }

  /** Ends the response (shutdown, revocation, backpressure). */
  end(): void {
    if (!this.res.writableEnded) this.res.end();
    this.stop();
  }

  private stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.stopHeartbeat?.();
    this.stopHeartbeat = null;
    this.onStop?.();
    this.onStop = null;
  }
}

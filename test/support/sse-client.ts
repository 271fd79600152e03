import { request as httpRequest, type IncomingMessage } from 'node:http';

/** One Server-Sent Event as a client parses it (comments kept apart). */
export interface SseEvent {
  event: string;
  id: string | undefined;
  data: string;
}

export interface SseClient {
  status: number;
  headers: IncomingMessage['headers'];
  events: SseEvent[];
  /** Bytes received so far (frames and comments). */
  bytes(): number;
  comments(): string[];
  /** Resolves when the server ended the response. */
  ended: Promise<void>;
  /** The body when the answer was not a stream (an error). */
  body(): string;
  waitFor(predicate: (events: SseEvent[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * A plain SSE reader over a real socket (`inject()` does not stream): what any SDK's EventSource
 * would see, frame by frame.
 */
export function connectSse(port: number, path: string, headers: Record<string, string>): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream', ...headers } });
    req.on('error', reject);
    req.on('response', (res) => {
      const events: SseEvent[] = [];
      const comments: string[] = [];
      const listeners = new Set<() => void>();
      let pending = '';
      let text = '';
      let received = 0;
      const ended = new Promise<void>((done) => {
        res.on('end', () => done());
        res.on('close', () => done());
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        received += Buffer.byteLength(chunk);
        text += chunk;
        pending += chunk;
        let at: number;
        while ((at = pending.indexOf('\n\n')) >= 0) {
          const block = pending.slice(0, at);
          pending = pending.slice(at + 2);
          const lines = block.split('\n');
          for (const line of lines) if (line.startsWith(':')) comments.push(line.slice(1).trim());
          const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
          const data = field('data');
          if (data !== undefined) events.push({ event: field('event') ?? 'message', id: field('id'), data });
        }
        for (const l of [...listeners]) l();
      });
      res.on('error', () => undefined);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        bytes: () => received,
        comments: () => comments,
        ended,
        body: () => text,
        waitFor: (predicate, timeoutMs = 8000) =>
          new Promise((ok, fail) => {
            if (predicate(events)) return ok();
            const check = () => {
              if (!predicate(events)) return;
              clearTimeout(timer);
              listeners.delete(check);
              ok();
            };
            const timer = setTimeout(() => {
              listeners.delete(check);
              fail(new Error(`SSE condition not met within ${timeoutMs} ms; got ${events.map((e) => `${e.event}#${e.id}`).join(', ')}`));
            }, timeoutMs);
            listeners.add(check);
          }),
        close: () => req.destroy(),
      });
    });
    req.end();
  });
}

/** The delta events of an `unleash-connected`/`unleash-updated` frame. */
export function deltaEventsOf(event: SseEvent): { type: string; [key: string]: unknown }[] {
  return (JSON.parse(event.data) as { events: { type: string }[] }).events;
}

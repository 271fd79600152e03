import { once } from 'node:events';
import type { Pool } from 'pg';
import { exportEvents, type ExportFilter } from '@pennant/event-store';
import { callServer, serverJson, type HttpTarget } from './http-target';
import type { Progress } from './progress';

export type LineWriter = (line: string) => Promise<void> | void;

/** Writes to a stream, waiting for 'drain' when it is full (constant memory for any log size). */
export function streamWriter(out: NodeJS.WritableStream): LineWriter {
  return (line) => (out.write(line) ? undefined : once(out, 'drain').then(() => undefined));
}

const POSITION = /^\{"position":(\d+)/;

/** Counts exported lines and reports progress by position (each line starts with its position). */
function tracked(write: LineWriter, progress: Progress, from: number, head: number | null): { write: LineWriter; count: () => number } {
  let count = 0;
  return {
    write: (line) => {
      count += 1;
      const position = Number(POSITION.exec(line)?.[1] ?? 0);
      if (count % 500 === 0) progress.update(position - from, head === null ? null : Math.max(0, head - from), `${count} events`);
      return write(line);
    },
    count: () => count,
  };
}

function fromPosition(filter: ExportFilter): number {
  return filter.from && /^\d+$/.test(filter.from) ? Number(filter.from) : 0;
}

/** `events export` from the database: NDJSON in position order, progress against the log head. */
export async function exportFromDatabase(pool: Pool, filter: ExportFilter, write: LineWriter, progress: Progress): Promise<number> {
  const head = Number((await pool.query<{ head: string }>('SELECT coalesce(max(position), 0) AS head FROM es_events')).rows[0].head);
  const to = filter.to && /^\d+$/.test(filter.to) ? Math.min(head, Number(filter.to)) : head;
  const sink = tracked(write, progress, fromPosition(filter), to);
  await exportEvents(pool, filter, sink.write);
  progress.update(sink.count(), sink.count(), `${sink.count()} events`);
  progress.finish();
  return sink.count();
}

/** `events export --url`: the server's `GET /api/admin/events/export`, streamed to `write`. */
export async function exportOverHttp(target: HttpTarget, filter: ExportFilter, write: LineWriter, progress: Progress): Promise<number> {
  let head: number | null = null;
  try {
    const status = await serverJson<{ projections: { head?: number }[] }>(target, 'GET', '/api/admin/projections');
    head = Math.max(0, ...status.projections.map((p) => p.head ?? 0));
  } catch {
    head = null; // progress without a total
  }
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const res = await callServer(target, 'GET', `/api/admin/events/export${query.size ? `?${query}` : ''}`);
  if (!res.body) throw new Error('the server answered the export without a body');
  const sink = tracked(
    write,
    progress,
    fromPosition(filter),
    filter.to && /^\d+$/.test(filter.to) && head !== null ? Math.min(head, Number(filter.to)) : head,
  );
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    const lines = (pending + decoder.decode(chunk, { stream: true })).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) await sink.write(`${line}\n`);
  }
  if (pending.trim()) throw new Error('the export ended in the middle of a line (the server cut the stream)');
  progress.update(sink.count(), sink.count(), `${sink.count()} events`);
  progress.finish();
  return sink.count();
}

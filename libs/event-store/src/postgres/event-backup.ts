import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Pool } from 'pg';

/**
 * `pennant events export` / `events import`: the log as NDJSON, one event per line with the
 * columns it is stored with — position, ids, stream, version, type, data, metadata, creation time
 * and chain hash — so that an import into an empty store restores it exactly: same positions
 * (public event ids), same hashes (ADR 0013), after which the projections rebuild the read models.
 */
export interface ExportedEvent {
  position: number;
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  metadata: unknown;
  createdAt: string;
  hash: string;
}

export interface ExportFilter {
  /** Exclusive lower bound: a position, or an ISO time (events created at or after it). */
  from?: string;
  /** Inclusive upper bound: a position, or an ISO time (events created before it). */
  to?: string;
  project?: string;
  type?: string;
}

const POSITION = /^\d{1,18}$/;

function bound(value: string | undefined, name: string): { position: number | null; time: string | null } {
  if (value === undefined) return { position: null, time: null };
  if (POSITION.test(value)) return { position: Number(value), time: null };
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw new Error(`--${name} must be an event position or an ISO date-time, got "${value}"`);
  return { position: null, time: time.toISOString() };
}

const EXPORT_BATCH = `
  SELECT position, event_id, stream_id, stream_version, type, data, metadata,
         to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at, encode(hash, 'hex') AS hash
    FROM es_events
   WHERE position > $1
     AND ($2::bigint IS NULL OR position <= $2)
     AND ($3::timestamptz IS NULL OR created_at >= $3)
     AND ($4::timestamptz IS NULL OR created_at < $4)
     AND ($5::text IS NULL OR data->>'project' = $5 OR data->'data'->>'project' = $5)
     AND ($6::text IS NULL OR type = $6)
   ORDER BY position
   LIMIT $7`;

/** Streams the (filtered) log in position order, `batchSize` rows in memory at a time. Returns the count. */
export async function exportEvents(
  pool: Pool,
  filter: ExportFilter,
  write: (line: string) => Promise<void> | void,
  batchSize = 1000,
): Promise<number> {
  const from = bound(filter.from, 'from');
  const to = bound(filter.to, 'to');
  let after = from.position ?? 0;
  let count = 0;
  for (;;) {
    const { rows } = await pool.query(EXPORT_BATCH, [
      after,
      to.position,
      from.time,
      to.time,
      filter.project ?? null,
      filter.type ?? null,
      batchSize,
    ]);
    for (const r of rows) {
      const event: ExportedEvent = {
        position: Number(r.position),
        eventId: r.event_id,
        streamId: r.stream_id,
        streamVersion: r.stream_version,
        type: r.type,
        data: r.data,
        metadata: r.metadata,
        createdAt: r.created_at,
        hash: r.hash,
      };
      await write(`${JSON.stringify(event)}\n`);
      after = event.position;
      count += 1;
    }
    if (rows.length < batchSize) return count;
  }
}

const INSERT_BATCH = `
  INSERT INTO es_events (position, event_id, stream_id, stream_version, type, data, metadata, created_at)
  OVERRIDING SYSTEM VALUE
  SELECT (e->>'position')::bigint, (e->>'eventId')::uuid, e->>'streamId', (e->>'streamVersion')::integer, e->>'type',
         e->'data', e->'metadata', (e->>'createdAt')::timestamptz
    FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(e, n) ORDER BY n
  RETURNING position, encode(hash, 'hex') AS hash`;

/**
 * Restores an export into an EMPTY store in one transaction under the append lock. Each row's
 * chain hash is recomputed by the database on insert and must equal the exported one, so a
 * filtered, reordered or edited file is refused and nothing is written. Returns the count.
 */
export async function importEvents(pool: Pool, input: Readable, batchSize = 500): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(72616001)');
    const existing = await client.query('SELECT 1 FROM es_events LIMIT 1');
    if (existing.rowCount) throw new Error('The event store is not empty: import restores a log into an empty database only.');
    let batch: ExportedEvent[] = [];
    let count = 0;
    let lineNo = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      const { rows } = await client.query<{ position: string; hash: string }>(INSERT_BATCH, [JSON.stringify(batch)]);
      rows.forEach((row, i) => {
        if (row.hash !== batch[i].hash)
          throw new Error(
            `Event at position ${row.position} does not chain to the one before it (hash differs from the export): the file was filtered, reordered or changed.`,
          );
      });
      count += batch.length;
      batch = [];
    };
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      lineNo += 1;
      if (line.trim() === '') continue;
      let event: ExportedEvent;
      try {
        event = JSON.parse(line) as ExportedEvent;
      } catch {
        throw new Error(`Line ${lineNo} is not JSON.`);
      }
      batch.push(event);
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    // Appends after the restore continue after the restored positions.
    await client.query(
      `SELECT setval(pg_get_serial_sequence('es_events', 'position'), greatest((SELECT max(position) FROM es_events), 1), (SELECT count(*) > 0 FROM es_events))`,
    );
    await client.query('COMMIT');
    return count;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** `--from X --to Y --project P --type T` */
export function parseExportArgs(args: readonly string[]): ExportFilter {
  const filter: ExportFilter = {};
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--from') filter.from = value;
    else if (flag === '--to') filter.to = value;
    else if (flag === '--project') filter.project = value;
    else if (flag === '--type') filter.type = value;
    else throw new Error(`unknown option ${flag} (expected --from, --to, --project, --type)`);
  }
  bound(filter.from, 'from');
  bound(filter.to, 'to');
  return filter;
}

import type { Pool } from 'pg';
import type { Projection, SqlExecutor } from '../projection';
import type { LogReader } from '../tail-cache';

const SCHEMA = /^[a-z][a-z0-9_]{0,40}$/;
const TABLE = /^rm_[a-z_]+$/;
const POSITION = /^\d{1,18}$/;

export interface ReplayResult {
  schema: string;
  /** The last log position the tables reflect. */
  position: number;
  /** Events applied per projection. */
  applied: Record<string, number>;
  tables: string[];
  seconds: number;
}

/** `--until`: an event id (position, inclusive) or an ISO date-time (the last event created at or before it, to the millisecond). */
export async function resolveUntil(pool: Pool, until: string): Promise<number> {
  if (POSITION.test(until)) {
    const { rows } = await pool.query<{ p: string }>('SELECT least($1::bigint, coalesce(max(position), 0)) AS p FROM es_events', [until]);
    return Number(rows[0].p);
  }
  const time = new Date(until);
  if (!/^\d{4}-\d{2}-\d{2}/.test(until) || Number.isNaN(time.getTime()))
    throw new Error(`--until must be an event id or an ISO date-time, got "${until}"`);
  const { rows } = await pool.query<{ p: string }>(
    "SELECT coalesce(max(position), 0) AS p FROM es_events WHERE date_trunc('milliseconds', created_at) <= $1",
    [time],
  );
  return Number(rows[0].p);
}

/**
 * `pennant replay --until <event id|time>`: the read models as they were at a point
 * of the log, in a scratch schema for investigations with plain SQL. Each projection's own `apply`
 * fills copies of its tables in `schema` (first on this connection's search path, as in a
 * rebuild, ADR 0018) with the events up to `until`; the live tables and runners are not touched.
 * The schema is replaced if it exists and kept afterwards, with a `replay_info` row saying what it
 * holds; drop it with `DROP SCHEMA <name> CASCADE`.
 */
export async function replayInto(
  pool: Pool,
  store: LogReader,
  projections: readonly Projection[],
  options: { until: number; schema: string; batchSize?: number },
): Promise<ReplayResult> {
  const { until, schema } = options;
  if (!SCHEMA.test(schema) || schema === 'public' || schema.startsWith('pg_') || schema.startsWith('rebuild_'))
    throw new Error(`--schema must match ${SCHEMA.source} and not be public, pg_* or rebuild_*`);
  const tables = projections.flatMap((p) => p.tables);
  for (const table of tables) if (!TABLE.test(table)) throw new Error(`unexpected table name ${table}`);
  const started = Date.now();
  const client = await pool.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.query(`CREATE SCHEMA ${schema}`);
    for (const table of tables) await client.query(`CREATE TABLE ${schema}.${table} (LIKE public.${table} INCLUDING ALL)`);
    await client.query(`SET search_path TO ${schema}, public`);
    const sql: SqlExecutor = { query: async (text, params) => (await client.query(text, params)).rows };
    const applied: Record<string, number> = {};
    const limit = options.batchSize ?? 2000;
    for (const projection of projections) {
      applied[projection.name] = 0;
      for (let after = 0; after < until;) {
        const batch = await store.readAll({ after, limit, types: projection.handles });
        const events = batch.events.filter((e) => e.position <= until);
        if (events.length > 0) {
          await client.query('BEGIN');
          await projection.apply(events, sql);
          await client.query('COMMIT');
          applied[projection.name] += events.length;
        }
        if (batch.scannedUpTo <= after) break; // the head: nothing more to read
        after = batch.scannedUpTo;
      }
    }
    await client.query(
      `CREATE TABLE ${schema}.replay_info (until_position bigint NOT NULL, until_time timestamptz, projections text[] NOT NULL, replayed_at timestamptz NOT NULL DEFAULT now())`,
    );
    await client.query(
      `INSERT INTO ${schema}.replay_info (until_position, until_time, projections) SELECT $1, (SELECT created_at FROM public.es_events WHERE position = $1), $2`,
      [until, projections.map((p) => p.name)],
    );
    return { schema, position: until, applied, tables, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.query('RESET search_path').catch(() => undefined);
    client.release();
  }
}

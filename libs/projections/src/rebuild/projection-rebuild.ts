import type { Pool, PoolClient } from 'pg';
import type { Projection, SqlExecutor } from '../projection';
import type { LogReader } from '../tail-cache';

export interface RebuildProgress {
  projection: string;
  /** Log position the new tables reflect. */
  position: number;
  head: number;
  applied: number;
  eventsPerSecond: number;
  etaSeconds: number | null;
}

export interface RebuildResult {
  projection: string;
  position: number;
  applied: number;
  seconds: number;
  resumedFrom: number;
}

export class RebuildAlreadyRunningError extends Error {
  constructor(projection: string) {
    super(`A rebuild of ${projection} is already running (another process holds its rebuild lock).`);
  }
}

const NAME = /^[a-z][a-z0-9-]*$/;
const TABLE = /^rm_[a-z_]+$/;
const LOCK_BASE = 'rebuild:';

/** The schema where the new version of `projection`'s tables is filled. */
export function rebuildSchema(projection: string): string {
  if (!NAME.test(projection)) throw new Error(`unexpected projection name ${projection}`);
  return `rebuild_${projection.replace(/-/g, '_')}`;
}

/**
 * Blue/green rebuild of one projection (docs/adr/0018-projection-rebuild.md).
 *
 * Green: the projection's own `apply` fills fresh copies of its tables in a schema of their own
 * (`rebuild_<name>`, first on this connection's search path), batch by batch from position 0,
 * each batch committed with its position in `rebuild_<name>.progress` — so an interrupted rebuild
 * resumes where it stopped. Blue (the live tables and runner) keeps serving meanwhile.
 * Switch, in one transaction: lock the live tables (the live runner's batch in flight finishes
 * first, its next one waits), apply what was appended since, replace the live tables with the
 * new ones (index names kept), set the checkpoint to the switch position. The live runner's next
 * compare-and-set fails on that checkpoint, so it adopts it and goes on from there.
 * A session advisory lock refuses a second rebuild of the same projection.
 */
export async function rebuildProjection(
  pool: Pool,
  store: LogReader & { headPosition(): Promise<number> },
  projection: Projection,
  options: { batchSize?: number; onProgress?: (p: RebuildProgress) => void } = {},
): Promise<RebuildResult> {
  const schema = rebuildSchema(projection.name);
  for (const table of projection.tables) if (!TABLE.test(table)) throw new Error(`unexpected table name ${table}`);
  const client = await pool.connect();
  const started = Date.now();
  try {
    const locked = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [LOCK_BASE + projection.name]);
    if (!locked.rows[0].ok) throw new RebuildAlreadyRunningError(projection.name);
    try {
      const resumedFrom = await prepareGreen(client, schema, projection);
      await client.query(`SET search_path TO ${schema}, public`);
      const sql: SqlExecutor = { query: async (text, params) => (await client.query(text, params)).rows };
      const limit = options.batchSize ?? 1000;
      let position = resumedFrom;
      let applied = 0;
      const step = async (inTransaction: boolean): Promise<boolean> => {
        const batch = await store.readAll({ after: position, limit, types: projection.handles });
        if (batch.scannedUpTo <= position) return false;
        if (!inTransaction) await client.query('BEGIN');
        if (batch.events.length > 0) await projection.apply(batch.events, sql);
        await client.query(`UPDATE ${schema}.progress SET position = $1`, [batch.scannedUpTo]);
        if (!inTransaction) await client.query('COMMIT');
        position = batch.scannedUpTo;
        applied += batch.events.length;
        return batch.events.length === limit || batch.more === true;
      };
      // Green catches up while blue serves.
      for (;;) {
        const more = await step(false);
        const head = await store.headPosition();
        const seconds = (Date.now() - started) / 1000;
        const rate = seconds > 0 ? applied / seconds : 0;
        options.onProgress?.({ projection: projection.name, position, head, applied, eventsPerSecond: Math.round(rate), etaSeconds: rate > 0 ? Math.ceil(Math.max(0, head - position) / rate) : null });
        if (!more) break;
      }
      // The remaining indexes, built once on the full tables (blue still serves meanwhile).
      for (const table of projection.tables) await addIndexes(client, schema, table);
      // Switch.
      await client.query('BEGIN');
      try {
        const liveTables = projection.tables.map((t) => `public.${t}`).join(', ');
        await client.query(`LOCK TABLE ${liveTables} IN ACCESS EXCLUSIVE MODE`);
        await client.query('SELECT position FROM public.projection_checkpoints WHERE name = $1 FOR UPDATE', [projection.name]);
        // What was appended since, up to a short batch: the live runner cannot apply meanwhile.
        while (await step(true));
        for (const table of projection.tables) await swapTable(client, schema, table);
        await client.query(
          `UPDATE public.projection_checkpoints SET position = $2, version = $3, status = 'running', error = NULL, failed_position = NULL, updated_at = now()
            WHERE name = $1`,
          [projection.name, position, projection.version],
        );
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
      return { projection: projection.name, position, applied, seconds: (Date.now() - started) / 1000, resumedFrom };
    } finally {
      await client.query('RESET search_path').catch(() => undefined);
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK_BASE + projection.name]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}

/** Creates (or finds, when resuming) the green tables; returns the position they reflect. */
async function prepareGreen(client: PoolClient, schema: string, projection: Projection): Promise<number> {
  const exists = await client.query<{ t: string | null }>('SELECT to_regclass($1) AS t', [`${schema}.progress`]);
  if (exists.rows[0].t !== null) {
    const found = (await client.query<{ position: string; version: number }>(`SELECT position, version FROM ${schema}.progress`)).rows[0];
    if (found && found.version === projection.version) return Number(found.position);
  }
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.query(`CREATE SCHEMA ${schema}`);
  // Unique indexes (ON CONFLICT needs them) now; the others once the tables are full (addIndexes):
  // one bulk build per index is much cheaper than maintaining it row by row during the replay.
  // (Primary keys stay constraints: queries group by them.)
  for (const table of projection.tables) {
    await client.query(`CREATE TABLE ${schema}.${table} (LIKE public.${table} INCLUDING ALL)`);
    const secondary = await client.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE schemaname = $1 AND tablename = $2 AND indexdef NOT LIKE 'CREATE UNIQUE %'`, [schema, table]);
    for (const { indexname } of secondary.rows) await client.query(`DROP INDEX ${schema}.${ident(indexname)}`);
  }
  await client.query(`CREATE TABLE ${schema}.progress (position bigint NOT NULL, version integer NOT NULL)`);
  await client.query(`INSERT INTO ${schema}.progress VALUES (0, $1)`, [projection.version]);
  return 0;
}

/** An index definition without its name and table, for comparing and re-creating it elsewhere. */
const indexBody = (def: string) => def.replace(/^CREATE (UNIQUE )?INDEX \S+ ON \S+/, 'CREATE $1INDEX ON');

/**
 * Creates on <schema>.<table> each index of public.<table> it lacks (by definition). Idempotent,
 * so a resumed rebuild finishes what is missing.
 */
async function addIndexes(client: PoolClient, schema: string, table: string): Promise<void> {
  const indexes = async (ns: string) => (await client.query<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = $2', [ns, table])).rows.map((r) => indexBody(r.indexdef));
  const present = new Set(await indexes(schema));
  for (const body of await indexes('public')) {
    if (present.has(body)) continue;
    const method = body.replace(/^CREATE (UNIQUE )?INDEX ON /, ''); // `USING btree (columns…)`, from pg_indexes
    const unique = body.startsWith('CREATE UNIQUE');
    await client.query(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX ON ${schema}.${table} ${method}`);
  }
}

/** A quoted identifier (index names come from the catalog). */
function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Replaces public.<table> by <schema>.<table>, giving its indexes the live indexes' names. */
async function swapTable(client: PoolClient, schema: string, table: string): Promise<void> {
  const definition = (def: string) => def.replace(/^CREATE (UNIQUE )?INDEX \S+ ON \S+/, 'CREATE $1INDEX ON');
  const indexes = async (ns: string) => (await client.query<{ indexname: string; indexdef: string }>('SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = $2', [ns, table])).rows;
  const live = await indexes('public');
  await client.query(`DROP TABLE public.${table}`);
  await client.query(`ALTER TABLE ${schema}.${table} SET SCHEMA public`);
  for (const moved of await indexes('public')) {
    const twin = live.find((l) => definition(l.indexdef) === definition(moved.indexdef));
    if (twin && twin.indexname !== moved.indexname) await client.query(`ALTER INDEX public.${ident(moved.indexname)} RENAME TO ${ident(twin.indexname)}`);
  }
}

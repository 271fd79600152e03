import type { Pool, PoolClient } from 'pg';
import { EVENT_TYPES, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '../projection';
import type { LogReader } from '../tail-cache';
import { addIndexes, prepareGreen, swapTable } from './green-tables';

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

/**
 * The rebuild stopped at a batch boundary because its signal was aborted (the process is shutting
 * down): its green tables keep their position, so the next start resumes it from there.
 */
export class RebuildInterruptedError extends Error {
  constructor(readonly projections: readonly string[]) {
    super(`The rebuild of ${projections.join(', ')} stopped before its switch; it resumes from its green tables at the next start.`);
  }
}

const NAME = /^[a-z][a-z0-9-]*$/;
const TABLE = /^rm_[a-z_]+$/;
/** Prefix of the session advisory lock a rebuild holds per projection (`hashtext(REBUILD_LOCK_PREFIX || name)`). */
export const REBUILD_LOCK_PREFIX = 'rebuild:';
const LOCK_BASE = REBUILD_LOCK_PREFIX;

/** The schema where the new version of `projection`'s tables is filled. */
export function rebuildSchema(projection: string): string {
  if (!NAME.test(projection)) throw new Error(`unexpected projection name ${projection}`);
  return `rebuild_${projection.replace(/-/g, '_')}`;
}

/**
 * Blue/green rebuild of one projection (docs/adr/0018-projection-rebuild.md); see rebuildProjections.
 */
export async function rebuildProjection(
  pool: Pool,
  store: LogReader & { headPosition(): Promise<number> },
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  return (await rebuildProjections(pool, store, [projection], options))[0];
}

export interface RebuildOptions {
  batchSize?: number;
  /** Progress of the shared replay; `projection` names the group ("a+b+c") when there are several. */
  onProgress?: (p: RebuildProgress) => void;
  /** Connections applying at once (default 1); the log is still read once per batch. */
  lanes?: number;
  /** Called as each projection has switched. */
  onSwitched?: (r: RebuildResult) => void;
  /** Called once every green is ready, with the position each resumes from (0: from scratch). */
  onPrepared?: (greens: { projection: string; resumedFrom: number }[]) => void;
  /** Aborted: stop at the next batch boundary, before the switch, with RebuildInterruptedError. */
  signal?: AbortSignal;
}

interface Green {
  projection: Projection;
  schema: string;
  handles: ReadonlySet<string>;
  position: number;
  resumedFrom: number;
  applied: number;
}

/**
 * Blue/green rebuild of a set of projections from ONE pass over the log
 * (docs/adr/0018-projection-rebuild.md, "Rebuilding several at once").
 *
 * Green: each projection's own `apply` fills fresh copies of its tables in a schema of its own
 * (`rebuild_<name>`), batch by batch, each batch committed — for every projection of the set in
 * one transaction — with its position in `rebuild_<name>.progress`, so an interrupted rebuild
 * resumes where it stopped. The log is read once per batch (the next batch is read while this
 * one applies) and each projection gets the events it handles and has not applied yet.
 * Blue (the live tables and runners) keeps serving meanwhile.
 * Switch, per projection, in one transaction: lock the live tables (the live runner's batch in
 * flight finishes first, its next one waits), apply what was appended since, replace the live
 * tables with the new ones (index names kept), set the checkpoint to the switch position. The
 * live runner's next compare-and-set fails on that checkpoint, so it adopts it and goes on.
 * A session advisory lock per projection refuses a second rebuild of the same projection.
 */
export async function rebuildProjections(
  pool: Pool,
  store: LogReader & { headPosition(): Promise<number> },
  projections: readonly Projection[],
  options: RebuildOptions = {},
): Promise<RebuildResult[]> {
  if (projections.length === 0) return [];
  for (const projection of projections)
    for (const table of projection.tables) if (!TABLE.test(table)) throw new Error(`unexpected table name ${table}`);
  const started = Date.now();
  const lanes: Lane[] = splitIntoLanes(projections, Math.max(1, Math.min(options.lanes ?? 1, projections.length)));
  try {
    for (const lane of lanes) {
      lane.client = await pool.connect();
      for (const projection of lane.projections) {
        const got = await lane.client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [
          LOCK_BASE + projection.name,
        ]);
        if (!got.rows[0].ok) throw new RebuildAlreadyRunningError(projection.name);
        lane.locked.push(projection.name);
        const schema = rebuildSchema(projection.name);
        const resumedFrom = await prepareGreen(lane.client, schema, projection);
        lane.greens.push({ projection, schema, handles: new Set(projection.handles), position: resumedFrom, resumedFrom, applied: 0 });
      }
    }
    const greens = lanes.flatMap((l) => l.greens);
    options.onPrepared?.(greens.map((g) => ({ projection: g.projection.name, resumedFrom: g.resumedFrom })));
    const limit = options.batchSize ?? 1000;
    const wanted = new Set(projections.flatMap((p) => p.handles));
    const types = wanted.size >= EVENT_TYPES.length ? undefined : ([...wanted] as EventType[]);
    const label = projections.map((p) => p.name).join('+');

    // Green catches up while blue serves: one read per batch for the whole set (the next batch is
    // read while this one applies), applied by every lane at once, each lane on its connection.
    let position = Math.min(...greens.map((g) => g.position));
    let applied = 0;
    const read = (after: number) => {
      const reading = store.readAll({ after, limit, ...(types ? { types } : {}) });
      reading.catch(() => undefined); // awaited below; a failed apply must not leave it unhandled
      return reading;
    };
    const stopIfAborted = () => {
      if (options.signal?.aborted) throw new RebuildInterruptedError(projections.map((p) => p.name));
    };
    let next = read(position);
    for (;;) {
      const batch = await next; // awaited first: no read is left running after a stop
      stopIfAborted();
      if (batch.scannedUpTo <= position) break;
      const more = batch.events.length === limit || batch.more === true;
      if (more) next = read(batch.scannedUpTo);
      await everyLane(lanes, (lane) => applyBatch(lane, batch.events, batch.scannedUpTo));
      applied += batch.events.length;
      position = batch.scannedUpTo;
      const head = await store.headPosition();
      const seconds = (Date.now() - started) / 1000;
      const rate = seconds > 0 ? applied / seconds : 0;
      options.onProgress?.({
        projection: label,
        position,
        head,
        applied,
        eventsPerSecond: Math.round(rate),
        etaSeconds: rate > 0 ? Math.ceil(Math.max(0, head - position) / rate) : null,
      });
      if (!more) break;
    }

    // Then each lane switches its projections (their tables are their own, so lanes do not contend).
    stopIfAborted();
    const results: RebuildResult[] = [];
    await everyLane(lanes, async (lane) => {
      const client = lane.client as PoolClient;
      for (const green of lane.greens) {
        // The remaining indexes, built once on the full tables (blue still serves meanwhile).
        for (const table of green.projection.tables) await addIndexes(client, green.schema, table);
        await switchToGreen(client, store, green, limit);
        const result = {
          projection: green.projection.name,
          position: green.position,
          applied: green.applied,
          seconds: (Date.now() - started) / 1000,
          resumedFrom: green.resumedFrom,
        };
        options.onSwitched?.(result);
        results.push(result);
      }
    });
    return projections.map((p) => results.find((r) => r.projection === p.name) as RebuildResult);
  } finally {
    for (const lane of lanes) {
      if (!lane.client) continue;
      await lane.client.query('RESET search_path').catch(() => undefined);
      for (const name of lane.locked)
        await lane.client.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK_BASE + name]).catch(() => undefined);
      lane.client.release();
    }
  }
}

/**
 * Runs `work` on every lane at once and waits for all of them, failed or not, before rethrowing the
 * first failure: a lane's connection is never released while a sibling lane still uses its own.
 */
async function everyLane(lanes: readonly Lane[], work: (lane: Lane) => Promise<void>): Promise<void> {
  const outcomes = await Promise.allSettled(lanes.map(work));
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) throw failed.reason;
}

interface Lane {
  projections: Projection[];
  client?: PoolClient;
  locked: string[];
  greens: Green[];
}

/**
 * Spreads the projections over `count` lanes, largest first onto the lightest lane; a projection's
 * weight is the number of event types it handles (the event log, which takes every event, gets a
 * lane of its own when there are two).
 */
function splitIntoLanes(projections: readonly Projection[], count: number): Lane[] {
  const lanes: (Lane & { weight: number })[] = Array.from({ length: count }, () => ({
    projections: [],
    locked: [],
    greens: [],
    weight: 0,
  }));
  for (const projection of [...projections].sort((a, b) => b.handles.length - a.handles.length)) {
    const lightest = lanes.reduce((min, lane) => (lane.weight < min.weight ? lane : min));
    lightest.projections.push(projection);
    lightest.weight += projection.handles.length;
  }
  return lanes.filter((l) => l.projections.length > 0);
}

/** One batch into every green of a lane, with their progress, in one transaction. */
async function applyBatch(lane: Lane, events: readonly RecordedEvent[], scannedUpTo: number): Promise<void> {
  const client = lane.client as PoolClient;
  const sql: SqlExecutor = { query: async (text, params) => (await client.query(text, params)).rows };
  const mine = lane.greens.map((green) =>
    scannedUpTo <= green.position ? null : events.filter((e) => e.position > green.position && green.handles.has(e.type)),
  );
  await client.query('BEGIN');
  try {
    for (const [i, green] of lane.greens.entries()) {
      const handled = mine[i];
      if (handled === null) continue;
      if (handled.length > 0) {
        await client.query(`SET LOCAL search_path TO ${green.schema}, public`);
        await green.projection.apply(handled, sql);
      }
      await client.query(`UPDATE ${green.schema}.progress SET position = $1`, [scannedUpTo]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  for (const [i, green] of lane.greens.entries()) {
    const handled = mine[i];
    if (handled === null) continue;
    green.applied += handled.length;
    green.position = scannedUpTo;
  }
}

/** Catches up what was appended since, with the live tables locked, and swaps them for the green ones. */
async function switchToGreen(client: PoolClient, store: LogReader, green: Green, limit: number): Promise<void> {
  const { projection, schema } = green;
  await client.query('BEGIN');
  try {
    const liveTables = projection.tables.map((t) => `public.${t}`).join(', ');
    await client.query(`LOCK TABLE ${liveTables} IN ACCESS EXCLUSIVE MODE`);
    await client.query('SELECT position FROM public.projection_checkpoints WHERE name = $1 FOR UPDATE', [projection.name]);
    // What was appended since: the live runner cannot apply meanwhile.
    await client.query(`SET LOCAL search_path TO ${schema}, public`);
    const sql: SqlExecutor = { query: async (text, params) => (await client.query(text, params)).rows };
    for (;;) {
      const batch = await store.readAll({ after: green.position, limit, types: projection.handles });
      if (batch.scannedUpTo <= green.position) break;
      if (batch.events.length > 0) await projection.apply(batch.events, sql);
      green.position = batch.scannedUpTo;
      green.applied += batch.events.length;
      if (!(batch.events.length === limit || batch.more === true)) break;
    }
    await client.query('RESET search_path');
    for (const table of projection.tables) await swapTable(client, schema, table);
    await client.query(
      `UPDATE public.projection_checkpoints SET position = $2, version = $3, status = 'running', error = NULL, failed_position = NULL, updated_at = now()
        WHERE name = $1`,
      [projection.name, green.position, projection.version],
    );
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

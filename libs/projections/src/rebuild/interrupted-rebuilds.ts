import type { Pool } from 'pg';
import type { Projection } from '../projection';
import { REBUILD_LOCK_PREFIX, rebuildSchema } from './projection-rebuild';

/** A rebuild's green tables found in the database (ADR 0018): interrupted, or running in another process. */
export interface GreenRebuild {
  projection: string;
  /** The log position its green tables reflect (its `progress` row). */
  position: number;
  /** Another process (a CLI rebuild, another node) holds its rebuild lock right now. */
  runningElsewhere: boolean;
}

/**
 * The rebuilds whose green schema (`rebuild_<name>` with its `progress` row) exists: a rebuild
 * killed before its switch leaves exactly that, and resumes from `position` when run again. A
 * rebuild whose lock another session holds is still running there.
 */
export async function findGreenRebuilds(pool: Pool, projections: readonly Projection[]): Promise<GreenRebuild[]> {
  const client = await pool.connect();
  try {
    const found: GreenRebuild[] = [];
    for (const projection of projections) {
      const schema = rebuildSchema(projection.name);
      const table = await client.query<{ t: string | null }>('SELECT to_regclass($1) AS t', [`${schema}.progress`]);
      if (table.rows[0].t === null) continue;
      const progress = await client
        .query<{ position: string }>(`SELECT position FROM ${schema}.progress`)
        .catch(() => ({ rows: [] as { position: string }[] }));
      const lock = REBUILD_LOCK_PREFIX + projection.name;
      const free = (await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [lock])).rows[0].ok;
      if (free) await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lock]);
      found.push({ projection: projection.name, position: Number(progress.rows[0]?.position ?? 0), runningElsewhere: !free });
    }
    return found;
  } finally {
    client.release();
  }
}

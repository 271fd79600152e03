import type { Pool } from 'pg';

export interface ProjectionStatusRow {
  name: string;
  version: number;
  checkpoint: number;
  lagEvents: number;
  status: string;
  error: string | null;
  failedPosition: number | null;
}

/**
 * What `pennant projections status` prints: each projection's checkpoint, lag and state. `head` is
 * the configured event store's (EventStoreDB's with EVENT_STORE=esdb); PostgreSQL's log by default.
 */
export async function readProjectionsStatus(pool: Pool, head?: number): Promise<ProjectionStatusRow[]> {
  head ??= Number((await pool.query<{ head: string }>('SELECT coalesce(max(position), 0) AS head FROM es_events')).rows[0].head);
  const res = await pool.query<{
    name: string;
    version: number;
    position: string;
    status: string;
    error: string | null;
    failed_position: string | null;
  }>('SELECT name, version, position, status, error, failed_position FROM projection_checkpoints ORDER BY name');
  return res.rows.map((r) => ({
    name: r.name,
    version: r.version,
    checkpoint: Number(r.position),
    lagEvents: head - Number(r.position),
    status: r.status,
    error: r.error,
    failedPosition: r.failed_position === null ? null : Number(r.failed_position),
  }));
}

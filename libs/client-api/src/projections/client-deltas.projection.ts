import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@pennant/events';
import type { AfterCommit, Projection, SqlExecutor } from '@pennant/projections';
import { CLIENT_CHANGE_EVENTS, clientChangesOf, type ClientChangeEvent } from './client-changes';

/** Changes kept for SDKs resuming from an older revision; older ones are pruned (those SDKs are hydrated again). */
export const KEPT_CHANGES = 10_000;
/** Rows inserted between two prunes (a prune reads the KEPT_CHANGES-th newest row by index). */
const PRUNE_EVERY = 1_000;

const INSERT = `INSERT INTO rm_client_changes (position, kind, name, environment, projects, created_at)
  SELECT r.position, r.kind, r.name, r.environment, r.projects, r.created_at
    FROM jsonb_to_recordset($1::jsonb) AS r(position bigint, kind text, name text, environment text, projects text[], created_at timestamptz)`;

const PRUNE = `WITH cut AS (SELECT position FROM rm_client_changes ORDER BY position DESC OFFSET $1 LIMIT 1),
  gone AS (DELETE FROM rm_client_changes WHERE position <= (SELECT position FROM cut) RETURNING position)
  INSERT INTO rm_client_change_floor (id, position) SELECT 1, max(position) FROM gone HAVING count(*) > 0
  ON CONFLICT (id) DO UPDATE SET position = greatest(rm_client_change_floor.position, excluded.position)`;

/**
 * The journal of what SDKs must be sent again (ADR 0037): per handled event, the flags (in one
 * environment or all) and segments it changes, at the event's log position. Delta polling and
 * streams read it past the revision an SDK holds and send those flags' current representation,
 * read with the same SQL and mapping as `GET /api/client/features`: a change is sent once, to
 * every SDK whose scope covers it, and never computed by diffing snapshots per client.
 */
@Injectable()
export class ClientDeltasProjection implements Projection {
  readonly name = 'client-deltas';
  readonly version = 1;
  readonly handles = CLIENT_CHANGE_EVENTS;
  readonly tables = ['rm_client_changes', 'rm_client_change_floor'];
  private readonly listeners = new Set<(position: number) => void>();
  private sincePrune = PRUNE_EVERY;

  /** Called with the position a committed batch reached (in the process that leads this projection). */
  onCommitted(listener: (position: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<AfterCommit> {
    const rows = (events as readonly ClientChangeEvent[]).flatMap((event) =>
      clientChangesOf(event).map((change) => ({ position: event.position, ...change, created_at: event.createdAt.toISOString() })),
    );
    if (rows.length > 0) await sql.query(INSERT, [JSON.stringify(rows)]);
    this.sincePrune += rows.length;
    if (this.sincePrune >= PRUNE_EVERY) {
      await sql.query(PRUNE, [KEPT_CHANGES]);
      this.sincePrune = 0;
    }
    return (position) => {
      for (const listener of this.listeners) listener(position);
    };
  }
}

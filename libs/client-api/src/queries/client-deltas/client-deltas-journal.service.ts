import { DataSource } from 'typeorm';

/** One row of the client-deltas projection's journal (rm_client_changes). */
export interface JournalRow {
  position: number;
  kind: 'feature' | 'segment';
  name: string;
  environment: string | null;
  projects: string[];
  createdAt: Date;
}

/** Where SDKs can be brought: every change up to `head` is served; revisions below `floor` were pruned (hydrate). */
export interface DeltaRevision {
  head: number;
  floor: number;
}

/** One read of the journal past a revision, with the checkpoints that decide how far it may be served. */
export interface JournalPoll {
  /** The rows are those after this revision. */
  start: number;
  /** How far the journal is complete (the client-deltas checkpoint, or this process's own position when it leads). */
  journal: number;
  /** The feature-view and segments checkpoints: a change is served once its tables show it. */
  features: number;
  segments: number;
  floor: number;
  rows: JournalRow[];
  /** The read stopped at its row limit: rows past the last one may exist. */
  truncated: boolean;
}

interface PollRow {
  start: string;
  journal: string;
  features: string;
  segments: string;
  floor: string;
  position: string | null;
  kind: 'feature' | 'segment';
  name: string;
  environment: string | null;
  projects: string[];
  created_at: Date;
}

/**
 * Checkpoints, floor and the journal rows after $1, in one statement (one snapshot). Without $1
 * (a first read) the rows start where every change is already in the tables.
 */
const POLL_SQL = `
  WITH cp AS (
    SELECT greatest(coalesce(max(position) FILTER (WHERE name = 'client-deltas'), 0), $2::bigint) AS journal,
           coalesce(max(position) FILTER (WHERE name = 'feature-view'), 0) AS features,
           coalesce(max(position) FILTER (WHERE name = 'segments'), 0) AS segments
      FROM projection_checkpoints WHERE name IN ('client-deltas', 'feature-view', 'segments'))
  SELECT coalesce($1::bigint, least(cp.journal, cp.features, cp.segments)) AS start, cp.journal, cp.features, cp.segments, coalesce((SELECT position FROM rm_client_change_floor WHERE id = 1), 0) AS floor,
         c.position, c.kind, c.name, c.environment, c.projects, c.created_at
    FROM cp LEFT JOIN LATERAL (
      SELECT position, kind, name, environment, projects, created_at FROM rm_client_changes
       WHERE position > coalesce($1::bigint, least(cp.journal, cp.features, cp.segments)) AND position <= cp.journal ORDER BY position LIMIT $3) c ON true
   ORDER BY c.position`;

const RANGE_SQL = `
  SELECT coalesce((SELECT position FROM rm_client_change_floor WHERE id = 1), 0) AS floor, c.position, c.kind, c.name, c.environment, c.projects, c.created_at
    FROM (SELECT 1) one LEFT JOIN LATERAL (
      SELECT position, kind, name, environment, projects, created_at FROM rm_client_changes
       WHERE position > $1 AND position <= $2 ORDER BY position) c ON true
   ORDER BY c.position`;

function toRow(r: Omit<PollRow, 'start' | 'journal' | 'features' | 'segments' | 'floor'>): JournalRow {
  return {
    position: Number(r.position),
    kind: r.kind,
    name: r.name,
    environment: r.environment,
    projects: r.projects,
    createdAt: r.created_at,
  };
}

/**
 * The highest revision whose changes can be served: the journal is complete up to it and every
 * change up to it is already in the feature-view or segments tables (their checkpoint passed it).
 * A truncated read ends before its last position (that position may have more rows).
 */
export function servableHead(poll: JournalPoll): number {
  let head = Math.max(poll.journal, poll.start);
  if (poll.truncated && poll.rows.length > 0) head = Math.min(head, poll.rows[poll.rows.length - 1].position - 1);
  for (const row of poll.rows) {
    if (row.position > head) break;
    const shown = row.kind === 'feature' ? poll.features : poll.segments;
    if (row.position > shown) return Math.min(head, row.position - 1);
  }
  return head;
}

/** Reads of the client-deltas journal. */
export class DeltaJournal {
  constructor(private readonly dataSource: DataSource) {}

  /** The journal past `after` (at most `limit` rows), with the checkpoints and the floor. */
  async poll(after: number | null, localJournal: number, limit: number): Promise<JournalPoll> {
    const rows = (await this.dataSource.query(POLL_SQL, [after, localJournal, limit])) as PollRow[];
    const first = rows[0];
    const changes = rows.filter((r) => r.position !== null).map(toRow);
    return {
      start: Number(first.start),
      journal: Number(first.journal),
      features: Number(first.features),
      segments: Number(first.segments),
      floor: Number(first.floor),
      rows: changes,
      truncated: changes.length === limit,
    };
  }

  /** The changes in (from, to], or null when some of them were pruned (`from` below the floor). */
  async range(from: number, to: number): Promise<JournalRow[] | null> {
    const rows = (await this.dataSource.query(RANGE_SQL, [from, to])) as PollRow[];
    if (from < Number(rows[0].floor)) return null;
    return rows.filter((r) => r.position !== null).map(toRow);
  }

  /** The client-deltas checkpoint as stored (for processes that do not lead the projection). */
  async storedJournal(): Promise<number> {
    const rows = (await this.dataSource.query(`SELECT position FROM projection_checkpoints WHERE name = 'client-deltas'`)) as {
      position: string;
    }[];
    return Number(rows[0]?.position ?? 0);
  }
}

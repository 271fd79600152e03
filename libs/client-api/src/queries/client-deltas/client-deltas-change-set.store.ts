import { DataSource } from 'typeorm';
import type { ClientFeatureRow, ClientSegment } from '../client-features/client-features-snapshot.sql';
import { SEGMENTS_SQL, SNAPSHOT_SQL } from '../client-features/client-features-snapshot.sql';
import type { JournalRow } from './client-deltas-journal.service';

/** What changed for SDKs of one environment between two revisions, as the read models show it now. */
export interface ChangeSet {
  environment: string;
  from: number;
  to: number;
  /** Changed flags that exist (not archived), as `GET /api/client/features` reads them. */
  features: ClientFeatureRow[];
  /** Every changed flag: its projects over the changes (old and new on a move) and its last change. */
  changed: Map<string, { projects: string[]; position: number }>;
  /** Changed segments: their project(s) (none: global) and last change; `exists` false once deleted. */
  segmentChanges: Map<number, { projects: string[]; position: number; exists: boolean }>;
  /** Flags of this environment whose enabled strategies use a changed segment (to tell who may see it). */
  segmentUsers: ClientFeatureRow[];
  /** Segment definitions: those the changed flags and the changed segments need. */
  segments: Map<number, ClientSegment>;
  /** When the oldest change of the set was appended (propagation lag). */
  oldestChangeAt: Date | null;
}

/** The flags named, read by the features endpoint's own statement (the name filter is pushed into it). */
const FEATURES_NAMED_SQL = `SELECT * FROM (${SNAPSHOT_SQL}) s WHERE s.name = ANY($2::text[])`;
const SEGMENTS_WITH_IDS_SQL = `SELECT * FROM (${SEGMENTS_SQL}) s WHERE s.id = ANY($1::int[])`;
const SEGMENT_USERS_SQL = `SELECT DISTINCT feature_name AS name FROM rm_feature_strategies WHERE environment = $1 AND segments && $2::int[] AND NOT disabled`;

/** The journal rows that concern SDKs of `environment`: flags changed there or everywhere, and segments. */
export function rowsFor(rows: readonly JournalRow[], environment: string): JournalRow[] {
  return rows.filter((r) => r.kind === 'segment' || r.environment === null || r.environment === environment);
}

function merged(into: Map<string | number, { projects: string[]; position: number }>, key: string | number, row: JournalRow): void {
  const known = into.get(key);
  into.set(key, {
    projects: [...new Set([...(known?.projects ?? []), ...row.projects])],
    position: Math.max(known?.position ?? 0, row.position),
  });
}

/** Reads what the journal rows (from, to] of an environment name, as the read models show it now. */
export async function loadChangeSet(
  dataSource: DataSource,
  environment: string,
  from: number,
  to: number,
  journal: readonly JournalRow[],
): Promise<ChangeSet> {
  const rows = rowsFor(journal, environment);
  const changed = new Map<string, { projects: string[]; position: number }>();
  const segmentPositions = new Map<number, { projects: string[]; position: number }>();
  for (const row of rows) {
    if (row.kind === 'feature') merged(changed, row.name, row);
    else merged(segmentPositions as Map<string | number, { projects: string[]; position: number }>, Number(row.name), row);
  }
  const features =
    changed.size === 0 ? [] : ((await dataSource.query(FEATURES_NAMED_SQL, [environment, [...changed.keys()]])) as ClientFeatureRow[]);
  const changedSegmentIds = [...segmentPositions.keys()];
  let segmentUsers: ClientFeatureRow[] = [];
  if (changedSegmentIds.length > 0) {
    const users = ((await dataSource.query(SEGMENT_USERS_SQL, [environment, changedSegmentIds])) as { name: string }[]).map((u) => u.name);
    if (users.length > 0) segmentUsers = (await dataSource.query(FEATURES_NAMED_SQL, [environment, users])) as ClientFeatureRow[];
  }
  const needed = new Set<number>(changedSegmentIds);
  for (const row of features) for (const s of row.strategies) for (const id of s.segments) needed.add(id);
  const segments = needed.size === 0 ? [] : ((await dataSource.query(SEGMENTS_WITH_IDS_SQL, [[...needed]])) as ClientSegment[]);
  const byId = new Map(segments.map((s) => [s.id, s]));
  const segmentChanges = new Map([...segmentPositions].map(([id, change]) => [id, { ...change, exists: byId.has(id) }]));
  const oldest = rows.reduce<Date | null>((min, r) => (min === null || r.createdAt < min ? r.createdAt : min), null);
  return { environment, from, to, features, changed, segmentChanges, segmentUsers, segments: byId, oldestChangeAt: oldest };
}

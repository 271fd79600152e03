import { avatarUrl } from '@pennant/platform';
import type { SqlExecutor } from '@pennant/projections';
import { parseChange } from '../payloads/change-payloads';

interface CrRow {
  id: string;
  project: string;
  environment: string;
  title: string | null;
  state: string;
  min_approvals: number;
  created_by_id: number | null;
  created_by_name: string;
  created_at: Date;
  scheduled_at: Date | null;
  schedule_status: string | null;
  schedule_reason: string | null;
}
interface ChangeRow {
  change_request_id: string;
  change_id: number;
  feature: string | null;
  segment_id: number | null;
  action: string;
  payload: unknown;
  created_by_name: string;
  created_at: Date;
}
interface ReviewRow {
  change_request_id: string;
  kind: string;
  reviewer_id: number | null;
  reviewer_name: string;
  comment: string | null;
  created_at: Date;
}

/** The spec's change request item (changeRequestsSchema). */
export interface ChangeRequestView {
  id: number;
  title?: string;
  environment: string;
  minApprovals: number;
  project: string;
  features: { name: string; conflict?: string; changes: ChangeView[] }[];
  segments: (ChangeView & { name: string })[];
  approvals: { createdBy: { id: number; username: string; imageUrl: string }; createdAt: string }[];
  rejections: { createdBy: { id: number; username: string; imageUrl: string }; createdAt: string }[];
  comments: { id: number; text: string; createdBy: { username: string; imageUrl: string }; createdAt: string }[];
  /** `id` beyond the spec (as Unleash's): the author's user id, for the four-eyes rule on screens. */
  createdBy: { id?: number; username: string; imageUrl: string };
  createdAt: string;
  state: string;
  schedule?: { scheduledAt: string; status: string; reason?: string };
}
interface ChangeView {
  id: number;
  conflict?: string;
  action: string;
  payload: unknown;
  createdBy: { username: string; imageUrl: string };
  createdAt: string;
}

/** Loads change requests by a WHERE clause on `rm_change_requests cr` and assembles the views. */
export async function loadChangeRequests(sql: SqlExecutor, where: string, params: unknown[]): Promise<ChangeRequestView[]> {
  const crs = await sql.query<CrRow>(`SELECT * FROM rm_change_requests cr WHERE ${where} ORDER BY cr.id DESC`, params);
  if (crs.length === 0) return [];
  const ids = crs.map((c) => c.id);
  const [changes, reviews] = await Promise.all([
    sql.query<ChangeRow>('SELECT * FROM rm_change_request_changes WHERE change_request_id = ANY($1) ORDER BY change_id', [ids]),
    sql.query<ReviewRow>('SELECT * FROM rm_change_request_reviews WHERE change_request_id = ANY($1) ORDER BY created_at', [ids]),
  ]);
  const segmentIds = [...new Set(changes.map((c) => c.segment_id).filter((id): id is number => id !== null))];
  // The spec's segment `name` is the segment's current name (a deleted one keeps its id).
  const segmentNames = new Map(
    segmentIds.length === 0
      ? []
      : (await sql.query<{ id: number; name: string }>('SELECT id, name FROM rm_segments WHERE id = ANY($1::int[])', [segmentIds])).map(
          (r) => [Number(r.id), r.name],
        ),
  );
  const conflicts = await findConflicts(sql, crs, changes);
  return crs.map((cr) => {
    const own = changes.filter((c) => c.change_request_id === cr.id);
    const features = new Map<string, ChangeView[]>();
    const segments: (ChangeView & { name: string })[] = [];
    for (const c of own) {
      const view: ChangeView = {
        id: c.change_id,
        ...(conflicts.changes.get(`${c.change_request_id}:${c.change_id}`)
          ? { conflict: conflicts.changes.get(`${c.change_request_id}:${c.change_id}`) }
          : {}),
        action: c.action,
        payload: c.payload,
        createdBy: { username: c.created_by_name, imageUrl: avatarUrl(c.created_by_name) },
        createdAt: c.created_at.toISOString(),
      };
      if (c.feature) features.set(c.feature, [...(features.get(c.feature) ?? []), view]);
      else segments.push({ ...view, name: segmentNames.get(Number(c.segment_id)) ?? String(c.segment_id) });
    }
    const mine = reviews.filter((r) => r.change_request_id === cr.id);
    const person = (r: ReviewRow) => ({
      createdBy: { id: r.reviewer_id ?? -1, username: r.reviewer_name, imageUrl: avatarUrl(r.reviewer_name) },
      createdAt: r.created_at.toISOString(),
    });
    const view: ChangeRequestView = {
      id: Number(cr.id),
      ...(cr.title ? { title: cr.title } : {}),
      environment: cr.environment,
      minApprovals: cr.min_approvals,
      project: cr.project,
      features: [...features.entries()].map(([name, list]) => {
        const conflict = OPEN.includes(cr.state) ? conflicts.features.get(name) : undefined;
        return { name, ...(conflict ? { conflict } : {}), changes: list };
      }),
      segments,
      approvals: mine.filter((r) => r.kind === 'approval').map(person),
      rejections: mine.filter((r) => r.kind === 'rejection').map(person),
      comments: mine
        .filter((r) => r.comment)
        .map((r, i) => ({
          id: i + 1,
          text: r.comment as string,
          createdBy: { username: r.reviewer_name, imageUrl: avatarUrl(r.reviewer_name) },
          createdAt: r.created_at.toISOString(),
        })),
      createdBy: {
        ...(cr.created_by_id !== null ? { id: cr.created_by_id } : {}),
        username: cr.created_by_name,
        imageUrl: avatarUrl(cr.created_by_name),
      },
      createdAt: cr.created_at.toISOString(),
      state: cr.state,
    };
    if (cr.state === 'Scheduled' && cr.scheduled_at) {
      view.schedule = {
        scheduledAt: cr.scheduled_at.toISOString(),
        status: cr.schedule_status ?? 'pending',
        ...(cr.schedule_reason ? { reason: cr.schedule_reason } : {}),
      };
    }
    return view;
  });
}

const OPEN = ['Draft', 'In review', 'Approved', 'Scheduled'];

/**
 * Conflict detection for open requests: a change that no longer parses with its action's schema
 * (stored before payloads were checked), or whose target moved on since it was added — the flag
 * archived or deleted, or the strategy it edits or deletes gone. Applying such a request fails
 * (409) until the change is discarded or re-made.
 */
async function findConflicts(
  sql: SqlExecutor,
  crs: CrRow[],
  changes: ChangeRow[],
): Promise<{ features: Map<string, string>; changes: Map<string, string> }> {
  const open = new Map(crs.filter((c) => OPEN.includes(c.state)).map((c) => [c.id, c]));
  const out = { features: new Map<string, string>(), changes: new Map<string, string>() };
  const malformed = new Set<ChangeRow>();
  for (const c of changes) {
    if (!open.has(c.change_request_id)) continue;
    const parsed = parseChange({ id: c.change_id, feature: c.feature, segmentId: c.segment_id, action: c.action, payload: c.payload });
    if ('problem' in parsed) {
      malformed.add(c);
      out.changes.set(
        `${c.change_request_id}:${c.change_id}`,
        `This change cannot be applied: ${parsed.problem}. Discard it and add it again.`,
      );
    }
  }
  const relevant = changes.filter((c) => open.has(c.change_request_id) && c.feature !== null && !malformed.has(c));
  if (relevant.length === 0) return out;
  const names = [...new Set(relevant.map((c) => c.feature as string))];
  const strategyIds = relevant.map((c) => (c.payload as { id?: unknown }).id).filter((id): id is string => typeof id === 'string');
  const [features, strategies] = await Promise.all([
    sql.query<{ name: string; archived_at: Date | null }>('SELECT name, archived_at FROM rm_features WHERE name = ANY($1)', [names]),
    sql.query<{ id: string; feature_name: string; environment: string }>(
      'SELECT id, feature_name, environment FROM rm_feature_strategies WHERE id = ANY($1)',
      [strategyIds],
    ),
  ]);
  for (const name of names) {
    const row = features.find((f) => f.name === name);
    if (!row) out.features.set(name, 'The feature has been deleted.');
    else if (row.archived_at) out.features.set(name, 'The feature has been archived.');
  }
  for (const c of relevant) {
    if (c.action !== 'updateStrategy' && c.action !== 'deleteStrategy') continue;
    const id = (c.payload as { id?: unknown }).id;
    const env = open.get(c.change_request_id)?.environment;
    if (!strategies.some((s) => s.id === id && s.feature_name === c.feature && s.environment === env)) {
      out.changes.set(`${c.change_request_id}:${c.change_id}`, 'The strategy this change edits has been deleted.');
    }
  }
  return out;
}

import { eventLabel, eventSummary, type PublicEvent } from '@pennant/events';

export interface EventLogRow {
  id: string;
  type: string;
  created_at: Date;
  created_by: string;
  created_by_user_id: number | null;
  environment: string | null;
  project: string | null;
  feature_name: string | null;
  data: PublicEvent['data'];
  pre_data: PublicEvent['preData'];
  tags: PublicEvent['tags'];
  group_id: string | null;
  group_type: string | null;
}

/** A row read for serving: its kept JSON text, or (rows from before migration 0531) its columns. */
export type EventBodyRow = { id: string; body: string | null } & EventLogRow;

export const EVENT_COLUMNS =
  'id, type, created_at, created_by, created_by_user_id, environment, project, feature_name, data, pre_data, tags, group_id, group_type';

/** The row's kept body (migration 0531, ADR 0061) and, only where it has none, the columns to render it from. */
export const EVENT_BODY_COLUMNS = `id, body,
  CASE WHEN body IS NULL THEN type END AS type, CASE WHEN body IS NULL THEN created_at END AS created_at,
  CASE WHEN body IS NULL THEN created_by END AS created_by, CASE WHEN body IS NULL THEN created_by_user_id END AS created_by_user_id,
  CASE WHEN body IS NULL THEN environment END AS environment, CASE WHEN body IS NULL THEN project END AS project,
  CASE WHEN body IS NULL THEN feature_name END AS feature_name, CASE WHEN body IS NULL THEN data END AS data,
  CASE WHEN body IS NULL THEN pre_data END AS pre_data, CASE WHEN body IS NULL THEN tags END AS tags,
  CASE WHEN body IS NULL THEN group_id END AS group_id, CASE WHEN body IS NULL THEN group_type END AS group_type`;

/** The event's JSON text as served: kept by the projection, else rendered (the same text either way). */
export function eventJson(row: EventBodyRow): string {
  return row.body ?? JSON.stringify(toEvent(row));
}

/** Whitelisting map from the read model to the spec's Event (label and summary computed here, not stored). */
export function toEvent(row: EventLogRow): PublicEvent {
  const columns = {
    id: Number(row.id),
    createdAt: row.created_at.toISOString(),
    type: row.type,
    createdBy: row.created_by,
    createdByUserId: row.created_by_user_id,
    environment: row.environment,
    project: row.project,
    featureName: row.feature_name,
    data: row.data,
    preData: row.pre_data,
    tags: row.tags ?? [],
  };
  // A row written before groups were stored and not found in es_events (migration 0381) is its own group.
  return {
    ...columns,
    label: eventLabel(row.type),
    summary: eventSummary(columns),
    groupId: row.group_id ?? `event-${row.id}`,
    groupType: row.group_type ?? 'transaction',
  };
}

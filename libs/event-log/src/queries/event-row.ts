import type { PublicEvent } from '@pennant/events';

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
}

export const EVENT_COLUMNS = 'id, type, created_at, created_by, created_by_user_id, environment, project, feature_name, data, pre_data, tags';

/** Whitelisting map from the read model to the spec's Event (label/summary are not stored). */
export function toEvent(row: EventLogRow): PublicEvent {
  return {
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
    label: null,
    summary: null,
  };
}

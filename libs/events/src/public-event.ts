import type { RecordedEvent } from './domain-event';
import { eventLabel, eventSummary } from './event-summary';
import type { JsonObject, TagRef } from './payloads';

/** The spec's Event object. */
export interface PublicEvent {
  id: number;
  createdAt: string;
  type: string;
  createdBy: string;
  createdByUserId: number | null;
  environment: string | null;
  project: string | null;
  featureName: string | null;
  data: JsonObject | null;
  preData: JsonObject | null;
  tags: TagRef[];
  label: string | null;
  summary: string | null;
  /** The events one append recorded share it (Unleash's transaction group): the append's correlation id. */
  groupId: string;
  /** `change-request` for the appends that apply a change request, else `transaction` (Unleash's names). */
  groupType: string;
}

type Subject = {
  project?: string | null;
  featureName?: string | null;
  environment?: string | null;
  tags?: TagRef[];
  data?: unknown;
  preData?: unknown;
};

/** Never shown: token secrets' hashes, addons' sensitive parameters. */
const hidden = new Set(['secretHash', 'sensitiveParameters']);

function publicData(value: unknown): JsonObject | null {
  if (value === undefined || value === null || typeof value !== 'object') return null;
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (!hidden.has(key)) out[key] = v as JsonObject[string];
  }
  return out;
}

/** Maps a stored event to the public Event shape; secrets' hashes never leave the service. */
export function toPublicEvent(event: RecordedEvent): PublicEvent {
  const body = event.data as Subject;
  const columns = {
    id: event.position,
    createdAt: event.createdAt.toISOString(),
    type: event.type,
    createdBy: event.metadata.actor.name,
    createdByUserId: event.metadata.actor.id,
    environment: body.environment ?? null,
    project: body.project ?? null,
    featureName: body.featureName ?? null,
    data: publicData(body.data),
    preData: publicData(body.preData),
    tags: body.tags ?? [],
  };
  return {
    ...columns,
    label: eventLabel(columns.type),
    summary: eventSummary(columns),
    groupId: event.metadata.correlationId,
    groupType: event.metadata.groupType ?? 'transaction',
  };
}

import type { PublicEvent } from '@pennant/events';

/**
 * A public event's JSON text as the event log serves it, kept in `rm_event_log.body` (migration
 * 0531, ADR 0061) so that a read sends stored text instead of parsing and re-serialising every
 * column. It must be byte for byte what reading the row back and serialising `toEvent(row)`
 * gives (the answer of the rows written before the column, which are still rendered so): objects
 * laid out as `JSON.parse` lays out jsonb text — keys shortest first, then by their bytes (jsonb's
 * order), integer-like keys first (JavaScript's) — and the tags, which the projection's SQL
 * resolves for events that carry none, spliced in between `head` and `tail`.
 */
export interface EventBodyParts {
  /** `{"id":…,…,"preData":…,"tags":` */
  head: string;
  /** The event's own tags as text, or null when the SQL takes the flag's tags at that moment. */
  tags: string | null;
  /** `,"label":…,"summary":…,"groupId":…,"groupType":…}` */
  tail: string;
}

function jsonbKeyOrder(a: string, b: string): number {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length - y.length || Buffer.compare(x, y);
}

/** `value` as it comes back from a jsonb column: the same data, keys in the order JSON.parse gives them. */
export function asFromJsonb(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asFromJsonb);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(jsonbKeyOrder)) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = asFromJsonb(v);
  }
  return out;
}

export function eventBodyParts(event: PublicEvent, ownTags: PublicEvent['tags'] | null): EventBodyParts {
  const head = JSON.stringify({
    id: event.id,
    createdAt: event.createdAt,
    type: event.type,
    createdBy: event.createdBy,
    createdByUserId: event.createdByUserId,
    environment: event.environment,
    project: event.project,
    featureName: event.featureName,
    data: asFromJsonb(event.data),
    preData: asFromJsonb(event.preData),
  });
  const tail = JSON.stringify({ label: event.label, summary: event.summary, groupId: event.groupId, groupType: event.groupType });
  return {
    head: `${head.slice(0, -1)},"tags":`,
    tags: ownTags === null ? null : JSON.stringify(asFromJsonb(ownTags)),
    tail: `,${tail.slice(1)}`,
  };
}

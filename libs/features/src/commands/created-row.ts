import type { FeatureRow } from '@pennant/events';
import type { FeatureEvent } from '../domain/feature.decider';

/**
 * The flag row a create or clone recorded in its `feature-created` event (Unleash's ten fields):
 * the answer when the read-back finds nothing — a concurrent request deleted or moved the flag,
 * or the read model is still pending (ADR 0033) — so an acknowledged create never answers an
 * empty 201.
 */
export function createdRow(events: readonly FeatureEvent[]): FeatureRow | null {
  const event = events.find((e) => e.type === 'feature-created');
  if (event?.type !== 'feature-created') return null;
  const r = event.data.data;
  return {
    name: r.name,
    description: r.description,
    type: r.type,
    project: r.project,
    stale: r.stale,
    createdAt: r.createdAt,
    lastSeenAt: r.lastSeenAt,
    impressionData: r.impressionData,
    archivedAt: r.archivedAt,
    archived: r.archived,
  };
}

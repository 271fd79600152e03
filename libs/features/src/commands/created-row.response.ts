import type { FeatureEvent } from '../domain/feature.decider';
import { toFeatureRow } from '../queries/get-feature/get-feature-row.logic';

export type CreatedRow = ReturnType<typeof toFeatureRow>;

/**
 * The flag row a create or clone recorded in its `feature-created` event (Unleash's ten fields):
 * the answer when the read-back finds nothing — a concurrent request deleted or moved the flag,
 * or the read model is still pending (ADR 0033) — so an acknowledged create never answers an
 * empty 201.
 */
export function createdRow(events: readonly FeatureEvent[]): CreatedRow | null {
  const event = events.find((e) => e.type === 'feature-created');
  return event?.type === 'feature-created' ? toFeatureRow(event.data.data) : null;
}

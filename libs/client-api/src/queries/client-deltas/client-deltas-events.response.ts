import { array, constant, integer, named, object, string, union, type Infer } from '@pennant/platform';
import type { ClientSnapshot } from '../client-features/client-features-snapshot.sql';
import { clientFeatureAnswer, clientFeatures, clientSegmentAnswer, type ClientQuery } from '../client-features/client-features.response';
import type { ChangeSet } from './client-deltas-change-set.store';

const eventId = integer({ min: 0 });

/** The events of Unleash's delta protocol (`/api/client/delta`, `unleash-connected`/`unleash-updated` frames). */
const deltaEventAnswer = union([
  object(
    {
      type: constant('hydration'),
      eventId,
      features: array(clientFeatureAnswer, { maxItems: 1000000 }),
      segments: array(clientSegmentAnswer, { maxItems: 100000 }),
    },
    { strict: true },
  ),
  object({ type: constant('feature-updated'), eventId, feature: clientFeatureAnswer }, { strict: true }),
  object({ type: constant('feature-removed'), eventId, featureName: string(), project: string() }, { strict: true }),
  object({ type: constant('segment-updated'), eventId, segment: clientSegmentAnswer }, { strict: true }),
  object({ type: constant('segment-removed'), eventId, segmentId: integer({ min: 1 }) }, { strict: true }),
]);
export type DeltaEvent = Infer<typeof deltaEventAnswer>;

/** The answer of `GET /api/client/delta` (ADR 0050): the events since the revision the SDK holds. */
export const clientDeltaAnswer = named(
  'clientFeaturesDeltaSchema',
  object({ events: array(deltaEventAnswer, { maxItems: 1000000 }) }, { strict: true }),
);

/** Delta answers always name segments by id (every SDK speaking the delta protocol knows the top-level list). */
export function deltaQuery(query: ClientQuery): ClientQuery {
  return { ...query, segmentIds: true };
}

/** The hydration event: the features endpoint's answer for the same query, at `revision`. */
export function hydrationEvent(snapshot: ClientSnapshot, query: ClientQuery, revision: number): DeltaEvent {
  const answer = clientFeatures(snapshot, deltaQuery(query), revision, '');
  return { type: 'hydration', eventId: revision, features: answer.features, segments: answer.segments ?? [] };
}

/** A project list: `['*']` is every project. */
function covers(projects: readonly string[], candidates: readonly string[]): string | null {
  if (projects.includes('*')) return candidates[0] ?? null;
  return candidates.find((p) => projects.includes(p)) ?? null;
}

/**
 * What one SDK is sent for a change set (pure): each changed flag it may see, in its current
 * representation (the features endpoint's own mapping, scope and filters); a removal for each
 * changed flag it no longer sees but whose project its token covered at one of the changes (gone,
 * archived, moved out, untagged); the segments those flags use; a changed segment when a flag it
 * sees uses it; a deleted segment when it was global or in its projects. Nothing of a project
 * outside the token's scope is ever named.
 */
export function deltaEvents(set: ChangeSet, query: ClientQuery): DeltaEvent[] {
  const q = deltaQuery(query);
  const updated = clientFeatures({ features: set.features, segments: set.segments }, q, set.to, '');
  const sees = new Set(updated.features.map((f) => f.name));
  const events: DeltaEvent[] = [];
  const segmentIds = new Set(updated.segments?.map((s) => s.id) ?? []);
  const changedSegments = [...set.segmentChanges].filter(([, c]) => c.exists).map(([id]) => id);
  if (changedSegments.length > 0) {
    const used = clientFeatures({ features: set.segmentUsers, segments: set.segments }, q, set.to, '').segments ?? [];
    for (const s of used) if (set.segmentChanges.has(s.id)) segmentIds.add(s.id);
  }
  for (const id of [...segmentIds].sort((a, b) => a - b)) {
    const segment = set.segments.get(id);
    if (segment) events.push({ type: 'segment-updated', eventId: set.segmentChanges.get(id)?.position ?? set.to, segment });
  }
  for (const feature of updated.features)
    events.push({ type: 'feature-updated', eventId: set.changed.get(feature.name)?.position ?? set.to, feature });
  for (const [name, change] of set.changed) {
    if (sees.has(name)) continue;
    if (q.namePrefix !== null && !name.startsWith(q.namePrefix)) continue;
    const project = covers(q.projects, change.projects);
    if (project !== null) events.push({ type: 'feature-removed', eventId: change.position, featureName: name, project });
  }
  for (const [id, change] of set.segmentChanges) {
    if (change.exists) continue;
    if (change.projects.length === 0 || covers(q.projects, change.projects) !== null)
      events.push({ type: 'segment-removed', eventId: change.position, segmentId: id });
  }
  return events;
}

import { EVENT_TYPES, type DomainEvent, type EventType, type RecordedEvent } from '@pennant/events';
import { FeatureViewProjection } from '@pennant/features';
import { SegmentsProjection } from '@pennant/segments';
import { CLIENT_CHANGE_EVENTS, clientChangesOf, type ClientChangeEvent } from './client-changes';

/** Types the feature-view projection handles that change nothing SDKs read (lifecycle bookkeeping). */
const NOT_READ_BY_SDKS: readonly EventType[] = [
  'feature-completed',
  'feature-uncompleted',
  'feature-potentially-stale-on',
  'client-metrics',
];

function recorded(event: DomainEvent, position = 1): ClientChangeEvent {
  return {
    ...event,
    position,
    eventId: 'e',
    streamId: 's',
    streamVersion: 1,
    metadata: { actor: { id: 1, name: 'a', kind: 'user' }, correlationId: 'c', causationId: null, schemaVersion: 1 },
    createdAt: new Date(),
  } as RecordedEvent as ClientChangeEvent;
}

const segment = (id: number, project: string | null) => ({
  id,
  name: `s${id}`,
  description: null,
  project,
  constraints: [],
  createdBy: 'a',
  createdAt: '2026-01-01T00:00:00Z',
});

describe('client changes (what SDKs must be sent again per event)', () => {
  it('covers every event that changes the feature-view or segments tables SDKs read, and only events those projections apply', () => {
    const featureView = new FeatureViewProjection().handles as readonly EventType[];
    const segments = new SegmentsProjection().handles as readonly EventType[];
    for (const type of CLIENT_CHANGE_EVENTS) {
      expect({ type, appliedBy: type.startsWith('segment-') ? segments.includes(type) : featureView.includes(type) }).toEqual({
        type,
        appliedBy: true,
      });
    }
    // A new feature-view event type must be classified here: sent to SDKs, or not read by them.
    const unclassified = featureView.filter(
      (type) => !(CLIENT_CHANGE_EVENTS as readonly string[]).includes(type) && !NOT_READ_BY_SDKS.includes(type),
    );
    expect(unclassified).toEqual([]);
    // A new segment is used by no flag: nothing to send until a flag uses it (and carries it along).
    expect(segments.filter((type) => !(CLIENT_CHANGE_EVENTS as readonly string[]).includes(type))).toEqual(['segment-created']);
    expect(CLIENT_CHANGE_EVENTS.every((type) => (EVENT_TYPES as readonly string[]).includes(type))).toBe(true);
  });

  it('names the flag in one environment, in every environment, or both projects of a move', () => {
    const toggle = recorded({ type: 'feature-environment-enabled', data: { project: 'p', featureName: 'f', environment: 'production' } });
    expect(clientChangesOf(toggle)).toEqual([{ kind: 'feature', name: 'f', environment: 'production', projects: ['p'] }]);
    const tagged = recorded({ type: 'feature-tagged', data: { project: 'p', featureName: 'f', data: { type: 'simple', value: 'x' } } });
    expect(clientChangesOf(tagged)).toEqual([{ kind: 'feature', name: 'f', environment: null, projects: ['p'] }]);
    const moved = recorded({
      type: 'feature-project-change',
      data: { project: 'new', featureName: 'f', data: { oldProject: 'old', newProject: 'new' } },
    });
    expect(clientChangesOf(moved)).toEqual([{ kind: 'feature', name: 'f', environment: null, projects: ['old', 'new'] }]);
  });

  it('names a segment with its projects (none when global), before and after an edit', () => {
    const edited = recorded({ type: 'segment-updated', data: { data: segment(3, 'b'), preData: segment(3, null) } });
    expect(clientChangesOf(edited)).toEqual([{ kind: 'segment', name: '3', environment: null, projects: ['b'] }]);
    const deleted = recorded({ type: 'segment-deleted', data: { preData: segment(4, null) } });
    expect(clientChangesOf(deleted)).toEqual([{ kind: 'segment', name: '4', environment: null, projects: [] }]);
  });
});

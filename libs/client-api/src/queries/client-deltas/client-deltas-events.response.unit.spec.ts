import type { Constraint } from '@pennant/events';
import type { ClientQuery } from '../client-features/client-features.response';
import type { ClientFeatureRow, ClientSegment } from '../client-features/client-features-snapshot.sql';
import type { ChangeSet } from './client-deltas-change-set.store';
import { deltaEvents, hydrationEvent } from './client-deltas-events.response';

const userIn = (values: string[]): Constraint => ({
  contextName: 'userId',
  operator: 'IN',
  values,
  inverted: false,
  caseInsensitive: false,
});

function row(name: string, project: string, extra: Partial<ClientFeatureRow> = {}): ClientFeatureRow {
  return {
    name,
    type: 'release',
    description: null,
    project,
    stale: false,
    impressionData: false,
    enabled: true,
    tags: [],
    variants: [],
    strategies: [],
    dependencies: [],
    ...extra,
  };
}

const beta: ClientSegment = { id: 2, name: 'beta', constraints: [userIn(['42'])] };
const gamma: ClientSegment = { id: 3, name: 'gamma', constraints: [userIn(['7'])] };
const usesBeta = { name: 'default', constraints: [], parameters: {}, variants: [], segments: [2] };
const usesGamma = { ...usesBeta, segments: [3] };

function set(extra: Partial<ChangeSet>): ChangeSet {
  return {
    environment: 'development',
    from: 10,
    to: 20,
    features: [],
    changed: new Map(),
    segmentChanges: new Map(),
    segmentUsers: [],
    segments: new Map(),
    oldestChangeAt: null,
    ...extra,
  };
}

const everything: ClientQuery = { environment: 'development', projects: ['*'], namePrefix: null, tags: [], segmentIds: false };
const onlyA: ClientQuery = { ...everything, projects: ['a'] };
const kinds = (events: ReturnType<typeof deltaEvents>) =>
  events.map(
    (e) =>
      `${e.type}:${'feature' in e ? e.feature.name : 'featureName' in e ? e.featureName : 'segment' in e ? e.segment.id : e.type === 'segment-removed' ? e.segmentId : ''}`,
  );

describe('delta events (what one SDK is sent for a change set)', () => {
  it('sends a changed flag in the SDK’s scope once, with the segments it uses, and nothing of other projects', () => {
    const changes = set({
      features: [row('a-flag', 'a', { strategies: [usesBeta] }), row('b-flag', 'b', { strategies: [usesGamma] })],
      changed: new Map([
        ['a-flag', { projects: ['a'], position: 15 }],
        ['b-flag', { projects: ['b'], position: 18 }],
      ]),
      segments: new Map([
        [2, beta],
        [3, gamma],
      ]),
    });
    const events = deltaEvents(changes, onlyA);
    expect(kinds(events)).toEqual(['segment-updated:2', 'feature-updated:a-flag']);
    expect(events[1]).toMatchObject({ eventId: 15, feature: { name: 'a-flag', strategies: [{ segments: [2], constraints: [] }] } });
    expect(JSON.stringify(events)).not.toContain('b-flag');
    expect(JSON.stringify(events)).not.toContain('gamma');
    expect(kinds(deltaEvents(changes, everything))).toEqual([
      'segment-updated:2',
      'segment-updated:3',
      'feature-updated:a-flag',
      'feature-updated:b-flag',
    ]);
  });

  it('removes a flag that is gone or no longer visible, only for SDKs whose token covered its project', () => {
    const changes = set({
      features: [row('moved', 'b'), row('untagged', 'a')],
      changed: new Map([
        ['archived', { projects: ['a'], position: 11 }],
        ['moved', { projects: ['a', 'b'], position: 12 }],
        ['foreign-archived', { projects: ['b'], position: 13 }],
        ['untagged', { projects: ['a'], position: 14 }],
      ]),
    });
    const tagged: ClientQuery = { ...onlyA, tags: ['simple:x'] };
    expect(deltaEvents(changes, tagged)).toEqual([
      { type: 'feature-removed', eventId: 11, featureName: 'archived', project: 'a' },
      { type: 'feature-removed', eventId: 12, featureName: 'moved', project: 'a' },
      { type: 'feature-removed', eventId: 14, featureName: 'untagged', project: 'a' },
    ]);
    const onlyB: ClientQuery = { ...everything, projects: ['b'] };
    expect(kinds(deltaEvents(changes, onlyB))).toEqual(['feature-updated:moved', 'feature-removed:foreign-archived']);
    // A name prefix the flag does not match: nothing, not even its removal.
    expect(deltaEvents(changes, { ...onlyA, namePrefix: 'zzz' })).toEqual([]);
  });

  it('sends a changed segment to SDKs that see a flag using it; a deleted one when it was global or in their projects', () => {
    const changes = set({
      segmentUsers: [row('b-user', 'b', { strategies: [usesBeta] })],
      segmentChanges: new Map([
        [2, { projects: [], position: 16, exists: true }],
        [5, { projects: [], position: 17, exists: false }],
        [6, { projects: ['b'], position: 19, exists: false }],
      ]),
      segments: new Map([[2, beta]]),
    });
    expect(kinds(deltaEvents(changes, onlyA))).toEqual(['segment-removed:5']);
    expect(deltaEvents(changes, { ...everything, projects: ['b'] })).toEqual([
      { type: 'segment-updated', eventId: 16, segment: beta },
      { type: 'segment-removed', eventId: 17, segmentId: 5 },
      { type: 'segment-removed', eventId: 19, segmentId: 6 },
    ]);
  });

  it('hydrates with the features endpoint’s answer for the same query (segments by id)', () => {
    const snapshot = {
      features: [row('a-flag', 'a', { strategies: [usesBeta] }), row('b-flag', 'b')],
      segments: new Map([
        [2, beta],
        [3, gamma],
      ]),
    };
    expect(hydrationEvent(snapshot, onlyA, 42)).toEqual({
      type: 'hydration',
      eventId: 42,
      features: [expect.objectContaining({ name: 'a-flag', strategies: [expect.objectContaining({ segments: [2] })] })],
      segments: [beta],
    });
  });
});

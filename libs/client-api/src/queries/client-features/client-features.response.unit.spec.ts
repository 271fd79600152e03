import { clientFeatures, etagOf, notModified, supportsSegmentIds, type ClientQuery } from './client-features.response';
import type { ClientFeatureRow, ClientSnapshot } from './client-features-snapshot.sql';

const userIn = (values: string[]) => ({ contextName: 'userId', operator: 'IN' as const, values, inverted: false, caseInsensitive: false });

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

const snapshot: ClientSnapshot = {
  features: [
    row('a-one', 'default', {
      tags: ['simple:x'],
      strategies: [{ name: 'default', constraints: [userIn(['1'])], parameters: {}, variants: [], segments: [2] }],
    }),
    row('a-two', 'other', {
      dependencies: [
        { feature: 'a-one', enabled: true, variants: ['v'] },
        { feature: 'b', enabled: false, variants: [] },
      ],
    }),
    row('b', 'default'),
  ],
  segments: new Map([
    [1, { id: 1, name: 'unused', constraints: [userIn(['9'])] }],
    [2, { id: 2, name: 'beta', constraints: [userIn(['42'])] }],
  ]),
};

const all: ClientQuery = { environment: 'development', projects: ['*'], namePrefix: null, tags: [], segmentIds: false };
const names = (query: ClientQuery) => clientFeatures(snapshot, query, 1, '').features.map((f) => f.name);

describe('client features response', () => {
  it('reads the client spec header: segment ids from 4.2.0 on', () => {
    expect(['4.2.0', '4.10.1', '5.0.0', '4.2.0-beta'].map(supportsSegmentIds)).toEqual([true, true, true, true]);
    expect(['4.1.9', '3.9.0', '', 'x', undefined].map(supportsSegmentIds)).toEqual([false, false, false, false, false]);
  });

  it('cuts by project, name prefix and tags (any of)', () => {
    expect(names(all)).toEqual(['a-one', 'a-two', 'b']);
    expect(names({ ...all, projects: ['default'] })).toEqual(['a-one', 'b']);
    expect(names({ ...all, projects: [] })).toEqual([]);
    expect(names({ ...all, namePrefix: 'a-' })).toEqual(['a-one', 'a-two']);
    expect(names({ ...all, tags: ['simple:x', 'simple:y'] })).toEqual(['a-one']);
  });

  it('inlines segment constraints for older SDKs, lists only the used segments for newer ones', () => {
    const old = clientFeatures(snapshot, all, 1, '');
    expect(old.segments).toBeUndefined();
    expect(old.features[0].strategies[0]).toEqual({
      name: 'default',
      constraints: [userIn(['1']), userIn(['42'])],
      parameters: {},
      variants: [],
    });
    const modern = clientFeatures(snapshot, { ...all, segmentIds: true }, 1, '');
    expect(modern.features[0].strategies[0]).toEqual({
      name: 'default',
      constraints: [userIn(['1'])],
      parameters: {},
      variants: [],
      segments: [2],
    });
    expect(modern.segments).toEqual([{ id: 2, name: 'beta', constraints: [userIn(['42'])] }]);
  });

  it('serves an enabled environment without an enabled strategy as off, never as on for everybody', () => {
    const empty = clientFeatures({ features: [row('left-enabled', 'default')], segments: new Map() }, all, 1, '').features[0];
    expect(empty).toMatchObject({ enabled: false, strategies: [] });
    expect(clientFeatures(snapshot, all, 1, '').features[0].enabled).toBe(true);
    const off = clientFeatures(
      { features: [row('off', 'default', { enabled: false, strategies: snapshot.features[0].strategies })], segments: new Map() },
      all,
      1,
      '',
    );
    expect(off.features[0].enabled).toBe(false);
  });

  it('gives dependency variants only when the parent must be enabled', () => {
    expect(clientFeatures(snapshot, all, 1, '').features[1].dependencies).toEqual([
      { feature: 'a-one', enabled: true, variants: ['v'] },
      { feature: 'b', enabled: false },
    ]);
  });

  it('names the scope and the revision in the ETag and compares If-None-Match weakly', () => {
    const etag = etagOf(all, '5.7');
    expect(etag).toMatch(/^"[0-9a-f]{16}:5\.7"$/);
    expect(etagOf({ ...all, projects: ['default'] }, '5.7')).not.toBe(etag);
    expect(etagOf(all, '5.8')).not.toBe(etag);
    expect(notModified(etag, etag)).toBe(true);
    expect(notModified(`W/${etag}`, etag)).toBe(true);
    expect(notModified(`"other", ${etag}`, etag)).toBe(true);
    expect(notModified('*', etag)).toBe(true);
    expect(notModified(undefined, etag)).toBe(false);
    expect(notModified(etagOf(all, '5.8'), etag)).toBe(false);
  });
});

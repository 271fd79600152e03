import { jsonDiff } from './feature-as-of-json-diff.logic';

describe('jsonDiff', () => {
  it('lists leaf changes by JSON pointer, added and removed entries included', () => {
    const from = { name: 'f', stale: false, environments: [{ name: 'dev', enabled: false }], tags: [], 'a/b': 1 };
    const to = {
      name: 'f',
      stale: true,
      environments: [
        { name: 'dev', enabled: true },
        { name: 'prod', enabled: false },
      ],
      tags: [],
      'a/b': 2,
      archivedAt: '2026-01-01',
    };
    expect(jsonDiff(from, to)).toEqual([
      { path: '/a~1b', from: 1, to: 2 },
      { path: '/archivedAt', from: null, to: '2026-01-01' },
      { path: '/environments/0/enabled', from: false, to: true },
      { path: '/environments/1', from: null, to: { name: 'prod', enabled: false } },
      { path: '/stale', from: false, to: true },
    ]);
  });

  it('is empty for equal values, and whole-value for a missing side', () => {
    expect(jsonDiff({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(jsonDiff(null, { a: 1 })).toEqual([{ path: '/', from: null, to: { a: 1 } }]);
  });
});

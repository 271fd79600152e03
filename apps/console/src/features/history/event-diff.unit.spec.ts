import { diffEvent, flatten } from './event-diff';

describe('event diff (preData → data)', () => {
  it('names each changed, added and removed leaf by its path', () => {
    const before = { name: 'checkout', enabled: false, parameters: { rollout: '25', groupId: 'checkout' }, stale: false };
    const after = { name: 'checkout', enabled: true, parameters: { rollout: '50' }, description: 'new' };
    expect(diffEvent(before, after)).toEqual([
      { path: 'enabled', kind: 'changed', before: 'false', after: 'true' },
      { path: 'parameters.rollout', kind: 'changed', before: '25', after: '50' },
      { path: 'description', kind: 'added', after: 'new' },
      { path: 'parameters.groupId', kind: 'removed', before: 'checkout' },
      { path: 'stale', kind: 'removed', before: 'false' },
    ]);
  });

  it('matches list items by id or name, so a reorder alone is no change', () => {
    const one = { id: 's1', name: 'default', sortOrder: 0 };
    const two = { id: 's2', name: 'flexibleRollout', sortOrder: 1 };
    expect(diffEvent({ strategies: [one, two] }, { strategies: [two, one] })).toEqual([]);
    expect(diffEvent({ variants: [{ name: 'a', weight: 500 }] }, { variants: [{ name: 'a', weight: 1000 }] })).toEqual([
      { path: 'variants[a].weight', kind: 'changed', before: '500', after: '1000' },
    ]);
  });

  it('reads a creation (no preData) as all added and a deletion (no data) as all removed', () => {
    expect(diffEvent(null, { name: 'x', tags: [] })).toEqual([
      { path: 'name', kind: 'added', after: 'x' },
      { path: 'tags', kind: 'added', after: '[]' },
    ]);
    expect(diffEvent({ value: 'v' }, undefined)).toEqual([{ path: 'value', kind: 'removed', before: 'v' }]);
  });

  it('keeps scalars of lists by index and shows null as null', () => {
    expect([...flatten({ values: ['a', 'b'], gone: null })]).toEqual([
      ['values[0]', 'a'],
      ['values[1]', 'b'],
      ['gone', 'null'],
    ]);
  });
});

import { diffValues, flagChangeDiff, flatten, segmentChangeDiff } from './change-diff';

const rollout = {
  id: 's1',
  name: 'flexibleRollout',
  title: 'half',
  sortOrder: 0,
  parameters: { rollout: '50', stickiness: 'default', groupId: 'f' },
  constraints: [{ contextName: 'userId', operator: 'IN', values: ['alice', 'bob'] }],
  segments: [],
};
const other = { id: 's2', name: 'default', title: '', sortOrder: 1, parameters: {}, constraints: [] };
const current = { archived: false, environment: { enabled: false, strategies: [rollout, other], variants: [] } };

describe('change diffs', () => {
  it('flattens nested values, lists and constraints into comparable lines', () => {
    expect(Object.fromEntries(flatten(rollout))).toEqual({
      id: 's1',
      name: 'flexibleRollout',
      title: 'half',
      sortOrder: '0',
      'parameters.rollout': '50',
      'parameters.stickiness': 'default',
      'parameters.groupId': 'f',
      'constraints[1]': 'userId IN alice, bob',
    });
    expect(
      Object.fromEntries(
        flatten({
          constraints: [{ contextName: 'env', operator: 'STR_STARTS_WITH', values: ['T'], inverted: true, caseInsensitive: true }],
        }),
      ),
    ).toEqual({ 'constraints[1]': 'env NOT STR_STARTS_WITH T (ignore case)' });
  });

  it('shows only what an update changes, against the strategy as it is now', () => {
    const diff = flagChangeDiff(
      'updateStrategy',
      { ...rollout, parameters: { ...rollout.parameters, rollout: '80' }, constraints: [] },
      current,
    );
    expect(diff.summary).toBe('Change the strategy half');
    expect(diff.rows).toEqual([
      { field: 'parameters.rollout', from: '50', to: '80' },
      { field: 'constraints[1]', from: 'userId IN alice, bob', to: '' },
    ]);
  });

  it('adds and deletes whole strategies, toggles, reorders, archives', () => {
    expect(flagChangeDiff('addStrategy', { name: 'default', constraints: [] }, current).rows).toEqual([
      { field: 'name', from: '', to: 'default' },
    ]);
    expect(flagChangeDiff('deleteStrategy', { id: 's1' }, current).rows).toContainEqual({
      field: 'parameters.rollout',
      from: '50',
      to: '',
    });
    expect(flagChangeDiff('deleteStrategy', { id: 'gone' }, current).summary).toBe('Delete the strategy a strategy that no longer exists');
    expect(flagChangeDiff('updateEnabled', { enabled: true }, current)).toEqual({
      summary: 'Turn the flag on',
      rows: [{ field: 'enabled', from: 'off', to: 'on' }],
    });
    expect(
      flagChangeDiff(
        'reorderStrategy',
        {
          sortOrders: [
            { id: 's2', sortOrder: 0 },
            { id: 's1', sortOrder: 1 },
          ],
        },
        current,
      ).rows,
    ).toEqual([{ field: 'order', from: 'half → default', to: 'default → half' }]);
    expect(flagChangeDiff('archiveFeature', {}, current).rows).toEqual([{ field: 'archived', from: 'no', to: 'yes' }]);
  });

  it('compares variants and segments line by line', () => {
    const variants = flagChangeDiff(
      'patchVariant',
      { variants: [{ name: 'a', weight: 1000, weightType: 'variable', stickiness: 'default' }] },
      current,
    );
    expect(variants.rows).toEqual([{ field: 'variants[1]', from: '', to: 'a 100.0%' }]);
    const segment = segmentChangeDiff(
      'updateSegment',
      { name: 'beta', constraints: [{ contextName: 'userId', operator: 'IN', values: ['c'] }] },
      { id: 1, name: 'beta', constraints: [], createdAt: 'x' },
    );
    expect(segment).toEqual({ summary: 'Change the segment beta', rows: [{ field: 'constraints[1]', from: '', to: 'userId IN c' }] });
    expect(diffValues({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('says a safeguard change in words (ADR 0065)', () => {
    const rule = { metric: 'checkout_errors', aggregation: 'rate', windowMinutes: 5, comparison: 'gt', threshold: 2 };
    const set = flagChangeDiff('setSafeguard', rule, undefined);
    expect(set.summary).toBe('Set the safeguard: rate of checkout_errors over 5 min > 2');
    expect(set.rows).toContainEqual({ field: 'threshold', from: '', to: '2' });
    expect(flagChangeDiff('deleteSafeguard', {}, undefined)).toEqual({ summary: 'Remove the safeguard', rows: [] });
  });
});

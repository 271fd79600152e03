import { emptyDraft } from '../constraints';
import { formOf, strategyFormProblems, strategyOf } from './strategy-form';
import { emptyVariant } from './variants';

const LIMITS = { constraints: 2, constraintValues: 3, strategySegments: 1 };

describe('strategy form', () => {
  it('starts a new strategy as a 100 % gradual rollout grouped by the flag', () => {
    expect(strategyOf(formOf(null, 'my-flag'))).toEqual({
      name: 'flexibleRollout',
      title: null,
      disabled: false,
      parameters: { rollout: '100', stickiness: 'default', groupId: 'my-flag' },
      segments: [],
      constraints: [],
      variants: [],
    });
  });

  it("checks ui-config's limits before sending", () => {
    const form = {
      ...formOf(null, 'f'),
      segments: ['1', '2'],
      constraints: [emptyDraft(), emptyDraft(), { ...emptyDraft(), valuesText: 'a\nb\nc\nd' }],
    };
    expect(strategyFormProblems(form, LIMITS)).toEqual([
      'At most 2 constraints per strategy.',
      'Constraint 1 (userId): Add at least one value.',
      'Constraint 2 (userId): Add at least one value.',
      'Constraint 3 (userId): At most 3 values per constraint (4 given).',
      'At most 1 segments per strategy.',
    ]);
  });

  it('refuses a rollout outside 0–100 and passes a valid strategy', () => {
    expect(strategyFormProblems({ ...formOf(null, 'f'), parameters: { rollout: '101' } }, LIMITS)).toEqual([
      'The rollout is a whole percentage from 0 to 100.',
    ]);
    expect(
      strategyFormProblems({ ...formOf(null, 'f'), constraints: [{ ...emptyDraft(), valuesText: 'a' }], segments: ['7'] }, LIMITS),
    ).toEqual([]);
  });

  it('sends segments as numbers and variants with weights that add up to 1000', () => {
    const sut = strategyOf({
      ...formOf(null, 'f'),
      segments: ['7'],
      variants: [{ ...emptyVariant('a'), weightType: 'fix', weight: 250, payloadType: 'string', payloadValue: 'x' }, emptyVariant('b')],
    });
    expect(sut.segments).toEqual([7]);
    expect(sut.variants).toEqual([
      { name: 'a', weight: 250, weightType: 'fix', stickiness: 'default', payload: { type: 'string', value: 'x' } },
      { name: 'b', weight: 750, weightType: 'variable', stickiness: 'default' },
    ]);
  });

  it('edits a stored strategy without losing its parameters, segments or constraints', () => {
    const stored = {
      id: 's1',
      name: 'userWithId',
      title: 'beta',
      disabled: true,
      parameters: { userIds: 'a,b' },
      segments: [3],
      constraints: [{ contextName: 'appName', operator: 'IN' as const, values: ['web'], inverted: false, caseInsensitive: false }],
      variants: [],
    };
    const { id: _id, sortOrder: _order, ...expected } = { ...stored, sortOrder: 0 };
    expect(strategyOf(formOf(stored, 'f'))).toEqual(expected);
  });
});

import { emptyDraft } from '../../components/constraints';
import { segmentFormOf, segmentInputOf, segmentProblems, segmentValueCount } from './segment-form';

describe('the segment form', () => {
  it('sends a global segment with a null project and a cleared description as null', () => {
    const sut = segmentInputOf({
      name: ' beta ',
      description: '  ',
      project: '',
      constraints: [{ ...emptyDraft('userId'), valuesText: 'a\nb' }],
    });
    expect(sut).toEqual({
      name: 'beta',
      description: null,
      project: null,
      constraints: [{ contextName: 'userId', operator: 'IN', inverted: false, caseInsensitive: false, values: ['a', 'b'] }],
    });
  });

  it('round-trips a stored segment', () => {
    const stored = {
      id: 3,
      name: 's',
      description: 'd',
      project: 'p',
      constraints: [{ contextName: 'userId', operator: 'NUM_GT' as const, inverted: true, caseInsensitive: false, value: '5' }],
    };
    expect(segmentInputOf(segmentFormOf(stored))).toEqual({ name: 's', description: 'd', project: 'p', constraints: stored.constraints });
  });

  it('counts values across constraints against the segment limit, as the API does', () => {
    const form = {
      ...segmentFormOf(null),
      constraints: [
        { ...emptyDraft(), valuesText: 'a\nb\nc' },
        { ...emptyDraft(), operator: 'NUM_EQ' as const, value: '1' },
      ],
    };
    expect(segmentValueCount(form)).toBe(4);
    expect(segmentProblems(form, 4)).toEqual([]);
    expect(segmentProblems(form, 3)).toEqual(['A segment holds at most 3 values in all (4 given).']);
  });

  it('names the constraint the API would refuse', () => {
    expect(
      segmentProblems(
        { ...segmentFormOf(null), constraints: [{ ...emptyDraft('appVersion'), operator: 'SEMVER_EQ', value: '1.2' }] },
        1000,
      ),
    ).toEqual(['Constraint 1 (appVersion): Enter a version like 1.2.3.']);
  });
});

import { constraintProblem, emptyDraft, fromDraft, toDraft } from './constraints';
import { distributeWeights, emptyVariant, variantsProblem } from './variants';

describe('constraint drafts', () => {
  it('sends several values for list operators and one value for the others', () => {
    expect(fromDraft({ ...emptyDraft('userId'), valuesText: 'a\n b \n\na' })).toEqual({ contextName: 'userId', operator: 'IN', inverted: false, caseInsensitive: false, values: ['a', 'b'] });
    expect(fromDraft({ ...emptyDraft('appVersion'), operator: 'SEMVER_GT', value: ' 1.2.3 ', inverted: true })).toEqual({ contextName: 'appVersion', operator: 'SEMVER_GT', inverted: true, caseInsensitive: false, value: '1.2.3' });
  });

  it('keeps case-insensitivity only for string operators', () => {
    expect(fromDraft({ ...emptyDraft(), operator: 'STR_CONTAINS', valuesText: 'x', caseInsensitive: true }).caseInsensitive).toBe(true);
    expect(fromDraft({ ...emptyDraft(), operator: 'NUM_EQ', value: '3', caseInsensitive: true }).caseInsensitive).toBe(false);
  });

  it('round-trips a stored constraint', () => {
    const stored = { contextName: 'email', operator: 'STR_ENDS_WITH' as const, caseInsensitive: true, inverted: true, values: ['@a.com', '@b.com'] };
    expect(fromDraft(toDraft(stored))).toEqual(stored);
  });

  it('names what the API would refuse', () => {
    expect(constraintProblem(emptyDraft(), 250)).toBe('Add at least one value.');
    expect(constraintProblem({ ...emptyDraft(), valuesText: 'a\nb\nc' }, 2)).toBe('At most 2 values per constraint (3 given).');
    expect(constraintProblem({ ...emptyDraft(), operator: 'NUM_GT', value: 'ten' }, 250)).toBe('Enter a number.');
    expect(constraintProblem({ ...emptyDraft(), operator: 'SEMVER_EQ', value: '1.2' }, 250)).toBe('Enter a version like 1.2.3.');
    expect(constraintProblem({ ...emptyDraft(), operator: 'DATE_AFTER', value: '2026-11-24T10:00:00.000Z' }, 250)).toBeNull();
  });
});

describe('variant weights', () => {
  it('shares what fixed variants leave among the variable ones, to a total of 1000', () => {
    const sut = distributeWeights([
      { ...emptyVariant('a'), weightType: 'fix' as const, weight: 100 },
      emptyVariant('b'),
      emptyVariant('c'),
      emptyVariant('d'),
    ]);
    expect(sut.map((v) => v.weight)).toEqual([100, 300, 300, 300]);
    expect(distributeWeights([emptyVariant('a'), emptyVariant('b'), emptyVariant('c')]).map((v) => v.weight)).toEqual([334, 333, 333]);
  });

  it('refuses duplicate names, bad JSON payloads and fixed weights that cannot add up', () => {
    expect(variantsProblem([emptyVariant('a'), emptyVariant('a')])).toBe('Two variants are named “a”.');
    expect(variantsProblem([{ ...emptyVariant('a'), payloadType: 'json', payloadValue: '{' }])).toBe('The payload of “a” is not valid JSON.');
    expect(variantsProblem([{ ...emptyVariant('a'), weightType: 'fix', weight: 600 }, { ...emptyVariant('b'), weightType: 'fix', weight: 500 }])).toBe('Fixed weights add up to more than 100 %.');
    expect(variantsProblem([{ ...emptyVariant('a'), weightType: 'fix', weight: 600 }])).toBe('Fixed weights must add up to 100 % when no variant is variable.');
    expect(variantsProblem([{ ...emptyVariant('a'), weightType: 'fix', weight: 600 }, emptyVariant('b')])).toBeNull();
  });
});

import { distributeWeights, emptyVariant, variantsProblem } from './variants';

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
    expect(variantsProblem([{ ...emptyVariant('a'), payloadType: 'json', payloadValue: '{' }])).toBe(
      'The payload of “a” is not valid JSON.',
    );
    expect(
      variantsProblem([
        { ...emptyVariant('a'), weightType: 'fix', weight: 600 },
        { ...emptyVariant('b'), weightType: 'fix', weight: 500 },
      ]),
    ).toBe('Fixed weights add up to more than 100 %.');
    expect(variantsProblem([{ ...emptyVariant('a'), weightType: 'fix', weight: 600 }])).toBe(
      'Fixed weights must add up to 100 % when no variant is variable.',
    );
    expect(variantsProblem([{ ...emptyVariant('a'), weightType: 'fix', weight: 600 }, emptyVariant('b')])).toBeNull();
  });
});

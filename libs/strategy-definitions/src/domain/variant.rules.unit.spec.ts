import { BadDataError } from '@pennant/kernel';
import { normalizeEnvironmentVariants as sut, variantsFromJson } from './variant.rules';

const weights = (input: Parameters<typeof sut>[0]) => sut(input).map((v) => v.weight);

describe('environment variant rules', () => {
  it('fills defaults: variable weight type, default stickiness', () => {
    expect(sut([{ name: 'a', weight: 0 }])).toEqual([{ name: 'a', weight: 1000, weightType: 'variable', stickiness: 'default' }]);
  });

  it('spreads 1000 over variable variants; the remainder goes to the first ones, in order', () => {
    expect(
      weights([
        { name: 'a', weight: 1 },
        { name: 'b', weight: 1 },
        { name: 'c', weight: 1 },
      ]),
    ).toEqual([334, 333, 333]);
    expect(
      weights([
        { name: 'a', weight: 0 },
        { name: 'b', weight: 0 },
        { name: 'c', weight: 0 },
        { name: 'd', weight: 0 },
        { name: 'e', weight: 0 },
        { name: 'f', weight: 0 },
      ]),
    ).toEqual([167, 167, 167, 167, 166, 166]);
  });

  it('keeps fix weights and gives the rest to the variable ones', () => {
    expect(
      weights([
        { name: 'a', weight: 200, weightType: 'fix' },
        { name: 'b', weight: 5 },
        { name: 'c', weight: 5 },
        { name: 'd', weight: 5 },
      ]),
    ).toEqual([200, 267, 267, 266]);
    expect(
      weights([
        { name: 'a', weight: 1000, weightType: 'fix' },
        { name: 'b', weight: 5 },
      ]),
    ).toEqual([1000, 0]);
  });

  it('refuses a list without a variable variant, as Unleash does; an empty list is fine', () => {
    expect(() =>
      sut([
        { name: 'a', weight: 300, weightType: 'fix' },
        { name: 'b', weight: 700, weightType: 'fix' },
      ]),
    ).toThrow('There must be at least one "variable" variant');
    expect(sut([])).toEqual([]);
  });

  it('refuses fix weights above 1000 in total', () => {
    expect(() =>
      sut([
        { name: 'a', weight: 600, weightType: 'fix' },
        { name: 'b', weight: 401, weightType: 'fix' },
      ]),
    ).toThrow(BadDataError);
  });

  it('refuses duplicate names, bad weights and invalid payloads', () => {
    expect(() =>
      sut([
        { name: 'a', weight: 1 },
        { name: 'a', weight: 1 },
      ]),
    ).toThrow(/unique/);
    expect(() => sut([{ name: 'a', weight: 1001 }])).toThrow(/0 to 1000/);
    expect(() => sut([{ name: 'a', weight: 1.5 }])).toThrow(/0 to 1000/);
    expect(() => sut([{ name: 'a', weight: 1, payload: { type: 'json', value: '{nope' } }])).toThrow(/valid JSON/);
    expect(() => sut([{ name: 'a', weight: 1, payload: { type: 'number', value: 'ten' } }])).toThrow(/number/);
    expect(
      sut([{ name: 'a', weight: 1, payload: { type: 'number', value: '10.5' }, overrides: [{ contextName: 'userId', values: ['1'] }] }])[0],
    ).toEqual({
      name: 'a',
      weight: 1000,
      weightType: 'variable',
      stickiness: 'default',
      payload: { type: 'number', value: '10.5' },
      overrides: [{ contextName: 'userId', values: ['1'] }],
    });
  });

  it('reads variants back from patched JSON and refuses non-variants', () => {
    expect(variantsFromJson([{ name: 'a', weight: 3, stickiness: 'userId' }])).toEqual([{ name: 'a', weight: 3, stickiness: 'userId' }]);
    expect(() => variantsFromJson({ name: 'a' })).toThrow(BadDataError);
    expect(() => variantsFromJson([{ name: 'a' }])).toThrow(BadDataError);
    expect(() => variantsFromJson([{ name: 'a', weight: 1, payload: { type: 'xml', value: '' } }])).toThrow(BadDataError);
  });
});

import type { ClientFeature } from '@pennant/client-api';
import { payloadValue, reasonOf, resolution } from './evaluate-flags-resolution.logic';

function feature(overrides: Partial<ClientFeature> = {}): ClientFeature {
  return {
    name: 'f',
    type: 'release',
    description: null,
    project: 'default',
    enabled: true,
    stale: false,
    impressionData: false,
    strategies: [{ name: 'default', constraints: [], parameters: {}, variants: [] }],
    variants: [],
    dependencies: [],
    ...overrides,
  };
}
const on = { name: 'disabled', enabled: false, feature_enabled: true };
const off = { name: 'disabled', enabled: false, feature_enabled: false };
const rollout = (r: string, extra: Record<string, unknown> = {}) => ({
  name: 'flexibleRollout',
  constraints: [],
  parameters: { rollout: r, stickiness: 'userId', groupId: 'g' },
  variants: [],
  ...extra,
});
const payloadVariant = (name: string, type: string, value: string, weight = 500) => ({
  name,
  weight,
  weightType: 'variable',
  stickiness: 'default',
  payload: { type, value },
});

describe('reasonOf', () => {
  it('DISABLED when the flag is off in the environment', () => {
    expect(reasonOf(feature({ enabled: false }), off)).toBe('DISABLED');
  });
  it('STATIC when on for every context', () => {
    expect(reasonOf(feature(), on)).toBe('STATIC');
    expect(reasonOf(feature({ strategies: [] }), on)).toBe('STATIC');
    expect(reasonOf(feature({ strategies: [rollout('100')] }), on)).toBe('STATIC');
  });
  it('SPLIT when only percentages decide, on or off, or a weighted variant was chosen', () => {
    expect(reasonOf(feature({ strategies: [rollout('30')] }), on)).toBe('SPLIT');
    expect(reasonOf(feature({ strategies: [rollout('30')] }), off)).toBe('SPLIT');
    const variants = [payloadVariant('a', 'string', 'a'), payloadVariant('b', 'string', 'b')];
    expect(reasonOf(feature({ variants }), { name: 'a', enabled: true, feature_enabled: true })).toBe('SPLIT');
  });
  it('TARGETING_MATCH when constraints, segments, user lists or dependencies decide', () => {
    const constrained = { ...rollout('100'), constraints: [{ contextName: 'plan', operator: 'IN' as const, values: ['pro'] }] };
    expect(reasonOf(feature({ strategies: [constrained] }), on)).toBe('TARGETING_MATCH');
    expect(reasonOf(feature({ strategies: [constrained] }), off)).toBe('TARGETING_MATCH');
    expect(reasonOf(feature({ strategies: [{ ...rollout('100'), segments: [1] }] }), on)).toBe('TARGETING_MATCH');
    expect(reasonOf(feature({ dependencies: [{ feature: 'p', enabled: true }] }), on)).toBe('TARGETING_MATCH');
    expect(
      reasonOf(feature({ strategies: [{ name: 'userWithId', constraints: [], parameters: { userIds: '1' }, variants: [] }] }), off),
    ).toBe('TARGETING_MATCH');
  });
});

describe('payloadValue', () => {
  it('types each payload by its type', () => {
    expect(payloadValue({ type: 'string', value: 'x' })).toEqual({ value: 'x' });
    expect(payloadValue({ type: 'csv', value: 'a,b\n1,2' })).toEqual({ value: 'a,b\n1,2' });
    expect(payloadValue({ type: 'number', value: '2.5' })).toEqual({ value: 2.5 });
    expect(payloadValue({ type: 'json', value: '{"a":[1]}' })).toEqual({ value: { a: [1] } });
  });
  it('refuses what is no OFREP value', () => {
    for (const payload of [
      { type: 'number', value: 'abc' },
      { type: 'number', value: '' },
      { type: 'json', value: '[1,2]' },
      { type: 'json', value: '"text"' },
      { type: 'json', value: '{' },
      { type: 'xml', value: '<a/>' },
    ])
      expect(payloadValue(payload)).toEqual({ error: expect.any(String) });
  });
});

describe('resolution', () => {
  it('answers a flag without payloads as a boolean, with the variant name when it has variants', () => {
    expect(resolution(feature(), on)).toEqual({
      key: 'f',
      reason: 'STATIC',
      value: true,
      metadata: { project: 'default', type: 'release' },
    });
    expect(resolution(feature({ enabled: false }), off)).toMatchObject({ reason: 'DISABLED', value: false });
    const named = feature({ variants: [{ name: 'control', weight: 1000 }] });
    expect(resolution(named, { name: 'control', enabled: true, feature_enabled: true })).toMatchObject({ variant: 'control', value: true });
  });
  it('answers a payload flag with the chosen payload, and no value (the code default) when no variant applies', () => {
    const f = feature({ variants: [payloadVariant('n', 'number', '7', 1000)] });
    expect(resolution(f, { name: 'n', enabled: true, feature_enabled: true, payload: { type: 'number', value: '7' } })).toEqual({
      key: 'f',
      reason: 'STATIC',
      variant: 'n',
      value: 7,
      metadata: { project: 'default', type: 'release', payloadType: 'number' },
    });
    expect(resolution({ ...f, enabled: false }, off)).toEqual({
      key: 'f',
      reason: 'DISABLED',
      variant: 'disabled',
      metadata: { project: 'default', type: 'release' },
    });
  });
  it('answers PARSE_ERROR for a payload that is no OFREP value', () => {
    const f = feature({ variants: [payloadVariant('j', 'json', '[1]', 1000)] });
    expect(resolution(f, { name: 'j', enabled: true, feature_enabled: true, payload: { type: 'json', value: '[1]' } })).toMatchObject({
      key: 'f',
      errorCode: 'PARSE_ERROR',
    });
  });
});

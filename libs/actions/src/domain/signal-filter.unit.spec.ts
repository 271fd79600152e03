import type { ActionSetFilter, JsonValue } from '@pennant/events';
import { compareSemver, fieldValue, matchesSignal, parseSemver } from './signal-filter';

const f = (operator: ActionSetFilter['operator'], more: Partial<ActionSetFilter> = {}): ActionSetFilter => ({
  operator,
  inverted: false,
  caseInsensitive: false,
  ...more,
});
const sut = (filter: ActionSetFilter, payload: JsonValue, field = 'x') => matchesSignal({ [field]: filter }, payload);

describe('signal filter evaluation', () => {
  it('matches every signal without filters, and ANDs several filters', () => {
    expect(matchesSignal({}, {})).toBe(true);
    const filters = { a: f('IN', { values: ['1'] }), b: f('IN', { values: ['2'] }) };
    expect(matchesSignal(filters, { a: 1, b: 2 })).toBe(true);
    expect(matchesSignal(filters, { a: 1, b: 3 })).toBe(false);
  });

  it('reads top-level keys as written, then dot paths (objects and array indexes)', () => {
    expect(fieldValue({ 'a.b': 'literal', a: { b: 'nested' } }, 'a.b')).toBe('literal');
    expect(fieldValue({ a: { b: 'nested' } }, 'a.b')).toBe('nested');
    expect(fieldValue({ items: [{ name: 'n' }] }, 'items.0.name')).toBe('n');
    expect(fieldValue({ n: 3, t: true }, 'n')).toBe('3');
    expect(fieldValue({ t: true }, 't')).toBe('true');
    expect(fieldValue({ o: { k: 1 }, l: [1], z: null }, 'o')).toBeUndefined();
    expect(fieldValue({ l: [1] }, 'l')).toBeUndefined();
    expect(fieldValue({ z: null }, 'z')).toBeUndefined();
    expect(fieldValue('scalar', 'x')).toBeUndefined();
  });

  it('IN / NOT_IN, with caseInsensitive and inverted', () => {
    expect(sut(f('IN', { values: ['prod', 'stage'] }), { x: 'prod' })).toBe(true);
    expect(sut(f('IN', { values: ['prod'] }), { x: 'PROD' })).toBe(false);
    expect(sut(f('IN', { values: ['prod'], caseInsensitive: true }), { x: 'PROD' })).toBe(true);
    expect(sut(f('NOT_IN', { values: ['prod'] }), { x: 'dev' })).toBe(true);
    expect(sut(f('NOT_IN', { values: ['prod'] }), { x: 'prod' })).toBe(false);
    expect(sut(f('IN', { values: ['prod'], inverted: true }), { x: 'prod' })).toBe(false);
  });

  it('a missing field matches nothing but NOT_IN; inverted flips that', () => {
    expect(sut(f('IN', { values: ['a'] }), {})).toBe(false);
    expect(sut(f('NOT_IN', { values: ['a'] }), {})).toBe(true);
    expect(sut(f('STR_CONTAINS', { values: ['a'] }), {})).toBe(false);
    expect(sut(f('NUM_GT', { value: '1' }), {})).toBe(false);
    expect(sut(f('IN', { values: ['a'], inverted: true }), {})).toBe(true);
    expect(sut(f('NOT_IN', { values: ['a'], inverted: true }), {})).toBe(false);
    expect(sut(f('IN', { values: ['a'] }), { x: null })).toBe(false);
  });

  it('STR_STARTS_WITH / STR_ENDS_WITH / STR_CONTAINS (any value)', () => {
    expect(sut(f('STR_STARTS_WITH', { values: ['no', 'rel'] }), { x: 'release-1' })).toBe(true);
    expect(sut(f('STR_ENDS_WITH', { values: ['-1'] }), { x: 'release-1' })).toBe(true);
    expect(sut(f('STR_CONTAINS', { values: ['LEAS'] }), { x: 'release-1' })).toBe(false);
    expect(sut(f('STR_CONTAINS', { values: ['LEAS'], caseInsensitive: true }), { x: 'release-1' })).toBe(true);
    expect(sut(f('STR_ENDS_WITH', { values: ['-1'], inverted: true }), { x: 'release-1' })).toBe(false);
  });

  it('NUM_* compare numbers; non-numbers are false', () => {
    expect(sut(f('NUM_EQ', { value: '5' }), { x: 5 })).toBe(true);
    expect(sut(f('NUM_EQ', { value: '5' }), { x: '5.0' })).toBe(true);
    expect(sut(f('NUM_GT', { value: '5' }), { x: 6 })).toBe(true);
    expect(sut(f('NUM_GT', { value: '5' }), { x: 5 })).toBe(false);
    expect(sut(f('NUM_GTE', { value: '5' }), { x: 5 })).toBe(true);
    expect(sut(f('NUM_LT', { value: '5' }), { x: 4.5 })).toBe(true);
    expect(sut(f('NUM_LTE', { value: '5' }), { x: 6 })).toBe(false);
    expect(sut(f('NUM_EQ', { value: '0' }), { x: '' })).toBe(false);
    expect(sut(f('NUM_EQ', { value: '0' }), { x: 'abc' })).toBe(false);
    expect(sut(f('NUM_EQ', { value: '0', inverted: true }), { x: 'abc' })).toBe(true);
  });

  it('DATE_AFTER / DATE_BEFORE', () => {
    expect(sut(f('DATE_AFTER', { value: '2024-01-01T00:00:00Z' }), { x: '2024-06-01T00:00:00Z' })).toBe(true);
    expect(sut(f('DATE_BEFORE', { value: '2024-01-01T00:00:00Z' }), { x: '2024-06-01T00:00:00Z' })).toBe(false);
    expect(sut(f('DATE_BEFORE', { value: '2024-01-01T00:00:00Z' }), { x: 'not a date' })).toBe(false);
  });

  it('SEMVER_GTE / SEMVER_LTE include the version itself', () => {
    expect(sut(f('SEMVER_GTE', { value: '1.2.3' }), { x: '1.2.3' })).toBe(true);
    expect(sut(f('SEMVER_GTE', { value: '1.2.3' }), { x: '1.2.3-rc.1' })).toBe(false);
    expect(sut(f('SEMVER_LTE', { value: '1.2.3' }), { x: '1.2.3' })).toBe(true);
    expect(sut(f('SEMVER_LTE', { value: '1.2.3' }), { x: '1.2.4' })).toBe(false);
    expect(sut(f('SEMVER_LTE', { value: '1.2.3' }), {})).toBe(false);
  });

  it('REGEX finds an RE2 pattern anywhere in the field, ignoring case when asked', () => {
    expect(sut(f('REGEX', { value: '^deploy-[0-9]+$' }), { x: 'deploy-42' })).toBe(true);
    expect(sut(f('REGEX', { value: 'prod' }), { x: 'eu-PROD-1' })).toBe(false);
    expect(sut(f('REGEX', { value: 'prod', caseInsensitive: true }), { x: 'eu-PROD-1' })).toBe(true);
    expect(sut(f('REGEX', { value: 'prod', inverted: true }), { x: 'staging' })).toBe(true);
    expect(sut(f('REGEX', { value: '.*' }), {})).toBe(false);
  });

  it('IN_CIDR holds for an address inside one of the ranges', () => {
    expect(sut(f('IN_CIDR', { values: ['10.0.0.0/8', '2001:db8::/32'] }), { x: '10.20.30.40' })).toBe(true);
    expect(sut(f('IN_CIDR', { values: ['10.0.0.0/8', '2001:db8::/32'] }), { x: '2001:db8::5' })).toBe(true);
    expect(sut(f('IN_CIDR', { values: ['10.0.0.0/8'] }), { x: '11.0.0.1' })).toBe(false);
    expect(sut(f('IN_CIDR', { values: ['10.0.0.0/8'] }), { x: 'host.example' })).toBe(false);
  });

  it('SEMVER_EQ / SEMVER_GT / SEMVER_LT with pre-release precedence', () => {
    expect(sut(f('SEMVER_EQ', { value: '1.2.3' }), { x: '1.2.3' })).toBe(true);
    expect(sut(f('SEMVER_GT', { value: '1.2.3' }), { x: '1.10.0' })).toBe(true);
    expect(sut(f('SEMVER_LT', { value: '1.2.3' }), { x: '1.2.3-beta.1' })).toBe(true);
    expect(sut(f('SEMVER_GT', { value: '1.2.3' }), { x: 'one' })).toBe(false);
    const order = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
    ];
    for (let i = 1; i < order.length; i += 1) {
      const [a, b] = [parseSemver(order[i - 1]), parseSemver(order[i])];
      expect(a && b && compareSemver(a, b)).toBeLessThan(0);
    }
  });
});

import { BadDataError } from '@pennant/kernel';
import { applyJsonPatch as sut } from './json-patch';

describe('JSON patch: object-prototype names (bad-input regression)', () => {
  const variants = [{ name: 'a', weight: 1000, payload: { type: 'string', value: 'x' } }];

  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>).polluted;
  });

  it.each(['/0/__proto__/polluted', '/0/constructor/prototype/polluted', '/0/payload/__proto__/polluted'])(
    'refuses %s and leaves Object.prototype alone',
    (path) => {
      expect(() => sut(variants, [{ op: 'add', path, value: 'yes' }])).toThrow(BadDataError);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('does not find inherited members: toString is not a path that exists', () => {
    expect(() => sut(variants, [{ op: 'remove', path: '/0/toString' }])).toThrow(BadDataError);
    expect(() => sut(variants, [{ op: 'replace', path: '/0/constructor', value: 1 }])).toThrow(BadDataError);
    expect(() => sut(variants, [{ op: 'copy', from: '/0/hasOwnProperty', path: '/0/x' }])).toThrow(BadDataError);
  });

  it('still patches own members', () => {
    expect(sut(variants, [{ op: 'replace', path: '/0/payload/value', value: 'y' }])).toEqual([
      { ...variants[0], payload: { type: 'string', value: 'y' } },
    ]);
  });
});

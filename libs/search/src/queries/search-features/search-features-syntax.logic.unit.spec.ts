import { isCalendarDate, matchesGenericValues, matchesTagValues } from './search-features-syntax.logic';

// The spec's regexes, applied to the part after `OPERATOR:`. Only ever run here on short inputs.
const SPEC_TAG = /^([^:,]+:.+?)(,\s*[^:,]+:.+?)*$/;
const SPEC_GENERIC = /^(.*?)(,([a-zA-Z0-9_]+))*$/;

/** Every string over `alphabet` up to `maxLength` characters. */
function* strings(alphabet: string[], maxLength: number): Generator<string> {
  let layer = [''];
  yield '';
  for (let n = 1; n <= maxLength; n++) {
    const next: string[] = [];
    for (const prefix of layer) for (const c of alphabet) next.push(prefix + c);
    yield* next;
    layer = next;
  }
}

describe('search filter syntax (linear recognisers)', () => {
  const alphabet = ['a', ':', ',', ' ', '\n', '\u2028', '\t'];

  it('accepts exactly the language of the spec tag regex (all strings up to 7 characters)', () => {
    let checked = 0;
    const mismatches: string[] = [];
    for (const s of strings(alphabet, 7)) {
      if (matchesTagValues(s) !== SPEC_TAG.test(s)) mismatches.push(s);
      checked++;
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(900_000);
  });

  it('accepts exactly the language of the spec generic/segment regex', () => {
    const mismatches = [...strings(alphabet, 6)].filter((s) => matchesGenericValues(s) !== SPEC_GENERIC.test(s));
    expect(mismatches).toEqual([]);
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2023-12-31')).toBe(true);
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2023-13-01',
      '2023-00-10',
      '2023-04-31',
      '2023-01-00',
      '0000-01-01',
      '2023-1-01',
      '2023/01/01',
      '２０２３-01-01',
      '2023-01-01 ',
    ]) {
      expect([bad, isCalendarDate(bad)]).toEqual([bad, false]);
    }
  });
});

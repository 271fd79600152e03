import { Strategy } from 'unleash-client/lib/strategy/strategy';
import type { Constraint } from 'unleash-client/lib/strategy/strategy';
import { cidrProblem, inCidr, matchesRegex, regexProblem } from './operator-values';

/** The official SDK's own constraint check: what Pennant's reading of the values must agree with. */
const sdk = new Strategy('operator-values');
const sdkSays = (constraint: Partial<Constraint>, context: Record<string, string>) =>
  sdk.checkConstraint({ inverted: false, values: [], ...constraint } as Constraint, {
    remoteAddress: context.remoteAddress,
    properties: context,
  });

describe('the values of REGEX and IN_CIDR, read as the official SDK reads them', () => {
  const RANGES = ['10.0.0.0/8', '192.168.1.0/24', '172.16.5.4', '2001:db8::/32', '::1', 'fe80::/10', '0.0.0.0/0', '::ffff:10.1.0.0/112'];
  const ADDRESSES = [
    '10.1.2.3',
    '11.0.0.1',
    '192.168.1.255',
    '192.168.2.1',
    '172.16.5.4',
    '172.16.5.5',
    '2001:db8:1::7',
    '2001:db9::1',
    '::1',
    '::2',
    'fe80::abcd',
    '::ffff:10.1.2.3',
    'not-an-ip',
    '',
  ];

  it('IN_CIDR: each address in or out of each range exactly as the SDK decides', () => {
    const verdicts = new Set<boolean>();
    for (const range of RANGES) {
      expect([range, cidrProblem(range)]).toEqual([range, null]);
      for (const address of ADDRESSES) {
        const expected = sdkSays(
          { contextName: 'remoteAddress', operator: 'IN_CIDR' as Constraint['operator'], values: [range] },
          { remoteAddress: address },
        );
        expect([range, address, inCidr(address, [range])]).toEqual([range, address, expected]);
        verdicts.add(expected);
      }
    }
    expect([...verdicts].sort()).toEqual([false, true]);
  });

  it('IN_CIDR: refuses what is neither an address nor a range', () => {
    for (const bad of ['10.0.0.0/33', '1.2.3', '1.2.3.4.5', 'abc', '10.0.0.0/', '::1/129', '10.0.0.0/8/8', '300.1.1.1'])
      expect([bad, cidrProblem(bad)]).toEqual([bad, `${JSON.stringify(bad)} is not a valid IP address or CIDR range`]);
  });

  it('REGEX: found anywhere in the value, with or without case, as the SDK matches', () => {
    const verdicts = new Set<boolean>();
    const PATTERNS = ['^user-[0-9]+$', 'acme\\.com$', 'beta', '^(a|b)c{2,}', '\\d{3}', '[[:alpha:]]+-x'];
    const VALUES = ['user-42', 'USER-42', 'ops@acme.com', 'ops@ACME.COM', 'alphabeta', 'acc', 'bcccc', 'no 12 digits', 'x123', 'ab-x'];
    for (const pattern of PATTERNS) {
      expect([pattern, regexProblem(pattern)]).toEqual([pattern, null]);
      for (const caseInsensitive of [false, true])
        for (const value of VALUES) {
          const expected = sdkSays(
            { contextName: 'v', operator: 'REGEX' as Constraint['operator'], value: pattern, caseInsensitive },
            { v: value },
          );
          expect([pattern, value, caseInsensitive, matchesRegex(pattern, value, caseInsensitive)]).toEqual([
            pattern,
            value,
            caseInsensitive,
            expected,
          ]);
          verdicts.add(expected);
        }
    }
    expect([...verdicts].sort()).toEqual([false, true]);
  });

  it('REGEX: refuses a pattern RE2 cannot compile (the SDK would never match it)', () => {
    for (const bad of ['(abc', '(?=a)b', '(?<!x)y', '\\1', '[z-a]', '*a']) {
      expect(regexProblem(bad)).toMatch(/^is not a valid regex string \(error parsing regexp: /);
      expect(sdkSays({ contextName: 'v', operator: 'REGEX' as Constraint['operator'], value: bad }, { v: 'abc' })).toBe(false);
    }
  });
});

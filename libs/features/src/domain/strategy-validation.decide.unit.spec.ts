import { BadDataError } from '@pennant/kernel';
import type { AddStrategy, StrategyFacts, StrategyInput } from './feature.decider';
import { created, given } from './feature.test-builders';

/** The checks Unleash makes on a strategy that Pennant lacked. */
const facts: StrategyFacts = {
  segmentIds: [],
  strategyTypes: ['default', 'flexibleRollout', 'remoteAddress', 'applicationHostname', 'my-custom'],
  legalValues: { plan: ['free', 'pro'], version: ['1.0.0'] },
};
const add = (strategy: StrategyInput): AddStrategy => ({
  kind: 'add-strategy',
  name: 'checkout',
  project: 'default',
  environment: 'development',
  strategyId: 'n',
  strategy,
  facts,
});
const adding = (strategy: StrategyInput) => () => given([created]).when(add(strategy)).then();
const fix = (name: string, weight: number) => ({ name, weight, weightType: 'fix' as const, stickiness: 'default' });

describe('feature decider: strategy validation as Unleash', () => {
  it("refuses a strategy type that is neither built in nor defined, with Unleash's message", () => {
    for (const name of ['nope', 'userWithId', 'gradualRolloutRandom'])
      expect(adding({ name })).toThrow(`Could not find strategy type with name ${name}`);
    expect(adding({ name: 'my-custom' })()).toHaveLength(1);
  });

  it('refuses IN, NOT_IN and STR_* constraints without values', () => {
    for (const operator of ['IN', 'NOT_IN', 'STR_CONTAINS', 'STR_STARTS_WITH', 'STR_ENDS_WITH'] as const) {
      expect(adding({ name: 'default', constraints: [{ contextName: 'userId', operator }] })).toThrow(
        `constraints[0].values must hold at least one value for the operator ${operator}`,
      );
      expect(adding({ name: 'default', constraints: [{ contextName: 'userId', operator, values: [] }] })).toThrow(BadDataError);
    }
  });

  it("refuses constraint values outside the context field's legal values, single and multiple", () => {
    expect(adding({ name: 'default', constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro', 'gold'] }] })).toThrow(
      '"gold" is not specified as a legal value on the context field "plan"',
    );
    expect(adding({ name: 'default', constraints: [{ contextName: 'version', operator: 'SEMVER_EQ', value: '2.0.0' }] })).toThrow(
      /constraints\[0\]\.value "2.0.0" is not specified/,
    );
    expect(
      adding({
        name: 'default',
        constraints: [
          { contextName: 'plan', operator: 'IN', values: ['pro', 'free'] },
          { contextName: 'userId', operator: 'IN', values: ['x'] },
        ],
      })(),
    ).toHaveLength(1);
  });

  it('accepts the operators of Unleash 7.5–8.0 with their values, and refuses bad ones as Unleash does', () => {
    const one = (operator: 'REGEX' | 'SEMVER_GTE' | 'SEMVER_LTE', value: string) => ({
      name: 'default',
      constraints: [{ contextName: 'userId', operator, value }],
    });
    const cidr = (...values: string[]) => ({
      name: 'default',
      constraints: [{ contextName: 'remoteAddress', operator: 'IN_CIDR' as const, values }],
    });
    expect(adding(one('REGEX', '^user-[0-9]+$'))()).toHaveLength(1);
    expect(
      adding({
        name: 'default',
        constraints: [{ contextName: 'email', operator: 'REGEX', value: '@ACME\\.com$', caseInsensitive: true }],
      })(),
    ).toHaveLength(1);
    expect(adding(one('SEMVER_GTE', '1.2.3'))()).toHaveLength(1);
    expect(adding(one('SEMVER_LTE', '2.0.0-beta.1'))()).toHaveLength(1);
    expect(adding(cidr('10.0.0.0/8', '192.168.1.1', '2001:db8::/32', '::1'))()).toHaveLength(1);
    // RE2 syntax, as the SDKs compile it: an unclosed group and a look-ahead are refused with RE2's reason.
    expect(adding(one('REGEX', '(abc'))).toThrow(
      'constraints[0].value is not a valid regex string (error parsing regexp: missing closing ): `(abc`)',
    );
    expect(adding(one('REGEX', '(?=a)b'))).toThrow(/not a valid regex string \(error parsing regexp: invalid or unsupported Perl syntax/);
    expect(adding(one('REGEX', ''))).toThrow('constraints[0].value is required for the operator REGEX');
    expect(adding({ name: 'default', constraints: [{ contextName: 'userId', operator: 'REGEX', values: ['abc'] }] })).toThrow(BadDataError);
    expect(adding(one('SEMVER_GTE', 'v1.2'))).toThrow('must be a semantic version (1.2.3) for the operator SEMVER_GTE');
    expect(adding(one('SEMVER_LTE', '1.2'))).toThrow(BadDataError);
    for (const bad of ['10.0.0.0/33', 'nonsense', '10.0.0.1/8/2', '2001:db8::/129', '10.0.0', '10.0.0.0/-1', ''])
      expect(adding(cidr('10.0.0.0/8', bad))).toThrow(
        `constraints[0].values[1] ${JSON.stringify(bad)} is not a valid IP address or CIDR range`,
      );
    expect(adding(cidr())).toThrow('constraints[0].values must hold at least one value for the operator IN_CIDR');
  });

  it('refuses strategy variants without a variable one', () => {
    expect(adding({ name: 'default', variants: [fix('a', 500), fix('b', 500)] })).toThrow('There must be at least one "variable" variant');
    expect(adding({ name: 'default', variants: [fix('a', 500), { ...fix('b', 0), weightType: 'variable' }] })()).toHaveLength(1);
  });
});

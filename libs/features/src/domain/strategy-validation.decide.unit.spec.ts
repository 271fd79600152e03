import { BadDataError } from '@pennant/platform';
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

  it('refuses strategy variants without a variable one', () => {
    expect(adding({ name: 'default', variants: [fix('a', 500), fix('b', 500)] })).toThrow('There must be at least one "variable" variant');
    expect(adding({ name: 'default', variants: [fix('a', 500), { ...fix('b', 0), weightType: 'variable' }] })()).toHaveLength(1);
  });
});

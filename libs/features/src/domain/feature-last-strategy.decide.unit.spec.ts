import type { FeatureCommand, FeatureEvent, StrategyFacts } from './feature.decider';
import { added, created, dev, given, strategy } from './feature.test-builders';

/**
 * An enabled environment must never be left without an enabled strategy, which SDKs
 * read as "on for everybody". Unleash disables the environment in the same operation; so does the
 * decider, for direct edits, change requests and imports alike (they all decide through it).
 */
const facts: StrategyFacts = { segmentIds: [], strategyTypes: ['default', 'flexibleRollout'], legalValues: {} };
const target = { name: 'checkout', project: 'default', environment: 'development' };
const remove = (strategyId: string): FeatureCommand => ({ kind: 'remove-strategy', ...target, strategyId });
const disable = (strategyId: string): FeatureCommand => ({
  kind: 'update-strategy',
  ...target,
  strategyId,
  change: { kind: 'replace', strategy: { disabled: true } },
  facts,
});
const replace = (names: string[]): FeatureCommand => ({
  kind: 'replace-strategies',
  ...target,
  strategies: names.map((name, i) => ({ strategyId: `n${i}`, strategy: { name } })),
  facts,
});
const enabled: FeatureEvent = { type: 'feature-environment-enabled', data: dev };
const disabled: FeatureEvent = { type: 'feature-environment-disabled', data: dev };
const removed = (id: string, overrides = {}): FeatureEvent => ({
  type: 'feature-strategy-remove',
  data: { ...dev, preData: strategy(id, overrides) },
});
const s1 = strategy('s1');
const s2 = strategy('s2', { sortOrder: 1 });

describe('feature decider: the last enabled strategy of an enabled environment', () => {
  it('given an enabled environment with one strategy, when it is removed, then the environment is disabled first, then the strategy removed', () => {
    expect(
      given([created, added(s1), enabled])
        .when(remove('s1'))
        .then(),
    ).toEqual([disabled, removed('s1')]);
  });

  it('given a disabled environment, when its last strategy is removed, then only the strategy is removed', () => {
    expect(
      given([created, added(s1)])
        .when(remove('s1'))
        .then(),
    ).toEqual([removed('s1')]);
  });

  it('given another enabled strategy, when one is removed, then the environment stays enabled', () => {
    expect(
      given([created, added(s1), added(s2), enabled])
        .when(remove('s1'))
        .then(),
    ).toEqual([removed('s1')]);
  });

  it('given only a disabled strategy besides it, when the last enabled one is removed, then the environment is disabled', () => {
    const off = strategy('s2', { sortOrder: 1, disabled: true });
    expect(
      given([created, added(s1), added(off), enabled])
        .when(remove('s1'))
        .then(),
    ).toEqual([disabled, removed('s1')]);
  });

  it("given one enabled strategy, when it is disabled (disabled: true), then the update is followed by the environment's disabling (Unleash's order)", () => {
    const events = given([created, added(s1), enabled])
      .when(disable('s1'))
      .then();
    expect(events.map((e) => e.type)).toEqual(['feature-strategy-update', 'feature-environment-disabled']);
  });

  it('given a log recorded before this rule (enabled, its last strategy already removed), when the remaining disabled strategy is removed, then the environment is disabled', () => {
    const off = strategy('s2', { disabled: true });
    const history = [created, added(s1), added(off), enabled, removed('s1')];
    expect(given(history).when(remove('s2')).then()).toEqual([disabled, removed('s2', { disabled: true })]);
  });

  it('given an enabled environment, when an import replaces its strategies by none, then it is disabled; by some, then it stays enabled', () => {
    expect(
      given([created, added(s1), enabled])
        .when(replace([]))
        .then(),
    ).toEqual([disabled, removed('s1')]);
    const events = given([created, added(s1), enabled])
      .when(replace(['default']))
      .then();
    expect(events.map((e) => e.type)).toEqual(['feature-strategy-remove', 'feature-strategy-add']);
  });
});

import type { FeatureCommand, FeatureEvent } from './feature.decider';
import { ArchivedFeatureError, FeatureNotFoundError } from './feature.errors';
import { added, archived, created, dev, given, strategy } from './feature.test-builders';

const toggle = (enabled: boolean, project = 'default'): FeatureCommand => ({
  kind: 'toggle-environment',
  name: 'checkout',
  project,
  environment: 'development',
  enabled,
  defaultStrategyId: 'default-id',
});
const enabled: FeatureEvent = { type: 'feature-environment-enabled', data: dev };
const flexible = strategy('default-id', {
  name: 'flexibleRollout',
  parameters: { rollout: '100', stickiness: 'default', groupId: 'checkout' },
});

describe('feature decider: environments on/off', () => {
  it('turning on without strategies adds the default flexibleRollout first, then enables', () => {
    expect(given([created]).when(toggle(true)).then()).toEqual([added(flexible), enabled]);
  });

  it('turning on with an enabled strategy only enables', () => {
    expect(
      given([created, added(strategy('s1'))])
        .when(toggle(true))
        .then(),
    ).toEqual([enabled]);
  });

  it('turning on with only disabled strategies adds the default after them', () => {
    const events = given([created, added(strategy('s1', { disabled: true, sortOrder: 4 }))])
      .when(toggle(true))
      .then();
    expect(events).toEqual([added({ ...flexible, sortOrder: 5 }), enabled]);
  });

  it('emits nothing when the state does not change', () => {
    expect(
      given([created, added(strategy('s1')), enabled])
        .when(toggle(true))
        .then(),
    ).toEqual([]);
    expect(given([created]).when(toggle(false)).then()).toEqual([]);
  });

  it('turns off an enabled environment', () => {
    expect(
      given([created, added(strategy('s1')), enabled])
        .when(toggle(false))
        .then(),
    ).toEqual([{ type: 'feature-environment-disabled', data: dev }]);
  });

  it('revive switches every environment off', () => {
    const revived: FeatureEvent = { type: 'feature-revived', data: { project: 'default', featureName: 'checkout' } };
    expect(
      given([created, added(strategy('s1')), enabled, archived, revived])
        .when(toggle(true))
        .then(),
    ).toEqual([enabled]);
  });

  it('refuses an archived flag (400) and an unknown or foreign flag (404)', () => {
    expect(() => given([created, archived]).when(toggle(true)).then()).toThrow(ArchivedFeatureError);
    expect(() => given([]).when(toggle(true)).then()).toThrow(FeatureNotFoundError);
    expect(() => given([created]).when(toggle(true, 'other')).then()).toThrow(FeatureNotFoundError);
  });
});

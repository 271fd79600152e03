import type { ProjectDefaultStrategy } from '@pennant/events';
import type { FeatureCommand, FeatureEvent } from './feature.decider';
import { ArchivedFeatureError, FeatureNotFoundError } from './feature.errors';
import { added, archived, created, dev, given, strategy } from './feature.test-builders';

const toggle = (enabled: boolean, project = 'default', projectDefaultStrategy: ProjectDefaultStrategy | null = null): FeatureCommand => ({
  kind: 'toggle-environment',
  name: 'checkout',
  project,
  environment: 'development',
  enabled,
  defaultStrategyId: 'default-id',
  projectDefaultStrategy,
});
const projectDefault: ProjectDefaultStrategy = {
  name: 'flexibleRollout',
  title: 'Quarter of the EU',
  disabled: false,
  constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'], caseInsensitive: false, inverted: false }],
  parameters: { rollout: '25', stickiness: 'userId', groupId: '' },
  variants: [],
  sortOrder: 0,
  segments: [3],
};
const enabled: FeatureEvent = { type: 'feature-environment-enabled', data: dev };
const flexible = strategy('default-id', {
  name: 'flexibleRollout',
  parameters: { rollout: '100', stickiness: 'default', groupId: 'checkout' },
});

describe('feature decider: environments on/off', () => {
  it('turning on without strategies adds the default flexibleRollout first, then enables', () => {
    expect(given([created]).when(toggle(true)).then()).toEqual([added(flexible), enabled]);
  });

  it("turning on without strategies adds a copy of the project environment's default: the given id, the flag's name as empty groupId", () => {
    expect(
      given([created])
        .when(toggle(true, 'default', projectDefault))
        .then(),
    ).toEqual([
      added(
        strategy('default-id', {
          ...projectDefault,
          parameters: { rollout: '25', stickiness: 'userId', groupId: 'checkout' },
        }),
      ),
      enabled,
    ]);
  });

  it("keeps the project environment default's own groupId and adds it after disabled strategies", () => {
    const withGroup = { ...projectDefault, parameters: { ...projectDefault.parameters, groupId: 'shared' } };
    const events = given([created, added(strategy('s1', { disabled: true, sortOrder: 4 }))])
      .when(toggle(true, 'default', withGroup))
      .then();
    expect(events).toEqual([added(strategy('default-id', { ...withGroup, sortOrder: 5 })), enabled]);
  });

  it('turning on with an enabled strategy only enables (the project default is not added)', () => {
    expect(
      given([created, added(strategy('s1'))])
        .when(toggle(true, 'default', projectDefault))
        .then(),
    ).toEqual([enabled]);
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

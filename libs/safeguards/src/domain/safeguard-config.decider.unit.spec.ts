import { deciderSpec } from '@pennant/core/testing';
import type { SafeguardRuleData } from '@pennant/events';
import { safeguardConfigDecider, type FlagFacts, type SafeguardConfigCommand } from './safeguard-config.decider';
import { SafeguardFlagNotFoundError, SafeguardNotFoundError, SafeguardOnArchivedFlagError } from './safeguard.errors';

const rule: SafeguardRuleData = {
  metric: 'checkout_errors',
  aggregation: 'rate',
  windowMinutes: 5,
  comparison: 'gt',
  threshold: 0.5,
  labels: { checkout: 'enabled' },
  appName: null,
  enabled: true,
};
const target = {
  project: 'shop',
  featureName: 'checkout',
  environment: 'production',
  flag: { status: 'active' as const, project: 'shop' },
};
const set = (r: SafeguardRuleData = rule, flag: FlagFacts = target.flag): SafeguardConfigCommand => ({
  kind: 'set',
  ...target,
  flag,
  rule: r,
});
const remove: SafeguardConfigCommand = { kind: 'remove', ...target };
const subject = { project: 'shop', featureName: 'checkout', environment: 'production' };
const id = 'safeguard:checkout:production';

const sut = deciderSpec(safeguardConfigDecider);

describe('configuring a safeguard', () => {
  it('records the first rule as setting-created, naming the flag, its project and the environment', () => {
    sut
      .given([])
      .when(set())
      .then([{ type: 'setting-created', data: { ...subject, data: { id, value: { ...rule } } } }]);
  });

  it('records a changed rule as setting-updated with the previous one; the same rule again records nothing', () => {
    const history = sut.givenCommands([set()]);
    const stricter = { ...rule, threshold: 0.1 };
    history
      .when(set(stricter))
      .then([{ type: 'setting-updated', data: { ...subject, data: { id, value: { ...stricter } }, preData: { id, value: { ...rule } } } }]);
    history.when(set({ ...rule, labels: { checkout: 'enabled' } })).thenNothing();
  });

  it('records a removal as setting-deleted; removing none is refused', () => {
    sut
      .givenCommands([set()])
      .when(remove)
      .then([{ type: 'setting-deleted', data: { ...subject, preData: { id, value: { ...rule } } } }]);
    sut.given([]).when(remove).thenThrows(SafeguardNotFoundError);
    sut.givenCommands([set(), remove]).when(remove).thenThrows(SafeguardNotFoundError);
  });

  it('is refused for a flag of another project, an unknown or deleted flag, and an archived one', () => {
    sut
      .given([])
      .when(set(rule, { status: 'active', project: 'other' }))
      .thenThrows(SafeguardFlagNotFoundError);
    sut
      .given([])
      .when(set(rule, { status: 'none', project: null }))
      .thenThrows(SafeguardFlagNotFoundError);
    sut
      .given([])
      .when(set(rule, { status: 'deleted', project: 'shop' }))
      .thenThrows(SafeguardFlagNotFoundError);
    sut
      .given([])
      .when(set(rule, { status: 'archived', project: 'shop' }))
      .thenThrows(SafeguardOnArchivedFlagError);
  });
});

import type { FeatureEvent } from './feature.decider';
import { archived, created, given, subject } from './feature.test-builders';

const usage = (environment: string, environmentType: string) =>
  ({ kind: 'record-sdk-usage', name: 'checkout', environment, environmentType, appName: 'web' }) as const;
const reached = (environment: string, environmentType: string, stage: 'pre-live' | 'live'): FeatureEvent => ({
  type: 'client-metrics',
  data: { ...subject, environment, data: { appName: 'web', environmentType, stage } },
});
const enabled = (environment: string): FeatureEvent => ({ type: 'feature-environment-enabled', data: { ...subject, environment } });
const disabled = (environment: string): FeatureEvent => ({ type: 'feature-environment-disabled', data: { ...subject, environment } });
const revived: FeatureEvent = { type: 'feature-revived', data: subject };

describe('lifecycle stages from SDK metrics', () => {
  it('metrics from any environment move a new flag to pre-live, once', () => {
    expect(given([created]).when(usage('development', 'development')).then()).toEqual([reached('development', 'development', 'pre-live')]);
    expect(
      given([created, reached('development', 'development', 'pre-live')])
        .when(usage('staging', 'test'))
        .then(),
    ).toEqual([]);
  });

  it('metrics from a production environment where the flag is enabled move it to live (pre-live implied), once', () => {
    expect(
      given([created, enabled('production')])
        .when(usage('production', 'production'))
        .then(),
    ).toEqual([reached('production', 'production', 'live')]);
    expect(
      given([created, reached('development', 'development', 'pre-live'), enabled('production')])
        .when(usage('production', 'production'))
        .then(),
    ).toEqual([reached('production', 'production', 'live')]);
    expect(
      given([created, enabled('production'), reached('production', 'production', 'live')])
        .when(usage('production', 'production'))
        .then(),
    ).toEqual([]);
  });

  it('a disabled production environment or a non-production one only reaches pre-live', () => {
    expect(
      given([created, enabled('production'), disabled('production')])
        .when(usage('production', 'production'))
        .then(),
    ).toEqual([reached('production', 'production', 'pre-live')]);
    expect(
      given([created, enabled('development')])
        .when(usage('development', 'development'))
        .then(),
    ).toEqual([reached('development', 'development', 'pre-live')]);
    expect(
      given([created, reached('production', 'production', 'pre-live'), enabled('production')])
        .when(usage('production', 'production'))
        .then(),
    ).toEqual([reached('production', 'production', 'live')]);
  });

  it('unknown, archived and deleted flags record nothing (metrics for unknown names are only counted)', () => {
    expect(given([]).when(usage('development', 'development')).then()).toEqual([]);
    expect(given([created, archived]).when(usage('development', 'development')).then()).toEqual([]);
  });

  it('reviving restarts the stages', () => {
    const history = [created, enabled('production'), reached('production', 'production', 'live'), archived, revived, enabled('production')];
    expect(given(history).when(usage('production', 'production')).then()).toEqual([reached('production', 'production', 'live')]);
  });
});

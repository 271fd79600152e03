import { deciderSpec } from '@pennant/core/testing';
import type { FeatureRow } from '@pennant/events';
import type { FeatureEvent } from '@pennant/features/domain';
import { conditionHolds, safeguardTripDecider, type TripSafeguard } from './safeguard-trip.decider';

const NOW = '2026-12-01T10:00:00.000Z';
const row: FeatureRow = {
  name: 'checkout',
  description: null,
  type: 'release',
  project: 'shop',
  stale: false,
  createdAt: NOW,
  lastSeenAt: null,
  impressionData: false,
  archivedAt: null,
  archived: false,
};
const subject = { project: 'shop', featureName: 'checkout' };
const production = { ...subject, environment: 'production' };
const created: FeatureEvent = { type: 'feature-created', data: { ...subject, data: row } };
const enabled: FeatureEvent = { type: 'feature-environment-enabled', data: production };
const disabled: FeatureEvent = { type: 'feature-environment-disabled', data: production };
const archived: FeatureEvent = { type: 'feature-archived', data: { ...subject, data: { archivedAt: NOW } } };

const safeguard = {
  id: 'safeguard:checkout:production',
  metric: 'checkout_errors',
  aggregation: 'rate',
  windowMinutes: 1,
  comparison: 'gt',
  threshold: 0.5,
  labels: { checkout: 'enabled' },
  appName: null,
  enabled: true,
};
const observe = (observed: number | null, over: Partial<TripSafeguard['safeguard']> = {}): TripSafeguard => ({
  kind: 'trip',
  featureName: 'checkout',
  environment: 'production',
  safeguard: { ...safeguard, ...over },
  observed,
  windowFrom: '2026-12-01T09:59:00.000Z',
  windowTo: NOW,
});

const sut = deciderSpec(safeguardTripDecider);

describe('a safeguard’s evaluation', () => {
  it('turns the flag off in its environment when the observed value crosses the threshold, naming the rule and the value', () => {
    sut
      .given([created, enabled])
      .when(observe(0.75))
      .then([
        {
          type: 'feature-environment-disabled',
          data: {
            ...production,
            data: { safeguard, observed: 0.75, windowFrom: '2026-12-01T09:59:00.000Z', windowTo: NOW },
          },
        },
      ]);
  });

  it('never fires without data', () => {
    sut.given([created, enabled]).when(observe(null)).thenNothing();
  });

  it('does nothing while the value stays on the right side of the threshold', () => {
    sut.given([created, enabled]).when(observe(0.5)).thenNothing();
    sut.given([created, enabled]).when(observe(0)).thenNothing();
  });

  it('compares as the rule says: ≥, <, ≤', () => {
    expect(
      sut
        .given([created, enabled])
        .when(observe(0.5, { comparison: 'gte' }))
        .events(),
    ).toHaveLength(1);
    expect(
      sut
        .given([created, enabled])
        .when(observe(0.4, { comparison: 'lt' }))
        .events(),
    ).toHaveLength(1);
    expect(
      sut
        .given([created, enabled])
        .when(observe(0.6, { comparison: 'lt' }))
        .events(),
    ).toHaveLength(0);
    expect(
      sut
        .given([created, enabled])
        .when(observe(0.5, { comparison: 'lte' }))
        .events(),
    ).toHaveLength(1);
  });

  it('does nothing when the flag is already off, archived or was never created', () => {
    sut.given([created, enabled, disabled]).when(observe(9)).thenNothing();
    sut.given([created]).when(observe(9)).thenNothing();
    sut.given([created, enabled, archived]).when(observe(9)).thenNothing();
    sut.given([]).when(observe(9)).thenNothing();
  });

  it('does nothing while the safeguard is paused', () => {
    sut
      .given([created, enabled])
      .when(observe(9, { enabled: false }))
      .thenNothing();
  });

  it('fires again once the flag is turned back on while the condition still holds', () => {
    const first = sut.given([created, enabled]).when(observe(2)).events();
    expect(
      sut
        .given([created, enabled, ...first, enabled])
        .when(observe(2))
        .events(),
    ).toHaveLength(1);
  });
});

describe('conditionHolds', () => {
  it('is false for no data and for a value that is not finite', () => {
    expect(conditionHolds({ comparison: 'gt', threshold: 0 }, null)).toBe(false);
    expect(conditionHolds({ comparison: 'lt', threshold: 0 }, Number.NaN)).toBe(false);
    expect(conditionHolds({ comparison: 'gt', threshold: 0 }, 1)).toBe(true);
  });
});

import type { EnvironmentUsage } from '@pennant/client-api';
import type { SearchFeatureEnvironment, SearchFeatureItem, SearchFeaturesResponse } from './search-features.response';
import { withUsage as sut } from './search-usage';

function env(name: string, lastSeenAt: string | null = null): SearchFeatureEnvironment {
  return { name, enabled: true, type: name, sortOrder: 1, variantCount: 0, hasStrategies: true, hasEnabledStrategies: true, lastSeenAt, yes: 0, no: 0 };
}

function item(name: string, environments: SearchFeatureEnvironment[], lastSeenAt: string | null = null): SearchFeatureItem {
  return {
    name, type: 'release', description: null, dependencyType: null, project: 'default', stale: false, favorite: false, impressionData: false,
    createdAt: '2026-01-01T00:00:00.000Z', archivedAt: null, lastSeenAt, environments, segments: [], tags: [],
    lifecycle: { stage: 'initial', enteredStageAt: '2026-01-01T00:00:00.000Z' }, createdBy: { id: 1, name: 'x', imageUrl: 'u' },
  };
}

const usage = (entries: [string, string, EnvironmentUsage][]) => {
  const map = new Map<string, Map<string, EnvironmentUsage>>();
  for (const [flag, environment, u] of entries) map.set(flag, (map.get(flag) ?? new Map()).set(environment, u));
  return map;
};

describe('withUsage', () => {
  it('lays yes/no and lastSeenAt over the environments and takes the latest for the flag, without changing the cached answer', () => {
    const answer: SearchFeaturesResponse = { total: 2, features: [item('a', [env('development'), env('production', '2026-02-01T00:00:00.000Z')]), item('b', [env('development')])] };
    const frozen = JSON.stringify(answer);
    const out = sut(answer, usage([
      ['a', 'development', { lastSeenAt: new Date('2026-03-01T00:00:00.000Z'), yes: 4, no: 2 }],
      ['a', 'production', { lastSeenAt: new Date('2026-01-01T00:00:00.000Z'), yes: 1, no: 0 }],
      ['a', 'staging', { lastSeenAt: new Date('2026-04-01T00:00:00.000Z'), yes: 9, no: 9 }],
    ]));
    expect(JSON.stringify(answer)).toBe(frozen);
    const [a, b] = out.features;
    expect(a.environments).toEqual([
      { ...env('development'), lastSeenAt: '2026-03-01T00:00:00.000Z', yes: 4, no: 2 },
      { ...env('production'), lastSeenAt: '2026-02-01T00:00:00.000Z', yes: 1, no: 0 },
    ]);
    // The flag was last seen anywhere at the latest report, also from an environment not listed.
    expect(a.lastSeenAt).toBe('2026-04-01T00:00:00.000Z');
    expect(b).toBe(answer.features[1]);
    expect(out.total).toBe(2);
  });

  it('returns the same answer when no flag of the page was used', () => {
    const answer: SearchFeaturesResponse = { total: 1, features: [item('a', [env('development')])] };
    expect(sut(answer, new Map())).toBe(answer);
    expect(sut(answer, usage([['z', 'development', { lastSeenAt: null, yes: 1, no: 1 }]]))).toBe(answer);
  });
});

import type { EnvironmentUsage } from '@pennant/client-api';
import { avatarUrl } from '@pennant/platform';
import type { SearchFeatureEnvironment, SearchFeatureItem, SearchFeaturesResponse } from './search-features.response';
import { renderSearchPage as sut, type KeptItem, type SearchPage } from './search-features-page.response';

function env(name: string, lastSeenAt: string | null = null): SearchFeatureEnvironment {
  return {
    name,
    enabled: true,
    type: name,
    sortOrder: 1,
    variantCount: 0,
    hasStrategies: true,
    hasEnabledStrategies: true,
    lastSeenAt,
    yes: 0,
    no: 0,
    changeRequestIds: [],
  };
}

/** An item as kept (no favourite), in the order jsonb writes keys: the renderer must not care. */
function kept(
  name: string,
  environments: SearchFeatureEnvironment[],
  options: { favorite?: boolean; imageUrl?: string | null; lastSeenAt?: string | null } = {},
): KeptItem {
  const item: Omit<SearchFeatureItem, 'favorite'> = {
    name,
    type: 'release',
    description: 'says "hi", {braces}',
    dependencyType: null,
    project: 'default',
    stale: false,
    impressionData: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    archivedAt: null,
    lastSeenAt: options.lastSeenAt ?? null,
    environments,
    segments: ['s'],
    tags: [{ type: 'simple', value: 'v', color: '#FFFFFF' }],
    lifecycle: { stage: 'initial', enteredStageAt: '2026-01-01T00:00:00.000Z' },
    createdBy: { id: 1, name: ' Zoë ', imageUrl: (options.imageUrl === undefined ? 'u' : options.imageUrl) as string },
  };
  const imageUrl = item.createdBy.imageUrl as string | null;
  return { name, favorite: options.favorite ?? false, json: JSON.stringify(item, null, 1), noAvatar: imageUrl === null };
}

const usage = (entries: [string, string, EnvironmentUsage][]) => {
  const map = new Map<string, Map<string, EnvironmentUsage>>();
  for (const [flag, environment, u] of entries) map.set(flag, (map.get(flag) ?? new Map()).set(environment, u));
  return map;
};

const render = (page: SearchPage, u = usage([])) => JSON.parse(sut(page, u)) as SearchFeaturesResponse;

describe('renderSearchPage', () => {
  it('passes kept items through with the caller’s favourite, and the total', () => {
    const page: SearchPage = { total: 7, items: [kept('a', [env('development')], { favorite: true }), kept('b', [env('development')])] };
    const out = render(page);
    expect(out.total).toBe(7);
    expect(out.features.map((f) => [f.name, f.favorite])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(out.features[1]).toEqual({ ...JSON.parse(page.items[1].json), favorite: false });
    expect(render({ total: 0, items: [] })).toEqual({ features: [], total: 0 });
  });

  it('lays SDK usage over the used flags’ items (yes/no, last seen; the flag’s = the latest anywhere), leaving the kept page as it was', () => {
    const page: SearchPage = {
      total: 2,
      items: [
        kept('a', [env('development'), env('production', '2026-02-01T00:00:00.000Z')], { favorite: true }),
        kept('b', [env('development')]),
      ],
    };
    const frozen = JSON.stringify(page);
    const out = render(
      page,
      usage([
        ['a', 'development', { lastSeenAt: new Date('2026-03-01T00:00:00.000Z'), yes: 4, no: 2 }],
        ['a', 'production', { lastSeenAt: new Date('2026-01-01T00:00:00.000Z'), yes: 1, no: 0 }],
        ['a', 'staging', { lastSeenAt: new Date('2026-04-01T00:00:00.000Z'), yes: 9, no: 9 }],
      ]),
    );
    expect(JSON.stringify(page)).toBe(frozen);
    const [a, b] = out.features;
    expect(a.favorite).toBe(true);
    expect(a.environments).toEqual([
      { ...env('development'), lastSeenAt: '2026-03-01T00:00:00.000Z', yes: 4, no: 2 },
      { ...env('production'), lastSeenAt: '2026-02-01T00:00:00.000Z', yes: 1, no: 0 },
    ]);
    expect(a.lastSeenAt).toBe('2026-04-01T00:00:00.000Z');
    expect(b).toEqual({ ...JSON.parse(page.items[1].json), favorite: false });
  });

  it('completes an item kept without its avatar URL (the creator’s trimmed, lower-cased name, as JavaScript does it)', () => {
    const out = render({ total: 1, items: [kept('a', [env('development')], { imageUrl: null })] });
    expect(out.features[0].createdBy).toEqual({ id: 1, name: ' Zoë ', imageUrl: avatarUrl('zoë') });
    expect(avatarUrl(' Zoë ')).toMatch(/^https:\/\/gravatar\.com\/avatar\/[0-9a-f]{64}\?s=42&d=retro&r=g$/);
  });

  it('lays pending change requests over the items of the flags they change, per environment', () => {
    const page: SearchPage = { total: 2, items: [kept('a', [env('development'), env('production')]), kept('b', [env('development')])] };
    const pending = new Map([['a', new Map([['production', [3, 5]]])]]);
    const [a, b] = (JSON.parse(sut(page, usage([]), pending)) as SearchFeaturesResponse).features;
    expect(a.environments.map((e) => [e.name, e.changeRequestIds])).toEqual([
      ['development', []],
      ['production', [3, 5]],
    ]);
    expect(b).toEqual({ ...JSON.parse(page.items[1].json), favorite: false });
  });
});

import { QueryBus } from '@nestjs/cqrs';
import { actorKey, type DomainEvent, type StrategyData } from '@pennant/events';
import { parseSearchParams, SearchFeaturesQuery, type SearchFeaturesResponse } from '@pennant/search';
import { featureCreated, injectEvents } from '../support/inject-events';
import { createTestApp, type TestApp } from '../support/test-app';

const search = '/api/admin/search/features';
const subject = (featureName: string) => ({ project: 'default', featureName });

function tagged(featureName: string, type: string, value: string): DomainEvent {
  return { type: 'feature-tagged', data: { ...subject(featureName), data: { type, value } } };
}

function strategy(id: string, segments: number[], disabled = false): StrategyData {
  return { id, name: 'default', title: null, disabled, constraints: [], parameters: {}, variants: [], sortOrder: 0, segments };
}

function segmentCreated(id: number, name: string): DomainEvent {
  return {
    type: 'segment-created',
    data: { data: { id, name, description: null, project: null, constraints: [], createdBy: 'alice', createdAt: '2024-01-01T00:00:00Z' } },
  };
}

describe('search over tags, segments, strategies, favourites and lifecycle (feature-search projection)', () => {
  let t: TestApp;

  async function names(query: string): Promise<string[]> {
    const res = await t.get(`${search}?${query}`);
    expect(res.status).toBe(200);
    return res.body.features.map((f: { name: string }) => f.name);
  }

  beforeAll(async () => {
    t = await createTestApp();
    await injectEvents(t, [
      featureCreated('f1', { createdAt: '2024-01-01T00:00:00Z' }),
      featureCreated('f2', { createdAt: '2024-01-02T00:00:00Z' }),
      featureCreated('f3', { createdAt: '2024-01-03T00:00:00Z' }),
      tagged('f1', 'simple', 'blue'),
      tagged('f1', 'team', 'core:payments'),
      tagged('f2', 'simple', 'blue'),
      tagged('f3', 'simple', 'red'),
      segmentCreated(1, 'beta users'),
      segmentCreated(2, 'internal'),
      { type: 'feature-strategy-add', data: { ...subject('f1'), environment: 'development', data: strategy('s1', [1, 2]) } },
      { type: 'feature-strategy-add', data: { ...subject('f1'), environment: 'production', data: strategy('s2', [1], true) } },
      { type: 'feature-strategy-add', data: { ...subject('f2'), environment: 'development', data: strategy('s3', [1]) } },
    ]);
  });
  afterAll(() => t.close());

  it('returns tags, segment names (distinct) and strategy presence per environment', async () => {
    const res = await t.get(`${search}?query=f1`);
    const f1 = res.body.features[0];
    // With their type's color: the built-in simple is white, a type never created has none (ADR 0058).
    expect(f1.tags).toEqual([
      { type: 'simple', value: 'blue', color: '#FFFFFF' },
      { type: 'team', value: 'core:payments', color: null },
    ]);
    expect(f1.segments).toEqual(['beta users', 'internal']);
    expect(
      f1.environments.map((e: { name: string; hasStrategies: boolean; hasEnabledStrategies: boolean }) => [
        e.name,
        e.hasStrategies,
        e.hasEnabledStrategies,
      ]),
    ).toEqual([
      ['development', true, true],
      ['production', true, false],
    ]);
  });

  it('filters by tag with all six operators (values may contain colons)', async () => {
    expect(await names('tag=INCLUDE:simple:blue')).toEqual(['f1', 'f2']);
    expect(await names('tag=INCLUDE_ANY_OF:simple:red,team:core:payments')).toEqual(['f1', 'f3']);
    expect(await names('tag=DO_NOT_INCLUDE:simple:blue')).toEqual(['f3']);
    expect(await names('tag=EXCLUDE_IF_ANY_OF:simple:red,%20team:core:payments')).toEqual(['f2']);
    expect(await names('tag=INCLUDE_ALL_OF:simple:blue,team:core:payments')).toEqual(['f1']);
    expect(await names('tag=EXCLUDE_ALL:simple:blue,team:core:payments')).toEqual(['f2', 'f3']);
    const res = await t.get(`${search}?tag=INCLUDE:simple`);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'query.tag' })]);
  });

  it('matches query on tag values', async () => {
    expect(await names('query=PAYMENTS')).toEqual(['f1']);
    expect(await names('query=red')).toEqual(['f3']);
    expect(await names('query=blue')).toEqual(['f1', 'f2']);
    expect(await names('query=RE:PAY,nothing')).toEqual(['f1']);
    // f1's tag values are indexed joined by U+0001 (migration 0300): a term never spans two values.
    expect(await names('query=blue%01core')).toEqual([]);
    const { rows } = await t.sql.query(`SELECT pennant_tag_text(tags) AS text FROM rm_search_features WHERE name = 'f1'`);
    expect(rows).toEqual([{ text: 'blue\u0001core:payments' }]);
  });

  it('filters by segment name with all six operators', async () => {
    expect(await names('segment=INCLUDE:beta%20users')).toEqual(['f1', 'f2']);
    expect(await names('segment=INCLUDE_ANY_OF:internal,nope')).toEqual(['f1']);
    expect(await names('segment=DO_NOT_INCLUDE:internal')).toEqual(['f2', 'f3']);
    expect(await names('segment=EXCLUDE_IF_ANY_OF:beta%20users')).toEqual(['f3']);
    expect(await names('segment=INCLUDE_ALL_OF:beta%20users,internal')).toEqual(['f1']);
    expect(await names('segment=EXCLUDE_ALL:beta%20users,internal')).toEqual(['f2', 'f3']);
  });

  it('follows segment renames, strategy updates and removals, untagging and segment deletion', async () => {
    await injectEvents(t, [
      {
        type: 'segment-updated',
        data: {
          data: {
            id: 2,
            name: 'staff',
            description: null,
            project: null,
            constraints: [],
            createdBy: 'alice',
            createdAt: '2024-01-01T00:00:00Z',
          },
          preData: {
            id: 2,
            name: 'internal',
            description: null,
            project: null,
            constraints: [],
            createdBy: 'alice',
            createdAt: '2024-01-01T00:00:00Z',
          },
        },
      },
      {
        type: 'feature-strategy-update',
        data: { ...subject('f2'), environment: 'development', data: strategy('s3', [2], true), preData: strategy('s3', [1]) },
      },
      { type: 'feature-untagged', data: { ...subject('f2'), preData: { type: 'simple', value: 'blue' } } },
    ]);
    expect(await names('segment=INCLUDE:staff')).toEqual(['f1', 'f2']);
    expect(await names('segment=INCLUDE:beta%20users')).toEqual(['f1']);
    expect(await names('tag=INCLUDE:simple:blue')).toEqual(['f1']);
    expect(await names('query=blue')).toEqual(['f1']);
    // Each flag row's kept tags (migration 0290) equal its tag rows, after tagging and untagging.
    const mismatched = await t.sql.query(`SELECT f.name FROM rm_search_features f
      WHERE f.tags <> (SELECT coalesce(jsonb_agg(jsonb_build_object('t', tag_type, 'v', tag_value) ORDER BY tag_type, tag_value), '[]'::jsonb) FROM rm_search_feature_tags WHERE feature_name = f.name)`);
    expect(mismatched.rows).toEqual([]);
    const kept = await t.sql.query(`SELECT name, tags FROM rm_search_features WHERE name IN ('f1', 'f2') ORDER BY name`);
    expect(kept.rows.map((r: { name: string; tags: unknown[] }) => [r.name, r.tags.length])).toEqual([
      ['f1', 2],
      ['f2', 0],
    ]);
    const f2 = (await t.get(`${search}?query=f2`)).body.features[0];
    expect(f2.environments[0]).toMatchObject({ name: 'development', hasStrategies: true, hasEnabledStrategies: false });
    await injectEvents(t, [
      { type: 'feature-strategy-remove', data: { ...subject('f2'), environment: 'development', preData: strategy('s3', [2], true) } },
      {
        type: 'segment-deleted',
        data: {
          preData: {
            id: 1,
            name: 'beta users',
            description: null,
            project: null,
            constraints: [],
            createdBy: 'alice',
            createdAt: '2024-01-01T00:00:00Z',
          },
        },
      },
    ]);
    expect(await names('segment=INCLUDE:staff')).toEqual(['f1']);
    const after = (await t.get(`${search}?query=f`)).body.features;
    expect(after.map((f: { segments: string[] }) => f.segments)).toEqual([['staff'], [], []]);
    expect(after[1].environments[0]).toMatchObject({ hasStrategies: false });
  });

  it('marks and ranks the caller’s favourites (a user caller through the query bus)', async () => {
    const seven = { id: 7, name: 'seven@example.com', kind: 'user' as const };
    await injectEvents(t, [{ type: 'feature-favorited', data: { featureName: 'f3', data: { feature: 'f3', userId: 7 } } }], seven);
    const run = async (query: Record<string, string>, caller: string) =>
      JSON.parse(await t.app.get(QueryBus).execute(new SearchFeaturesQuery(parseSearchParams(query), caller))) as SearchFeaturesResponse;
    const first = await run({ favoritesFirst: 'true' }, actorKey(seven));
    expect(first.features.map((f) => [f.name, f.favorite])).toEqual([
      ['f3', true],
      ['f1', false],
      ['f2', false],
    ]);
    // The same ranking when the matches are collected first (a text condition), page by page.
    const paged = [0, 1, 2].map((offset) =>
      run({ favoritesFirst: 'true', query: 'f', limit: '1', offset: String(offset) }, actorKey(seven)),
    );
    expect((await Promise.all(paged)).map((r) => [r.features[0].name, r.total])).toEqual([
      ['f3', 3],
      ['f1', 3],
      ['f2', 3],
    ]);
    expect((await run({ favoritesFirst: 'true' }, actorKey({ ...seven, id: 8 }))).features.map((f) => f.name)).toEqual(['f1', 'f2', 'f3']);
    expect((await t.get(`${search}?favoritesFirst=true`)).body.features.map((f: { favorite: boolean }) => f.favorite)).toEqual([
      false,
      false,
      false,
    ]);
    await injectEvents(t, [{ type: 'feature-unfavorited', data: { featureName: 'f3', data: { feature: 'f3', userId: 7 } } }], seven);
    expect((await run({ favoritesFirst: 'true' }, actorKey(seven))).features[0].name).toBe('f1');
  });

  it('tracks lifecycle, project moves, revival and deletion', async () => {
    await injectEvents(t, [
      { type: 'feature-completed', data: { ...subject('f1'), data: { status: 'kept', kept: true } } },
      { type: 'feature-project-change', data: { ...subject('f2'), data: { newProject: 'elsewhere', oldProject: 'default' } } },
      { type: 'feature-environment-enabled', data: { ...subject('f3'), environment: 'production' } },
      { type: 'feature-archived', data: { ...subject('f3'), data: { archivedAt: '2024-02-01T00:00:00.000Z' } } },
      { type: 'feature-revived', data: subject('f3') },
    ]);
    const items = (await t.get(search)).body.features;
    expect(items[0].lifecycle).toEqual({ stage: 'completed', status: 'kept', enteredStageAt: expect.any(String) });
    expect(items[1]).toMatchObject({ name: 'f2', project: 'elsewhere', environments: [] });
    expect(items[2]).toMatchObject({ name: 'f3', archivedAt: null, lifecycle: { stage: 'initial' } });
    expect(await names('status=production:enabled')).toEqual([]);
    await injectEvents(t, [
      {
        type: 'feature-deleted',
        data: {
          ...subject('f1'),
          preData: {
            name: 'f1',
            description: null,
            type: 'release',
            project: 'default',
            stale: false,
            createdAt: '2024-01-01T00:00:00Z',
            lastSeenAt: null,
            impressionData: false,
            archivedAt: null,
            archived: false,
          },
        },
      },
    ]);
    expect(await names('')).toEqual(['f2', 'f3']);
    expect(await names('tag=INCLUDE:team:core:payments')).toEqual([]);
    const left = await t.sql.query(
      `SELECT (SELECT count(*) FROM rm_search_feature_tags WHERE feature_name = 'f1') + (SELECT count(*) FROM rm_search_feature_strategies WHERE feature_name = 'f1') AS n`,
    );
    expect(Number(left.rows[0].n)).toBe(0);
  });
});

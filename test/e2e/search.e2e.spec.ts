import { featureCreated, injectEvents } from '../support/inject-events';
import { cheapestCpuTimeOf } from '../support/cpu-time';
import { createTestApp, type TestApp } from '../support/test-app';

const base = '/api/admin/projects/default/features';
const search = '/api/admin/search/features';

describe('GET /api/admin/search/features', () => {
  let t: TestApp;

  async function names(query: string): Promise<string[]> {
    const res = await t.get(`${search}?${query}`);
    expect(res.status).toBe(200);
    return res.body.features.map((f: { name: string }) => f.name);
  }

  async function rejected(query: string): Promise<{ path: string }[]> {
    const res = await t.get(`${search}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ id: expect.any(String), name: 'BadDataError', message: expect.any(String) });
    return res.body.details;
  }

  beforeAll(async () => {
    t = await createTestApp();
    // Created by alice (user 7) on fixed dates, oldest first.
    await injectEvents(t, [
      featureCreated('old-timer', { createdAt: '2020-05-01T12:00:00Z', description: 'Legacy 50% rollout', type: 'operational' }),
      featureCreated('other-project-flag', { project: 'other', createdAt: '2021-01-01T00:00:00Z' }),
    ]);
    // Created through the API by the admin token (user id -42), in this order.
    for (const [name, body] of [
      ['alpha-release', { description: 'The first Flag', type: 'release' }],
      ['beta-experiment', { description: 'checkout redesign', type: 'experiment' }],
      ['gamma-kill', { type: 'kill-switch' }],
      ['delta-stale', { type: 'release' }],
      ['epsilon-archived', { type: 'release' }],
    ] as const) {
      expect((await t.post(base, { name, ...body })).status).toBe(201);
    }
    expect((await t.put(`${base}/delta-stale`, { stale: true })).status).toBe(200);
    expect((await t.put(`${base}/epsilon-archived`, { archived: true })).status).toBe(200);
    await injectEvents(t, [
      { type: 'feature-environment-enabled', data: { project: 'default', featureName: 'alpha-release', environment: 'production' } },
    ]);
  });
  afterAll(() => t.close());

  it('needs a token (401 AuthenticationRequired)', async () => {
    const res = await t.get(search, { token: null });
    expect(res.status).toBe(401);
    expect(res.body.name).toBe('AuthenticationRequired');
  });

  it('lists active flags by creation date with the spec item shape', async () => {
    const res = await t.get(search);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(6);
    expect(res.body.features.map((f: { name: string }) => f.name)).toEqual([
      'old-timer',
      'other-project-flag',
      'alpha-release',
      'beta-experiment',
      'gamma-kill',
      'delta-stale',
    ]);
    const alpha = res.body.features[2];
    expect(alpha).toEqual({
      name: 'alpha-release',
      type: 'release',
      description: 'The first Flag',
      dependencyType: null,
      project: 'default',
      stale: false,
      favorite: false,
      impressionData: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      archivedAt: null,
      lastSeenAt: null,
      environments: [
        {
          name: 'development',
          enabled: false,
          type: 'development',
          sortOrder: 2,
          variantCount: 0,
          hasStrategies: false,
          hasEnabledStrategies: false,
          lastSeenAt: null,
          yes: 0,
          no: 0,
          changeRequestIds: [],
        },
        {
          name: 'production',
          enabled: true,
          type: 'production',
          sortOrder: 3,
          variantCount: 0,
          hasStrategies: false,
          hasEnabledStrategies: false,
          lastSeenAt: null,
          yes: 0,
          no: 0,
          changeRequestIds: [],
        },
      ],
      segments: [],
      tags: [],
      lifecycle: { stage: 'initial', enteredStageAt: expect.any(String) },
      createdBy: {
        id: -42,
        name: expect.any(String),
        imageUrl: expect.stringMatching(/^https:\/\/gravatar\.com\/avatar\/[0-9a-f]{64}\?s=42&d=retro&r=g$/),
      },
    });
    expect(res.body.features[0].createdBy).toMatchObject({ id: 7, name: 'alice' });
  });

  it('matches query case-insensitively on name and description, any of several terms, % and _ literally', async () => {
    expect(await names('query=ALPHA')).toEqual(['alpha-release']);
    expect(await names('query=CHECKOUT')).toEqual(['beta-experiment']);
    expect(await names('query=first%20flag')).toEqual(['alpha-release']);
    expect(await names('query=gamma,%20delta')).toEqual(['gamma-kill', 'delta-stale']);
    expect(await names('query=50%25')).toEqual(['old-timer']);
    expect(await names('query=_')).toEqual([]);
    expect(await names('query=%20,%20')).toHaveLength(6);
  });

  it('matches a term within one field only, never across name and description', async () => {
    expect(await names('query=release%01The')).toEqual([]);
    expect(await names('query=release%01The,gamma')).toEqual(['gamma-kill']);
  });

  it('follows description changes in text search', async () => {
    expect((await t.put(`${base}/gamma-kill`, { description: 'Emergency brake' })).status).toBe(200);
    expect(await names('query=BRAKE')).toEqual(['gamma-kill']);
    expect((await t.put(`${base}/gamma-kill`, { description: null })).status).toBe(200);
    expect(await names('query=brake')).toEqual([]);
    expect(await names('query=gamma')).toEqual(['gamma-kill']);
  });

  it('matches a term shorter than a trigram as any other term: case-insensitively, in name, description or a tag value, never across them, following changes', async () => {
    // Such a term reads every flag (no index can narrow it): one LIKE on the lower-cased search_text (migration 0530).
    expect(await names('query=Fl')).toEqual(['other-project-flag', 'alpha-release']); // name; description 'The first Flag'
    expect(await names('query=eT')).toEqual(['beta-experiment']); // 'beta'; not 'alpha-release' + 'The first…' across the fields
    expect(await names('query=gamma,eT')).toEqual(['beta-experiment', 'gamma-kill']);
    expect(await names('query=%25')).toEqual(['old-timer']);
    expect((await t.put(`${base}/delta-stale`, { description: 'Über Änderung' })).status).toBe(200);
    expect(await names('query=üB')).toEqual(['delta-stale']);
    expect(await names('query=äN')).toEqual(await names('query=ÄNDER'));
    expect((await t.post('/api/admin/features/gamma-kill/tags', { type: 'simple', value: 'Zq' })).status).toBe(201);
    expect(await names('query=zQ')).toEqual(['gamma-kill']);
    expect((await t.delete('/api/admin/features/gamma-kill/tags/simple/Zq')).status).toBe(200);
    expect(await names('query=zq')).toEqual([]);
    expect((await t.put(`${base}/delta-stale`, { description: null })).status).toBe(200);
    expect(await names('query=üb')).toEqual([]);
  });

  it('filters by project with the four generic operators', async () => {
    expect(await names('project=IS:other')).toEqual(['other-project-flag']);
    expect(await names('project=IS_ANY_OF:other,nope')).toEqual(['other-project-flag']);
    expect(await names('project=IS_NOT:default')).toEqual(['other-project-flag']);
    expect(await names('project=IS_NONE_OF:default,other')).toEqual([]);
  });

  it('filters by type, state and createdBy', async () => {
    expect(await names('type=IS_ANY_OF:experiment,kill-switch')).toEqual(['beta-experiment', 'gamma-kill']);
    expect(await names('type=IS_NOT:release')).toEqual(['old-timer', 'beta-experiment', 'gamma-kill']);
    expect(await names('state=IS:stale')).toEqual(['delta-stale']);
    expect(await names('state=IS_NOT:stale&project=IS:default')).toEqual(['old-timer', 'alpha-release', 'beta-experiment', 'gamma-kill']);
    expect(await names('state=IS_ANY_OF:active,stale')).toHaveLength(6);
    expect(await names('createdBy=IS:7')).toEqual(['old-timer', 'other-project-flag']);
    expect(await names('createdBy=IS_NONE_OF:7')).toHaveLength(4);
  });

  it('filters by environment status (one or many, repeated or comma list)', async () => {
    expect(await names('status=production:enabled')).toEqual(['alpha-release']);
    expect(await names('status=production:enabled,development:enabled')).toEqual(['alpha-release']);
    expect(await names('status=production:enabled&status=development:disabled&project=IS:default')).toHaveLength(5);
    expect(await names('status[]=production:disabled&type=IS:release')).toEqual(['delta-stale']);
  });

  it('filters by creation date at UTC midnight', async () => {
    expect(await names('createdAt=IS_BEFORE:2020-05-01')).toEqual([]);
    expect(await names('createdAt=IS_BEFORE:2020-05-02')).toEqual(['old-timer']);
    expect(await names('createdAt=IS_ON_OR_AFTER:2021-01-01&createdAt_ignored=1')).toHaveLength(5);
    expect(await rejected('createdAt=IS_BEFORE:2021-02-30')).toEqual([expect.objectContaining({ path: 'query.createdAt' })]);
  });

  it('returns only archived flags with archived=true or IS:true, and active ones otherwise', async () => {
    for (const value of ['true', 'IS:true']) {
      const res = await t.get(`${search}?archived=${value}`);
      expect(res.body.total).toBe(1);
      expect(res.body.features[0]).toMatchObject({
        name: 'epsilon-archived',
        archivedAt: expect.any(String),
        lifecycle: { stage: 'archived' },
      });
    }
    for (const value of ['false', 'IS:false']) expect(await names(`archived=${value}`)).not.toContain('epsilon-archived');
    expect(await names('query=epsilon')).toEqual([]);
    expect(await names('archived=true&query=epsilon')).toEqual(['epsilon-archived']);
  });

  it('pages with offset/limit while total counts every match', async () => {
    const page = await t.get(`${search}?limit=2&offset=2`);
    expect(page.body).toMatchObject({ total: 6 });
    expect(page.body.features.map((f: { name: string }) => f.name)).toEqual(['alpha-release', 'beta-experiment']);
    const past = await t.get(`${search}?limit=2&offset=100`);
    expect(past.body).toEqual({ features: [], total: 6 });
    const none = await t.get(`${search}?query=no-such-flag`);
    expect(none.body).toEqual({ features: [], total: 0 });
  });

  it('keeps the text search trigram indexes without a pending list, so a search never scans unsorted entries (migrations 0240, 0300)', async () => {
    const { rows } = await t.sql.query(`SELECT relname, reloptions FROM pg_class WHERE relname LIKE 'rm_search_%trgm' ORDER BY relname`);
    expect(rows).toEqual([
      { relname: 'rm_search_features_description_trgm', reloptions: ['fastupdate=off'] },
      { relname: 'rm_search_features_name_trgm', reloptions: ['fastupdate=off'] },
      { relname: 'rm_search_features_tag_text_trgm', reloptions: ['fastupdate=off'] },
    ]);
  });

  it('pages the same way whichever plan serves the query (two scans, or the matches collected once)', async () => {
    // Column-only conditions page by two scans; text, tag, segment and status conditions collect the matches first.
    const shapes = [
      'sortBy=name',
      'sortBy=createdAt&sortOrder=desc',
      'sortBy=type&sortOrder=desc',
      'project=IS:default&sortBy=createdAt',
      'query=a&sortBy=type',
      'query=a&sortBy=name&sortOrder=desc',
      'status=production:disabled',
      'sortBy=environment:production&sortOrder=desc&query=e',
    ];
    for (const shape of shapes) {
      const full = (await t.get(`${search}?${shape}&limit=100`)).body as { features: { name: string }[]; total: number };
      expect(full.features.length).toBe(full.total);
      const paged: string[] = [];
      for (let offset = 0; offset < full.total + 2; offset += 2) {
        const page = (await t.get(`${search}?${shape}&limit=2&offset=${offset}`)).body as { features: { name: string }[]; total: number };
        expect([shape, page.total]).toEqual([shape, full.total]);
        paged.push(...page.features.map((f) => f.name));
      }
      expect([shape, paged]).toEqual([shape, full.features.map((f) => f.name)]);
    }
  });

  it('sorts by name, type, createdAt, environment and lastSeenAt in either order', async () => {
    const all = ['alpha-release', 'beta-experiment', 'delta-stale', 'gamma-kill', 'old-timer', 'other-project-flag'];
    expect(await names('sortBy=name')).toEqual(all);
    expect(await names('sortBy=name&sortOrder=desc')).toEqual([...all].reverse());
    expect(await names('sortBy=type&project=IS:default')).toEqual([
      'beta-experiment',
      'gamma-kill',
      'old-timer',
      'alpha-release',
      'delta-stale',
    ]);
    expect(await names('sortBy=createdAt&sortOrder=desc&limit=2')).toEqual(['delta-stale', 'gamma-kill']);
    // enabled first when descending; flags of a project without that environment last
    expect(await names('sortBy=environment:production&sortOrder=desc')).toEqual([
      'alpha-release',
      'old-timer',
      'beta-experiment',
      'gamma-kill',
      'delta-stale',
      'other-project-flag',
    ]);
    expect(await names('sortBy=environment:production&sortOrder=asc')).toEqual([
      'old-timer',
      'beta-experiment',
      'gamma-kill',
      'delta-stale',
      'alpha-release',
      'other-project-flag',
    ]);
    expect(await names('sortBy=lastSeenAt&sortOrder=desc&limit=1')).toEqual(['old-timer']);
  });

  it('combines filters with AND', async () => {
    expect(await names('project=IS:default&type=IS:release&state=IS:active&query=alpha&status=production:enabled')).toEqual([
      'alpha-release',
    ]);
    expect(await names('project=IS:default&type=IS:release&state=IS:stale&query=alpha')).toEqual([]);
  });

  it('answers 400 BadDataError naming the parameter for malformed values', async () => {
    const cases: [string, string][] = [
      ['sortBy=unknown', 'query.sortBy'],
      ['sortBy=__proto__', 'query.sortBy'],
      ['sortBy=constructor', 'query.sortBy'],
      ['sortOrder=sideways', 'query.sortOrder'],
      ['limit=0', 'query.limit'],
      ['limit=abc', 'query.limit'],
      ['offset=-1', 'query.offset'],
      ['tag=EXCLUDE_ALL:simple', 'query.tag'],
      ['tag=EXCLUDE_ALL:simple,simple:jest', 'query.tag'],
      ['segment=IS:a', 'query.segment'],
      ['project=default', 'query.project'],
      ['type=IS_EVERY:release', 'query.type'],
      ['state=IS:rotten', 'query.state'],
      ['createdBy=IS:bob', 'query.createdBy'],
      ['status=production:on', 'query.status'],
      ['archived=maybe', 'query.archived'],
      ['favoritesFirst=1', 'query.favoritesFirst'],
      ['limit=1&limit=2', 'query.limit'],
      ['query=a&query=b', 'query.query'],
      ['query=a%00b', 'query.query'],
    ];
    for (const [query, path] of cases) expect([query, (await rejected(query)).map((d) => d.path)]).toEqual([query, [path]]);
  });

  it('answers a 10 kB hostile value quickly (HTTP round trip, sanity bound in CPU time)', async () => {
    const hostile = encodeURIComponent(`INCLUDE:a:b${',a:b'.repeat(2500)}\n`);
    await t.get(`${search}?tag=INCLUDE:a:b`); // warm up
    const { result: res, ms } = await cheapestCpuTimeOf(() => t.get(`${search}?tag=${hostile}`));
    console.log(`hostile tag over HTTP: ${res.status} in ${ms.toFixed(1)} ms of CPU`);
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('query.tag');
    expect(ms).toBeLessThan(250);
  });
});

import { MetricsAggregator } from '@pennant/client-api';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The answers Unleash's own admin UI reads that Pennant lacked (ADR 0059): its sign-in probe's
 * 401, its sign-out form, the flag creators, a project's status, the lifecycle counts, a parent's
 * variants, the instance statistics, the signed-in user's profile, a project's context fields,
 * the maintenance switch, and the search filters its flags overview sends. Shapes as Unleash OSS
 * 8.2 answers them; every 2xx is also checked against docs/openapi.json (ADR 0050).
 */
const features = '/api/admin/projects/default/features';
const PASSWORD = 'Correct-Horse-Battery-9';

let t: TestApp;
let ann: number;

/** Ann's session cookie (she is an Editor with a password). */
async function annSession(): Promise<string> {
  const res = await t.post('/auth/simple/login', { username: 'ann', password: PASSWORD }, { token: null });
  expect(res.status).toBe(200);
  return /pennant_session=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1] ?? '';
}

const asAnn = async (path: string) => t.get(path, { token: null, headers: { cookie: `pennant_session=${await annSession()}` } });

beforeAll(async () => {
  t = await createTestApp();
  const created = await t.post('/api/admin/user-admin', {
    username: 'ann',
    email: 'ann@example.com',
    rootRole: 'Editor',
    password: PASSWORD,
  });
  expect(created.status).toBe(201);
  ann = created.body.id;
  // Ann creates one flag herself; the admin token creates the others.
  const cookie = await annSession();
  const byAnn = await t.post(
    features,
    { name: 'by-ann' },
    { token: null, headers: { cookie: `pennant_session=${cookie}`, origin: 'http://localhost:80', host: 'localhost:80' } },
  );
  expect(byAnn.status).toBe(201);
  for (const name of ['parent', 'child', 'gone']) expect((await t.post(features, { name })).status).toBe(201);
  const strategy = (environment: string, variants: string[]) =>
    t.post(`${features}/parent/environments/${environment}/strategies`, {
      name: 'flexibleRollout',
      parameters: { rollout: '100', stickiness: 'default', groupId: 'parent' },
      variants: variants.map((name) => ({ name, weightType: 'variable', weight: 1000 / variants.length, stickiness: 'default' })),
    });
  expect((await strategy('production', ['blue'])).status).toBe(200);
  expect((await strategy('development', ['green', 'blue'])).status).toBe(200);
  expect((await t.delete(`${features}/gone`)).status).toBe(202);
});
afterAll(() => t.close());

describe("the sign-in probe's 401", () => {
  it('says where and how to sign in on a route people reach with a session (Unleash: path, type, defaultHidden)', async () => {
    for (const path of ['/api/admin/user', '/api/admin/projects', '/api/admin/ui-config']) {
      const res = await t.get(path, { token: null });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        name: 'AuthenticationRequired',
        path: '/auth/simple/login',
        type: 'password',
        defaultHidden: false,
      });
    }
    const ended = await t.get('/api/admin/user', { token: null, headers: { cookie: 'pennant_session=not-a-session' } });
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ path: '/auth/simple/login', type: 'password' });
  });

  it('says nothing of signing in to an SDK route, nor to a wrong token', async () => {
    const sdk = await t.get('/api/client/features', { token: null });
    expect(sdk.status).toBe(401);
    expect(sdk.body).not.toHaveProperty('path');
    const wrong = await t.get('/api/admin/projects', { token: '*:*.not-a-known-token-at-all' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).not.toHaveProperty('type');
  });
});

describe('signing out', () => {
  it('sends an HTML form on to the signed-out page (302), as Unleash does; a script gets 200', async () => {
    const form = await t.post('/logout', undefined, {
      token: null,
      raw: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `pennant_session=${await annSession()}` },
    });
    expect(form.status).toBe(302);
    expect(form.headers.location).toBe('/signed-out');
    expect(String(form.headers['set-cookie'])).toMatch(/pennant_session=;.*Max-Age=0/);
    const script = await t.post('/logout', undefined, { token: null });
    expect(script.status).toBe(200);
  });
});

describe('flag creators', () => {
  it('lists everyone who created a flag, archived ones included, paged, with the total', async () => {
    const all = await t.get('/api/admin/flag-creators');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.flagCreators).toEqual([expect.objectContaining({ id: -42 }), { id: ann, name: 'ann' }]);
    const page = await t.get('/api/admin/flag-creators?limit=1&offset=1');
    expect(page.body).toEqual({ flagCreators: [{ id: ann, name: 'ann' }], total: 2 });
    expect((await t.get('/api/admin/flag-creators?limit=1&offset=5')).body).toEqual({ flagCreators: [], total: 2 });
    expect((await t.get('/api/admin/flag-creators?limit=0')).status).toBe(400);
  });

  it("lists a project's creators; none for a project without flags", async () => {
    const res = await t.get('/api/admin/projects/default/flag-creators');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ id: -42 }), { id: ann, name: 'ann' }]);
    expect((await t.get('/api/admin/projects/nowhere/flag-creators')).body).toEqual([]);
  });
});

describe("a project's status", () => {
  it('answers activity, resources, health, lifecycle and stale flags (Unleash projectStatusSchema)', async () => {
    const res = await t.get('/api/admin/projects/default/status');
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body).toEqual({
      activityCountByDate: [{ date: today, count: expect.any(Number) }],
      resources: { members: 0, apiTokens: 0, segments: 0 },
      health: { current: expect.any(Number) },
      technicalDebt: { current: expect.any(Number) },
      lifecycleSummary: {
        initial: { averageDays: 0, currentFlags: 3 },
        preLive: { averageDays: null, currentFlags: 0 },
        live: { averageDays: null, currentFlags: 0 },
        completed: { averageDays: null, currentFlags: 0 },
        archived: { currentFlags: 1, last30Days: 1 },
      },
      staleFlags: { total: 0 },
    });
    expect(res.body.activityCountByDate[0].count).toBeGreaterThanOrEqual(7);
  });

  it("counts the project's own tokens, segments and members, and its stale flags", async () => {
    expect(
      (await t.post('/api/admin/api-tokens', { tokenName: 'svc', type: 'client', environment: 'development', projects: ['default'] }))
        .status,
    ).toBe(201);
    expect((await t.post('/api/admin/segments', { name: 'default-seg', project: 'default', constraints: [] })).status).toBe(201);
    expect((await t.post('/api/admin/projects/default/access', { roles: [5], users: [ann] })).status).toBe(200);
    expect((await t.patch(`${features}/child`, [{ op: 'replace', path: '/stale', value: true }])).status).toBe(200);
    const res = await t.get('/api/admin/projects/default/status');
    expect(res.body.resources).toEqual({ members: 1, apiTokens: 1, segments: 1 });
    expect(res.body.staleFlags).toEqual({ total: 1 });
  });

  it('is 404 for an unknown project', async () => {
    expect((await t.get('/api/admin/projects/nowhere/status')).status).toBe(404);
  });
});

describe('lifecycle counts', () => {
  it('counts the flags in each stage, archived ones in archived', async () => {
    const res = await t.get('/api/admin/lifecycle/count');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ initial: 3, preLive: 0, live: 0, completed: 0, archived: 1 });
  });
});

describe("a parent's variants", () => {
  it("lists the variant names of the flag's strategies, each once, as they first appeared", async () => {
    const res = await t.get(`${features}/parent/parent-variants`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(['blue', 'green']);
    expect((await t.get(`${features}/child/parent-variants`)).body).toEqual([]);
    expect((await t.get('/api/admin/projects/nowhere/features/parent/parent-variants')).body).toEqual([]);
  });
});

describe('instance statistics', () => {
  it('counts what the installation holds (Unleash instanceAdminStatsSchema), for admins', async () => {
    const res = await t.get('/api/admin/instance-admin/statistics');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      instanceId: expect.any(String),
      versionOSS: expect.any(String),
      versionEnterprise: '',
      users: 1,
      featureToggles: 3,
      archivedFeatureToggles: 1,
      projects: 1,
      environments: 2,
      contextFields: 6,
      strategies: expect.any(Number),
      passwordAuthEnabled: true,
      SAMLenabled: false,
      clientApps: [
        { range: '7d', count: 0 },
        { range: '30d', count: 0 },
        { range: 'allTime', count: 0 },
      ],
      sum: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(res.body.apiTokens.admin).toBeGreaterThanOrEqual(1);
    expect((await asAnn('/api/admin/instance-admin/statistics')).status).toBe(403);
  });
});

describe("the signed-in user's profile", () => {
  it('gives the root role, projects and groups, and whether a password can be changed', async () => {
    expect((await t.post('/api/admin/groups', { name: 'Checkout team', users: [{ user: { id: ann } }] })).status).toBe(201);
    const res = await asAnn('/api/admin/user/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rootRole: { id: 2, type: 'root', name: 'Editor', description: expect.any(String) },
      projects: ['default'],
      groups: [{ id: expect.any(Number), name: 'Checkout team', description: null }],
      subscriptions: [],
      features: [],
      canChangePassword: true,
    });
  });

  it('belongs to a person: an admin token has none (403)', async () => {
    expect((await t.get('/api/admin/user/profile')).status).toBe(403);
  });
});

describe("a project's context fields", () => {
  it("has none of its own; ?include=root adds the instance's", async () => {
    expect((await t.get('/api/admin/projects/default/context')).body).toEqual([]);
    const withRoot = await t.get('/api/admin/projects/default/context?include=root');
    expect(withRoot.status).toBe(200);
    expect(withRoot.body.map((f: { name: string }) => f.name)).toEqual(
      (await t.get('/api/admin/context')).body.map((f: { name: string }) => f.name),
    );
    expect((await t.get('/api/admin/projects/default/context?include=everything')).status).toBe(400);
  });
});

describe('maintenance mode and telemetry', () => {
  it('maintenance mode is never on; nothing is reported anywhere', async () => {
    expect((await t.get('/api/admin/maintenance')).body).toEqual({ enabled: false });
    expect((await t.get('/api/admin/telemetry/settings')).body).toEqual({
      versionInfoCollectionEnabled: false,
      featureInfoCollectionEnabled: false,
    });
  });
});

describe('the applications list', () => {
  it('pages the applications with their total and the projects they use', async () => {
    const token = await t.post('/api/admin/api-tokens', {
      tokenName: 'apps',
      type: 'client',
      environment: 'production',
      projects: ['default'],
    });
    const started = new Date().toISOString();
    for (const appName of ['web-shop', 'web-admin', 'batch'])
      expect(
        (
          await t.post(
            '/api/client/register',
            {
              appName,
              instanceId: `${appName}-1`,
              sdkVersion: 'unleash-client-node:6.12.1',
              strategies: ['default'],
              started,
              interval: 10000,
            },
            { token: token.body.secret },
          )
        ).status,
      ).toBe(202);
    const all = await t.get('/api/admin/metrics/applications');
    expect(all.body.total).toBe(3);
    expect(all.body.applications.map((a: { appName: string }) => a.appName)).toEqual(['batch', 'web-admin', 'web-shop']);
    expect(all.body.applications[0].usage).toEqual([{ project: 'default', environments: ['production'] }]);
    const page = await t.get('/api/admin/metrics/applications?query=WEB&offset=1&limit=1&sortBy=appName&sortOrder=desc');
    expect(page.body).toMatchObject({ total: 2, applications: [{ appName: 'web-admin' }] });
    expect((await t.get('/api/admin/metrics/applications?limit=0')).status).toBe(400);
    expect((await t.get('/api/admin/metrics/applications?sortBy=size')).status).toBe(400);
  });
});

describe("the flags overview's search filters", () => {
  const names = async (query: string) => {
    const res = await t.get(`/api/admin/search/features?${query}`);
    expect(res.status).toBe(200);
    return (res.body.features as { name: string }[]).map((f) => f.name).sort();
  };

  it('lifecycle: IS:archived lists the archived flags; other stages list active flags only', async () => {
    expect(await names('lifecycle=IS%3Aarchived')).toEqual(['gone']);
    expect(await names('lifecycle=IS%3Aarchived&archived=IS%3Afalse')).toEqual(['gone']);
    expect(await names('lifecycle=IS%3Ainitial')).toEqual(['by-ann', 'child', 'parent']);
    expect(await names('lifecycle=IS_ANY_OF%3Ainitial,archived')).toEqual(['by-ann', 'child', 'gone', 'parent']);
    expect(await names('lifecycle=IS_NOT%3Ainitial')).toEqual([]);
    expect(await names('lifecycle=IS%3Ainitial&archived=IS%3Atrue')).toEqual([]);
    expect((await t.get('/api/admin/search/features?lifecycle=IS%3Adone')).status).toBe(400);
  });

  it('lastSeenAt: when an SDK last reported the flag; a flag never reported matches neither operator', async () => {
    expect(await names('lastSeenAt=IS_ON_OR_AFTER%3A2000-01-01')).toEqual([]);
    const token = await t.post('/api/admin/api-tokens', { tokenName: 'seen', type: 'client', environment: 'development', projects: ['*'] });
    const now = new Date().toISOString();
    const metrics = await t.post(
      '/api/client/metrics',
      { appName: 'shop', instanceId: 'shop-1', bucket: { start: now, stop: now, toggles: { parent: { yes: 1, no: 0 } } } },
      { token: token.body.secret },
    );
    expect(metrics.status).toBe(202);
    await t.app.get(MetricsAggregator).flush();
    expect(await names('lastSeenAt=IS_ON_OR_AFTER%3A2000-01-01')).toEqual(['parent']);
    expect(await names('lastSeenAt=IS_BEFORE%3A2000-01-01')).toEqual([]);
    expect(await names('lastSeenAt=IS_BEFORE%3A2999-01-01')).toEqual(['parent']);
    expect((await t.get('/api/admin/search/features?lastSeenAt=IS_BEFORE%3A2026-02-30')).status).toBe(400);
  });

  it("favorite: the caller's favourites in or out", async () => {
    expect((await t.post(`${features}/child/favorites`)).status).toBe(200);
    expect(await names('favorite=IS%3Atrue')).toEqual(['child']);
    expect(await names('favorite=IS%3Afalse')).toEqual(['by-ann', 'parent']);
    expect(await names('favorite=IS_ANY_OF%3Atrue,false')).toEqual(['by-ann', 'child', 'parent']);
  });
});

describe('feedback prompts', () => {
  it("records a person's answer and 'never show', and lists them in GET /api/admin/user so the UI does not ask again", async () => {
    const cookie = `pennant_session=${await annSession()}`;
    const as = { token: null, headers: { cookie, origin: 'http://localhost:80', host: 'localhost:80' } };
    expect((await t.get('/api/admin/user', as)).body.feedback).toEqual([]);
    const given = await t.post('/api/admin/feedback', { feedbackId: 'pnps' }, as);
    expect(given.status).toBe(200);
    expect(given.body).toEqual({ userId: ann, feedbackId: 'pnps', neverShow: false, given: expect.any(String) });
    const never = await t.put('/api/admin/feedback/pnps', { neverShow: true }, as);
    expect(never.status).toBe(200);
    expect(never.body).toEqual({ ...given.body, neverShow: true });
    expect((await t.get('/api/admin/user', as)).body.feedback).toEqual([never.body]);
    expect((await t.post('/api/admin/feedback', { neverShow: true }, as)).status).toBe(400);
    // A token is no person: nothing to remember.
    expect((await t.post('/api/admin/feedback', { feedbackId: 'pnps' })).status).toBe(403);
  });
});

describe('archive validation', () => {
  it('names the listed parents that unlisted flags depend on, and whether a listed flag has a parent; writes nothing', async () => {
    for (const name of ['arch-parent', 'arch-child']) expect((await t.post(features, { name })).status).toBe(201);
    expect((await t.post(`${features}/arch-child/dependencies`, { feature: 'arch-parent' })).status).toBe(200);
    const check = (names: string[]) => t.post('/api/admin/projects/default/archive/validate', { features: names });
    const parentAlone = await check(['arch-parent']);
    expect(parentAlone.status).toBe(200);
    expect(parentAlone.body).toEqual({ parentsWithChildFeatures: ['arch-parent'], hasDeletedDependencies: false });
    expect((await check(['arch-parent', 'arch-child'])).body).toEqual({ parentsWithChildFeatures: [], hasDeletedDependencies: true });
    expect((await check(['no-such-flag'])).body).toEqual({ parentsWithChildFeatures: [], hasDeletedDependencies: false });
    expect((await t.get(`${features}/arch-parent`)).body.archived).toBe(false);
    expect((await t.post('/api/admin/projects/default/archive/validate', {})).status).toBe(400);
    expect((await t.post('/api/admin/projects/no-such-project/archive/validate', { features: ['arch-parent'] })).status).toBe(404);
  });
});

describe('the advanced playground', () => {
  it('evaluates every flag per environment for each combination of the values listed', async () => {
    const res = await t.post('/api/admin/playground/advanced', {
      environments: ['development', 'production'],
      projects: ['default'],
      context: { appName: 'shop', userId: '1,2' },
    });
    expect(res.status).toBe(200);
    const parent = res.body.features.find((f: { name: string }) => f.name === 'parent');
    expect(parent).toMatchObject({ name: 'parent', projectId: 'default' });
    expect(Object.keys(parent.environments).sort()).toEqual(['development', 'production']);
    expect(parent.environments.development.map((r: { context: { userId: string } }) => r.context)).toEqual([
      { appName: 'shop', userId: '1' },
      { appName: 'shop', userId: '2' },
    ]);
    expect(parent.environments.production[0]).toMatchObject({
      environment: 'production',
      name: 'parent',
      strategies: { data: [expect.anything()] },
    });
    expect((await t.post('/api/admin/playground/advanced', { environments: [], context: {} })).status).toBe(400);
  });
});

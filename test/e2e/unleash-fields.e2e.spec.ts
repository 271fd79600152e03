import { MetricsAggregator } from '@pennant/client-api';
import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';

const project = '/api/admin/projects/default';
const flags = `${project}/features`;
const future = new Date(Date.now() + 86_400_000).toISOString();

/** Fields and built-in data Unleash clients read. */
describe('Unleash fields and built-in data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    expect((await t.post(flags, { name: 'field-flag' })).status).toBe(201);
  });
  afterAll(() => t.close());

  it("seeds the environments with Unleash's sort orders (2, 3: its migrations renumber the 100 and 200 they first insert)", async () => {
    const environments = (await t.get('/api/admin/environments')).body.environments as { name: string; sortOrder: number }[];
    expect(environments.map((e) => [e.name, e.sortOrder])).toEqual([
      ['development', 2],
      ['production', 3],
    ]);
  });

  it('a flag has links (none) and each environment yes/no from SDK metrics (0 when none)', async () => {
    const before = (await t.get(`${flags}/field-flag`)).body;
    expect(before.links).toEqual([]);
    expect(before.environments.map((e: { name: string; yes: number; no: number }) => [e.name, e.yes, e.no])).toEqual([
      ['development', 0, 0],
      ['production', 0, 0],
    ]);
    const token = (await t.post('/api/admin/api-tokens', { tokenName: 'metrics', type: 'client', environment: 'development' })).body
      .secret as string;
    const now = new Date().toISOString();
    const sent = await t.post(
      '/api/client/metrics/bulk',
      {
        applications: [],
        metrics: [{ featureName: 'field-flag', appName: 'app', environment: 'development', timestamp: now, yes: 7, no: 3 }],
      },
      { token },
    );
    expect(sent.status).toBe(202);
    await t.app.get(MetricsAggregator).flush();
    const after = (await t.get(`${flags}/field-flag`)).body;
    expect(after.environments.find((e: { name: string }) => e.name === 'development')).toMatchObject({
      yes: 7,
      no: 3,
      lastSeenAt: expect.any(String),
    });
    expect(after.environments.find((e: { name: string }) => e.name === 'production')).toMatchObject({ yes: 0, no: 0 });
  });

  it('search shows the pending change requests per environment (changeRequestIds)', async () => {
    const search = async () =>
      (await t.get('/api/admin/search/features?query=field-flag')).body.features[0].environments as {
        name: string;
        changeRequestIds: number[];
      }[];
    expect((await search()).map((e) => [e.name, e.changeRequestIds])).toEqual([
      ['development', []],
      ['production', []],
    ]);
    expect(
      (await t.put(`${project}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 1 }))
        .status,
    ).toBe(204);
    const cr = await t.post(`${project}/environments/production/change-requests`, {
      feature: 'field-flag',
      action: 'updateEnabled',
      payload: { enabled: true },
    });
    expect(cr.status).toBe(201);
    expect((await search()).map((e) => [e.name, e.changeRequestIds])).toEqual([
      ['development', []],
      ['production', [cr.body.id]],
    ]);
    expect((await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'Cancelled' })).status).toBe(200);
    expect((await search()).find((e) => e.name === 'production')?.changeRequestIds).toEqual([]);
  });

  it("accepts backend tokens (Unleash 8's server-SDK tokens) for the client API, marks tokens secure and records when they were last used", async () => {
    const created = await t.post('/api/admin/api-tokens', { tokenName: 'server-sdk', type: 'backend', environment: 'development' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'backend',
      environment: 'development',
      secure: true,
      seenAt: null,
      secret: expect.stringMatching(/^\*:development\.[0-9a-f]{56}$/),
    });
    const secret = created.body.secret as string;
    const listed = async () =>
      (
        (await t.get('/api/admin/api-tokens')).body.tokens as { tokenName: string; seenAt: string | null; secure: boolean; type: string }[]
      ).find((x) => x.tokenName === 'server-sdk');
    expect(await listed()).toMatchObject({ type: 'backend', seenAt: null, secure: true });
    expect((await t.get('/api/client/features', { token: secret })).status).toBe(200);
    expect((await t.get('/api/admin/projects', { token: secret })).status).toBe(403);
    const seen = await eventually(
      async () => {
        const token = await listed();
        return token?.seenAt ? token : null;
      },
      { timeoutMs: 10_000, what: "the token's seenAt" },
    );
    expect(Date.parse(seen?.seenAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // Throttled: another use within the minute writes nothing new.
    const first = seen?.seenAt;
    expect((await t.get('/api/client/features', { token: secret })).status).toBe(200);
    expect((await listed())?.seenAt).toBe(first);
    expect(
      (await t.post(`${project}/api-tokens`, { tokenName: 'project-backend', type: 'backend', environment: 'production' })).body.type,
    ).toBe('backend');
  });

  it("lists projects with Unleash's fields: members, owners, favourite of the caller, counts, activity", async () => {
    const user = await t.post('/api/admin/user-admin', { email: 'owner@example.com', name: 'Olive Owner', rootRole: 'Editor' });
    const pat = (await t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'e2e', expiresAt: future })).body
      .secret as string;
    expect((await t.post('/api/admin/projects', { id: 'shop', name: 'Shop' }, { token: pat })).status).toBe(201);
    expect((await t.post('/api/admin/projects/shop/access', { roles: [4], users: [user.body.id] })).status).toBe(200);
    expect((await t.post('/api/admin/projects/shop/features', { name: 'shop-flag' }, { token: pat })).status).toBe(201);
    expect((await t.put('/api/admin/projects/shop/features/shop-flag', { stale: true }, { token: pat })).status).toBe(200);
    expect((await t.post('/api/admin/projects/shop/favorites', undefined, { token: pat })).status).toBe(200);
    const mine = ((await t.get('/api/admin/projects', { token: pat })).body.projects as Record<string, unknown>[]).find(
      (p) => p.id === 'shop',
    );
    expect(mine).toMatchObject({
      name: 'Shop',
      featureCount: 1,
      staleFeatureCount: 1,
      potentiallyStaleFeatureCount: 0,
      memberCount: 1,
      health: 0,
      technicalDebt: 100,
      favorite: true,
      mode: 'open',
      createdAt: expect.any(String),
      lastUpdatedAt: expect.any(String),
      lastReportedFlagUsage: null,
      archivedAt: null,
      owners: [{ ownerType: 'user', name: 'Olive Owner', email: 'owner@example.com', imageUrl: expect.any(String) }],
    });
    // Another caller's favourites are theirs; a project without owners shows the system.
    const asAdmin = (await t.get('/api/admin/projects')).body.projects as Record<string, unknown>[];
    expect(asAdmin.find((p) => p.id === 'shop')).toMatchObject({ favorite: false });
    expect(asAdmin.find((p) => p.id === 'default')).toMatchObject({
      memberCount: 0,
      owners: [{ ownerType: 'system' }],
      lastReportedFlagUsage: expect.any(String),
    });
  });
});

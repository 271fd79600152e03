import { Unleash, UnleashEvents } from 'unleash-client';
import { FeatureUsage, MetricsAggregator } from '@pennant/client-api';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';

/**
 * SDK metrics reach the admin views: the official `unleash-client` SDK evaluates
 * flags served by Pennant and reports its counts; search then shows the last hour's yes/no per
 * environment and lastSeenAt, also when its answer was cached before the metrics arrived.
 */
let t: TestApp;
let baseUrl: string;
let clientToken: string;
const admin = '/api/admin/projects/default/features';

interface SearchEnvironment {
  name: string;
  yes: number;
  no: number;
  lastSeenAt: string | null;
}
interface SearchItem {
  name: string;
  lastSeenAt: string | null;
  environments: SearchEnvironment[];
}

async function search(query = 'usage-'): Promise<SearchItem[]> {
  const res = await t.get(`/api/admin/search/features?query=${query}&sortBy=name`);
  expect(res.status).toBe(200);
  return res.body.features as SearchItem[];
}

function environment(items: SearchItem[], flag: string, env: string): SearchEnvironment {
  const item = items.find((f) => f.name === flag);
  const found = item?.environments.find((e) => e.name === env);
  if (!found) throw new Error(`${flag} has no environment ${env} in the search answer`);
  return found;
}

/** Writes what the intake summed so far (it would within 5 s on its own). */
async function flush(): Promise<void> {
  await t.app.get(MetricsAggregator).flush();
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = await t.post('/api/admin/api-tokens', {
    tokenName: 'usage-sdk',
    type: 'client',
    environment: 'development',
    projects: ['default'],
  });
  expect(token.status).toBe(201);
  clientToken = token.body.secret;
  const strategies: Record<string, Record<string, unknown>> = {
    'usage-users': {
      name: 'flexibleRollout',
      parameters: { rollout: '100', stickiness: 'userId', groupId: 'usage-users' },
      constraints: [{ contextName: 'userId', operator: 'IN', values: ['7'] }],
    },
    'usage-variants': { name: 'default' },
    'usage-idle': { name: 'default' },
  };
  for (const [name, strategy] of Object.entries(strategies)) {
    expect((await t.post(admin, { name })).status).toBe(201);
    expect((await t.post(`${admin}/${name}/environments/development/strategies`, strategy)).status).toBe(200);
    expect((await t.post(`${admin}/${name}/environments/development/on`)).status).toBe(200);
  }
  expect(
    (
      await t.put(`${admin}/usage-variants/environments/development/variants`, [
        { name: 'only', weight: 1000, weightType: 'variable', stickiness: 'default' },
      ])
    ).status,
  ).toBe(200);
});

afterAll(async () => {
  await t.close();
});

it("shows the official SDK's metrics as yes/no and lastSeenAt in search, past the search answer cache", async () => {
  // Cached before any metrics: nothing seen yet.
  const before = await search();
  expect(environment(before, 'usage-users', 'development')).toMatchObject({ yes: 0, no: 0, lastSeenAt: null });
  expect(before.find((f) => f.name === 'usage-users')?.lastSeenAt).toBeNull();

  const unleash = new Unleash({
    url: `${baseUrl}/api/`,
    appName: 'usage-app',
    customHeaders: { Authorization: clientToken },
    refreshInterval: 1000,
    metricsInterval: 300,
  });
  unleash.on(UnleashEvents.Error, () => undefined);
  unleash.on(UnleashEvents.Warn, () => undefined);
  await new Promise<void>((resolve) => unleash.once(UnleashEvents.Synchronized, () => resolve()));
  const started = Date.now();
  try {
    for (let i = 0; i < 4; i += 1) expect(unleash.isEnabled('usage-users', { userId: '7' })).toBe(true);
    for (let i = 0; i < 2; i += 1) expect(unleash.isEnabled('usage-users', { userId: '9' })).toBe(false);
    for (let i = 0; i < 3; i += 1) expect(unleash.getVariant('usage-variants', { userId: `${i}` }).name).toBe('only');
    await new Promise<void>((resolve) => unleash.once(UnleashEvents.Sent, () => resolve()));
  } finally {
    unleash.destroy();
  }
  await flush();

  const after = await search();
  expect(environment(after, 'usage-users', 'development')).toMatchObject({ yes: 4, no: 2 });
  expect(environment(after, 'usage-variants', 'development')).toMatchObject({ yes: 3, no: 0 });
  const seen = environment(after, 'usage-users', 'development').lastSeenAt;
  expect(seen).not.toBeNull();
  expect(Date.parse(seen as string)).toBeGreaterThanOrEqual(started - 1000);
  expect(after.find((f) => f.name === 'usage-users')?.lastSeenAt).toBe(seen);
  // Nothing reported for production, nor for a flag nobody evaluated.
  expect(environment(after, 'usage-users', 'production')).toMatchObject({ yes: 0, no: 0, lastSeenAt: null });
  expect(environment(after, 'usage-idle', 'development')).toMatchObject({ yes: 0, no: 0, lastSeenAt: null });
  expect(after.find((f) => f.name === 'usage-idle')?.lastSeenAt).toBeNull();

  // The flag's own view shows the same lastSeenAt.
  const flag = await t.get(`${admin}/usage-users`);
  expect(flag.body.lastSeenAt).toBe(seen);
  expect(flag.body.environments.map((e: SearchEnvironment) => [e.name, e.lastSeenAt])).toEqual([
    ['development', seen],
    ['production', null],
  ]);
  expect((await t.get(`${admin}/usage-idle`)).body.lastSeenAt).toBeNull();

  // Variant counts are kept per hour too.
  const hourly = await t.sql.query(
    `SELECT variants FROM client_metrics_hourly WHERE feature_name = 'usage-variants' AND app_name = 'usage-app'`,
  );
  expect(hourly.rows).toEqual([{ variants: { only: 3 } }]);

  // Sorting by lastSeenAt uses the SDK's reports: seen flags first when descending.
  const sorted = await t.get('/api/admin/search/features?query=usage-&sortBy=lastSeenAt&sortOrder=desc');
  expect(
    sorted.body.features
      .map((f: SearchItem) => f.name)
      .slice(0, 2)
      .sort(),
  ).toEqual(['usage-users', 'usage-variants']);
  expect(sorted.body.features.map((f: SearchItem) => f.name)[2]).toBe('usage-idle');
});

it('takes bulk metrics from Edge for the token environment only (202), refusing bad bodies (400) and other tokens (403)', async () => {
  const now = new Date().toISOString();
  const bulk = (body: unknown, token = clientToken) => t.post('/api/client/metrics/bulk', body, { token });
  const res = await bulk({
    applications: [
      { appName: 'edge-app', environment: 'development', strategies: ['default'] },
      { appName: 'edge-prod', environment: 'production' },
    ],
    metrics: [
      { featureName: 'usage-idle', appName: 'edge-app', environment: 'development', timestamp: now, yes: 5, no: 1, variants: { a: 2 } },
      { featureName: 'usage-idle', appName: 'edge-app', environment: 'production', timestamp: now, yes: 50, no: 50 },
    ],
  });
  expect(res.status).toBe(202);
  await flush();
  const items = await search();
  expect(environment(items, 'usage-idle', 'development')).toMatchObject({ yes: 5, no: 1 });
  expect(environment(items, 'usage-idle', 'development').lastSeenAt).not.toBeNull();
  expect(environment(items, 'usage-idle', 'production')).toMatchObject({ yes: 0, no: 0, lastSeenAt: null });
  const apps = (await t.get('/api/admin/metrics/applications')).body.applications.map((a: { appName: string }) => a.appName);
  expect(apps).toContain('edge-app');
  expect(apps).not.toContain('edge-prod');

  // An admin token reports for any environment.
  expect(
    (
      await bulk(
        {
          applications: [],
          metrics: [{ featureName: 'usage-idle', appName: 'edge-app', environment: 'production', timestamp: now, yes: 1 }],
        },
        ADMIN_TOKEN,
      )
    ).status,
  ).toBe(202);
  await flush();
  expect(environment(await search(), 'usage-idle', 'production')).toMatchObject({ yes: 1, no: 0 });

  for (const body of [
    {},
    { applications: [], metrics: 'nope' },
    { applications: [{ environment: 'development' }], metrics: [] },
    { applications: [], metrics: [{ featureName: 'x', appName: 'a', environment: 'development', timestamp: now, yes: -1 }] },
    { applications: [], metrics: [{ featureName: 'x', appName: 'a', environment: 'development', timestamp: now, variants: { v: 1.5 } }] },
    { applications: [], metrics: [{ featureName: 'x', appName: 'a', environment: 'development', timestamp: '2024-13-45T99:99:99Z' }] },
  ]) {
    const bad = await bulk(body);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ name: 'BadDataError', id: expect.any(String), message: expect.any(String) });
  }
  const frontend = await t.post('/api/admin/api-tokens', {
    tokenName: 'usage-web',
    type: 'frontend',
    environment: 'development',
    projects: ['default'],
  });
  expect((await bulk({ applications: [], metrics: [] }, frontend.body.secret)).status).toBe(403);
  expect((await t.post('/api/client/metrics/bulk', { applications: [], metrics: [] }, { token: null })).status).toBe(401);
});

it('reloads usage at most every few seconds unless this node flushed', async () => {
  const usage = t.app.get(FeatureUsage);
  const first = usage.snapshot();
  expect(usage.snapshot()).toBe(first);
  await flush(); // nothing summed: no write, the snapshot stays
  expect(usage.snapshot()).toBe(first);
  t.app.get(MetricsAggregator).add('usage-app', 'development', new Date(), { 'usage-users': { yes: 1, no: 0, variants: {} } });
  await flush();
  expect(usage.snapshot()).not.toBe(first);
});

it('drops hourly rows of buckets that ended more than 48 hours ago, keeping newer ones', async () => {
  const hour = (hoursAgo: number) => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - hoursAgo * 3_600_000);
  for (const [app, hoursAgo] of [
    ['prune-old', 50],
    ['prune-kept', 47],
  ] as const) {
    await t.sql.query(
      `INSERT INTO client_metrics_hourly (feature_name, app_name, environment, hour, yes, no) VALUES ('usage-idle', $1, 'development', $2, 1, 0)`,
      [app, hour(hoursAgo)],
    );
  }
  expect(await t.app.get(MetricsAggregator).prune()).toBe(1);
  const left = await t.sql.query(`SELECT app_name FROM client_metrics_hourly WHERE app_name LIKE 'prune-%'`);
  expect(left.rows).toEqual([{ app_name: 'prune-kept' }]);
});

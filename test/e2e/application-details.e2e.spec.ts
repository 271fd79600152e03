import { Unleash, UnleashEvents } from 'unleash-client';
import { MetricsAggregator } from '@pennant/client-api';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * An SDK application's details (ADR 0054): instances registering with client tokens in two
 * environments (and the official SDK once), metrics naming a flag that does not exist, a
 * registration with a strategy Pennant does not define → details, overview with its issues,
 * instances per environment; edit, delete, bad input.
 */
let t: TestApp;
let baseUrl: string;
const tokens: Record<string, string> = {};
const apps = '/api/admin/metrics/applications';
const started = new Date().toISOString();

async function clientToken(environment: string): Promise<string> {
  const res = await t.post('/api/admin/api-tokens', {
    tokenName: `shop-${environment}`,
    type: 'client',
    environment,
    projects: ['default'],
  });
  expect(res.status).toBe(201);
  return res.body.secret as string;
}

function register(environment: string, instanceId: string, strategies: string[]) {
  return t.post(
    '/api/client/register',
    { appName: 'shop', instanceId, sdkVersion: 'unleash-client-java:9.2.0', strategies, started, interval: 15000 },
    { token: tokens[environment] },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  expect((await t.post('/api/admin/projects/default/features', { name: 'shop-checkout' })).status).toBe(201);
  tokens.development = await clientToken('development');
  tokens.production = await clientToken('production');
  expect((await register('development', 'shop-dev-1', ['default', 'flexibleRollout', 'byPlanet'])).status).toBe(202);
  expect((await register('production', 'shop-prod-1', ['default', 'flexibleRollout', 'byPlanet'])).status).toBe(202);
  const metrics = await t.post(
    '/api/client/metrics',
    {
      appName: 'shop',
      instanceId: 'shop-prod-1',
      bucket: {
        start: started,
        stop: new Date().toISOString(),
        toggles: { 'shop-checkout': { yes: 3, no: 1 }, 'shop-ghost': { yes: 0, no: 2 } },
      },
    },
    { token: tokens.production },
  );
  expect(metrics.status).toBe(202);
  await t.app.get(MetricsAggregator).flush();
});

afterAll(async () => {
  await t.close();
});

it('lists the instances the official SDK and two registrations announced, per environment', async () => {
  const unleash = new Unleash({
    url: `${baseUrl}/api/`,
    appName: 'shop',
    instanceId: 'shop-dev-sdk',
    customHeaders: { Authorization: tokens.development },
    refreshInterval: 60_000,
    metricsInterval: 60_000,
  });
  unleash.on(UnleashEvents.Error, () => undefined);
  unleash.on(UnleashEvents.Warn, () => undefined);
  try {
    await new Promise<void>((resolve) => unleash.once(UnleashEvents.Registered, () => resolve()));
  } finally {
    unleash.destroy();
  }
  const dev = await t.get('/api/admin/metrics/instances/shop/environment/development');
  expect(dev.status).toBe(200);
  const byId = new Map(
    (dev.body.instances as { instanceId: string; sdkVersion: string; clientIp: string }[]).map((i) => [i.instanceId, i]),
  );
  expect([...byId.keys()].sort()).toEqual(['shop-dev-1', 'shop-dev-sdk']);
  expect(byId.get('shop-dev-sdk')?.sdkVersion).toMatch(/^unleash-(client-node|node-sdk):/);
  expect(byId.get('shop-dev-1')).toMatchObject({
    sdkVersion: 'unleash-client-java:9.2.0',
    clientIp: '127.0.0.1',
    environment: 'development',
  });
  const prod = await t.get('/api/admin/metrics/instances/shop/environment/production');
  expect((prod.body.instances as { instanceId: string }[]).map((i) => i.instanceId)).toEqual(['shop-prod-1']);
  // The official SDK registered the strategies it implements (userWithId, gradualRollout*…): none of them is an issue.
  const registered = (await t.get(`${apps}/shop`)).body.strategies as string[];
  expect(registered).toEqual(expect.arrayContaining(['userWithId', 'gradualRolloutRandom']));
  expect((await t.get(`${apps}/shop/overview`)).body.issues.missingStrategies).toEqual([]);
  expect((await t.get('/api/admin/metrics/instances/shop/environment/staging')).body).toEqual({ instances: [] });
  expect((await t.get('/api/admin/metrics/instances/nobody/environment/development')).status).toBe(404);
});

it('answers the details and the overview with the missing flag and strategy', async () => {
  // The application keeps the newest registration's strategies (the SDK above sent its own list).
  expect((await register('development', 'shop-dev-1', ['default', 'flexibleRollout', 'byPlanet'])).status).toBe(202);
  const details = await t.get(`${apps}/shop`);
  expect(details.status).toBe(200);
  expect(details.body).toMatchObject({
    appName: 'shop',
    createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    description: null,
    url: null,
    color: null,
    icon: null,
    seenToggles: ['shop-checkout', 'shop-ghost'],
    links: { self: `${apps}/shop` },
  });
  expect((details.body.instances as unknown[]).length).toBe(3);
  const overview = await t.get(`${apps}/shop/overview`);
  expect(overview.status).toBe(200);
  expect(overview.body).toMatchObject({
    projects: ['default'],
    featureCount: 1,
    issues: { missingFeatures: ['shop-ghost'], missingStrategies: ['byPlanet'] },
  });
  const environments = overview.body.environments as { name: string; instanceCount: number; sdks: string[]; issues: unknown }[];
  expect(environments.map((e) => [e.name, e.instanceCount])).toEqual([
    ['development', 2],
    ['production', 1],
  ]);
  expect(environments[1]).toMatchObject({ sdks: ['unleash-client-java:9.2.0'], issues: { missingFeatures: ['shop-ghost'] } });
  // Unleash's UI splits the SDKs into backend and frontend ones (a Java SDK is a backend one).
  expect(environments[1]).toMatchObject({ backendSdks: ['unleash-client-java:9.2.0'], frontendSdks: [] });
  expect(environments[0].issues).toEqual({ missingFeatures: [], outdatedSdks: [] });
  const unknown = await t.get(`${apps}/nobody`);
  expect(unknown.status).toBe(404);
  expect(unknown.body).toMatchObject({ name: 'NotFoundError', message: expect.stringContaining('nobody') as string });
  expect((await t.get(`${apps}/nobody/overview`)).status).toBe(404);
});

it('updates the details (absent keeps, null clears), refusing bad input with a 400', async () => {
  const body = { description: 'The web shop', url: 'https://shop.example.com', color: '#1f6feb', icon: 'cart' };
  expect((await t.post(`${apps}/shop`, body)).status).toBe(200);
  expect((await t.post(`${apps}/shop`, { icon: null })).status).toBe(200);
  expect((await t.get(`${apps}/shop`)).body).toMatchObject({ ...body, icon: null });
  for (const bad of [{ url: 'javascript:alert(1)' }, { description: 'x'.repeat(1001) }, { color: 42 }]) {
    const res = await t.post(`${apps}/shop`, bad);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual(expect.arrayContaining(['id', 'name', 'message']));
    expect(res.body.name).toBe('BadDataError');
  }
  expect((await t.get(`${apps}/shop`)).body.url).toBe('https://shop.example.com');
  expect((await t.post(`${apps}/nobody`, { description: 'x' })).status).toBe(404);
  expect((await t.post(`${apps}/${'x'.repeat(256)}`, {})).status).toBe(400);
});

it('refuses edits and deletes from an SDK token (they need ADMIN; the route matrix covers every caller)', async () => {
  expect((await t.post(`${apps}/shop`, { description: 'x' }, { token: tokens.development })).status).toBe(403);
  expect((await t.delete(`${apps}/shop`, { token: tokens.development })).status).toBe(403);
});

it('deletes the application with its instances and counts; deleting an unknown one is a 200', async () => {
  expect((await t.delete(`${apps}/shop`)).status).toBe(200);
  expect((await t.get(`${apps}/shop`)).status).toBe(404);
  expect((await t.get(apps)).body.applications).toEqual([]);
  const left = await t.sql.query(
    `SELECT (SELECT count(*) FROM client_instances WHERE app_name = 'shop')::int AS instances,
            (SELECT count(*) FROM client_metrics_hourly WHERE app_name = 'shop')::int AS counts`,
  );
  expect(left.rows).toEqual([{ instances: 0, counts: 0 }]);
  expect((await t.delete(`${apps}/shop`)).status).toBe(200);
  // Registering again brings it back (without a second application-created event).
  const again = await t.post(
    '/api/client/register',
    { appName: 'shop', instanceId: 'shop-dev-1', strategies: [], started, interval: 1 },
    { token: tokens.development },
  );
  expect(again.status).toBe(202);
  expect((await t.get(`${apps}/shop`)).body.instances).toHaveLength(1);
  const created = await t.sql.query("SELECT count(*)::int AS n FROM es_events WHERE type = 'application-created'");
  expect(created.rows).toEqual([{ n: 1 }]);
});

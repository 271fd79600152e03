import { gunzipSync } from 'node:zlib';
import { Unleash, UnleashEvents } from 'unleash-client';
import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The SDK-facing API (ADR 0019) read by the official `unleash-client` Node SDK: flags
 * with strategies, constraints, segments, variants and a dependency are made through the admin
 * API, and the SDK's isEnabled/getVariant answers follow them.
 */
let t: TestApp;
let baseUrl: string;
let clientToken: string;
const admin = '/api/admin/projects/default/features';

async function flag(name: string, strategies: Record<string, unknown>[], enable = true): Promise<void> {
  expect((await t.post(admin, { name })).status).toBe(201);
  for (const strategy of strategies)
    expect((await t.post(`${admin}/${name}/environments/development/strategies`, strategy)).status).toBe(200);
  if (enable) expect((await t.post(`${admin}/${name}/environments/development/on`)).status).toBe(200);
}

async function sdk(): Promise<Unleash> {
  const unleash = new Unleash({
    url: `${baseUrl}/api/`,
    appName: 'pennant-e2e',
    customHeaders: { Authorization: clientToken },
    refreshInterval: 200,
    disableMetrics: true,
  });
  unleash.on(UnleashEvents.Error, () => undefined);
  unleash.on(UnleashEvents.Warn, () => undefined);
  await new Promise<void>((resolve) => unleash.once(UnleashEvents.Synchronized, () => resolve()));
  return unleash;
}

beforeAll(async () => {
  // Streaming off: the SDK keeps polling GET /api/client/features (with it on, the fetch-mode hint moves it to streaming; client-sdk-modes.e2e.spec.ts).
  t = await createTestApp({ CLIENT_STREAMING: 'false' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = await t.post('/api/admin/api-tokens', {
    tokenName: 'sdk',
    type: 'client',
    environment: 'development',
    projects: ['default'],
  });
  expect(token.status).toBe(201);
  clientToken = token.body.secret;

  // Unleash 8 no longer has userWithId built in: it is defined as a custom strategy (SDKs still implement it).
  expect((await t.post('/api/admin/strategies', { name: 'userWithId', parameters: [{ name: 'userIds', type: 'list' }] })).status).toBe(201);
  const segment = await t.post('/api/admin/segments', {
    name: 'beta',
    constraints: [{ contextName: 'userId', operator: 'IN', values: ['42', '43'] }],
  });
  expect(segment.status).toBe(201);
  await flag('sdk-on', [{ name: 'default' }]);
  await flag('sdk-off', [{ name: 'default' }], false);
  await flag('sdk-users', [{ name: 'userWithId', parameters: { userIds: '7,8' } }]);
  await flag('sdk-rollout-0', [{ name: 'flexibleRollout', parameters: { rollout: '0', stickiness: 'userId', groupId: 'g' } }]);
  await flag('sdk-rollout-100', [{ name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'userId', groupId: 'g' } }]);
  await flag('sdk-constraints', [
    {
      name: 'default',
      constraints: [
        { contextName: 'userId', operator: 'STR_STARTS_WITH', values: ['adm'] },
        { contextName: 'appName', operator: 'IN', values: ['other-app'], inverted: true },
      ],
    },
  ]);
  await flag('sdk-number', [{ name: 'default', constraints: [{ contextName: 'age', operator: 'NUM_GT', value: '17' }] }]);
  await flag('sdk-segment', [{ name: 'default', segments: [segment.body.id] }]);
  await flag('sdk-disabled-strategy', [
    { name: 'default', disabled: true },
    { name: 'userWithId', parameters: { userIds: '99' } },
  ]);
  await flag('sdk-variants', [{ name: 'default' }]);
  expect(
    (
      await t.put(`${admin}/sdk-variants/environments/development/variants`, [
        { name: 'blue', weight: 500, weightType: 'variable', stickiness: 'userId', payload: { type: 'string', value: 'b' } },
        { name: 'green', weight: 500, weightType: 'variable', stickiness: 'userId', overrides: [{ contextName: 'userId', values: ['1'] }] },
      ])
    ).status,
  ).toBe(200);
  await flag('sdk-parent', [{ name: 'default' }], false);
  await flag('sdk-child', [{ name: 'default' }]);
  expect((await t.post(`${admin}/sdk-child/dependencies`, { feature: 'sdk-parent' })).status).toBe(200);
  await flag('sdk-archived', [{ name: 'default' }]);
  expect((await t.put(`${admin}/sdk-archived`, { archived: true })).status).toBe(200);
});

afterAll(async () => {
  await t.close();
});

it('the official Node SDK evaluates the flags as configured through the admin API', async () => {
  const unleash = await sdk();
  try {
    expect(unleash.isEnabled('sdk-on')).toBe(true);
    expect(unleash.isEnabled('sdk-off')).toBe(false);
    expect(unleash.isEnabled('sdk-users', { userId: '7' })).toBe(true);
    expect(unleash.isEnabled('sdk-users', { userId: '9' })).toBe(false);
    for (const userId of ['1', '2', '3', 'x', 'y']) {
      expect(unleash.isEnabled('sdk-rollout-0', { userId })).toBe(false);
      expect(unleash.isEnabled('sdk-rollout-100', { userId })).toBe(true);
    }
    expect(unleash.isEnabled('sdk-constraints', { userId: 'admin-1' })).toBe(true);
    expect(unleash.isEnabled('sdk-constraints', { userId: 'user-1' })).toBe(false);
    expect(unleash.isEnabled('sdk-number', { properties: { age: '18' } })).toBe(true);
    expect(unleash.isEnabled('sdk-number', { properties: { age: '17' } })).toBe(false);
    expect(unleash.isEnabled('sdk-segment', { userId: '42' })).toBe(true);
    expect(unleash.isEnabled('sdk-segment', { userId: '41' })).toBe(false);
    expect(unleash.isEnabled('sdk-disabled-strategy', { userId: '1' })).toBe(false);
    expect(unleash.isEnabled('sdk-disabled-strategy', { userId: '99' })).toBe(true);
    expect(unleash.isEnabled('sdk-archived')).toBe(false);
    expect(unleash.getFeatureToggleDefinition('sdk-archived')).toBeUndefined();
    // The child needs its parent enabled.
    expect(unleash.isEnabled('sdk-child')).toBe(false);
    expect(unleash.getVariant('sdk-variants', { userId: '1' })).toMatchObject({ name: 'green', enabled: true });
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      const variant = unleash.getVariant('sdk-variants', { userId: `u${i}` });
      seen.add(variant.name);
      if (variant.name === 'blue') expect(variant.payload).toEqual({ type: 'string', value: 'b' });
    }
    expect([...seen].sort()).toEqual(['blue', 'green']);
    expect(unleash.getVariant('sdk-off', { userId: '1' })).toMatchObject({ name: 'disabled', enabled: false });

    // A change through the admin API reaches the SDK on its next refresh.
    expect((await t.post(`${admin}/sdk-parent/environments/development/on`)).status).toBe(200);
    expect((await t.post(`${admin}/sdk-on/environments/development/off`)).status).toBe(200);
    await eventually(() => !unleash.isEnabled('sdk-on') && unleash.isEnabled('sdk-child'), {
      timeoutMs: 5000,
      intervalMs: 50,
      what: 'the SDK refreshed',
    });
    expect(unleash.isEnabled('sdk-on')).toBe(false);
    expect(unleash.isEnabled('sdk-child')).toBe(true);
  } finally {
    unleash.destroy();
  }
});

it('answers the client API contract: tokens, scope, segments by client spec, ETag and 304', async () => {
  expect((await t.get('/api/client/features', { token: null })).status).toBe(401);
  const frontend = await t.post('/api/admin/api-tokens', {
    tokenName: 'web',
    type: 'frontend',
    environment: 'development',
    projects: ['default'],
  });
  expect((await t.get('/api/client/features', { token: frontend.body.secret })).status).toBe(403);

  const old = await t.get('/api/client/features', { token: clientToken });
  expect(old.status).toBe(200);
  expect(old.body).toMatchObject({ version: 2, query: { environment: 'development' }, meta: { etag: old.headers.etag } });
  expect(old.body.segments).toBeUndefined();
  const names = old.body.features.map((f: { name: string }) => f.name);
  expect(names).not.toContain('sdk-archived');
  const segmented = old.body.features.find((f: { name: string }) => f.name === 'sdk-segment');
  expect(segmented.strategies[0].constraints).toEqual(
    [{ contextName: 'userId', operator: 'IN', values: ['42', '43'], inverted: false, caseInsensitive: false }].map((c) =>
      expect.objectContaining({ contextName: c.contextName, operator: c.operator, values: c.values }),
    ),
  );
  expect(
    old.body.features.find((f: { name: string }) => f.name === 'sdk-disabled-strategy').strategies.map((x: { name: string }) => x.name),
  ).toEqual(['userWithId']);

  const modern = await t.get('/api/client/features', { token: clientToken, headers: { 'unleash-client-spec': '5.1.0' } });
  const strategy = modern.body.features.find((f: { name: string }) => f.name === 'sdk-segment').strategies[0];
  expect(strategy.segments).toHaveLength(1);
  expect(strategy.constraints).toEqual([]);
  expect(modern.body.segments).toEqual([expect.objectContaining({ id: strategy.segments[0], name: 'beta' })]);

  const notModified = await t.get('/api/client/features', { token: clientToken, headers: { 'if-none-match': old.headers.etag as string } });
  expect(notModified.status).toBe(304);
  expect(notModified.body).toBeUndefined();
  expect((await t.put(`${admin}/sdk-on`, { description: 'changed' })).status).toBe(200);
  const changed = await t.get('/api/client/features', { token: clientToken, headers: { 'if-none-match': old.headers.etag as string } });
  expect(changed.status).toBe(200);
  expect(changed.headers.etag).not.toBe(old.headers.etag);

  const prefixed = await t.get('/api/client/features?namePrefix=sdk-rollout', { token: clientToken });
  expect(prefixed.body.features.map((f: { name: string }) => f.name)).toEqual(['sdk-rollout-0', 'sdk-rollout-100']);
  expect((await t.get('/api/client/features?project=other', { token: clientToken })).body.features).toEqual([]);
  expect((await t.get('/api/client/features/sdk-on', { token: clientToken })).body).toMatchObject({
    name: 'sdk-on',
    description: 'changed',
  });
  expect((await t.get('/api/client/features/sdk-archived', { token: clientToken })).status).toBe(404);
  expect((await t.get('/api/client/features?namePrefix=a&namePrefix=b', { token: clientToken })).status).toBe(400);
  // Admin tokens read the development environment unless one is named.
  const asAdmin = await t.get('/api/client/features?environment=production');
  expect(asAdmin.body.query.environment).toBe('production');
  expect(asAdmin.body.features.find((f: { name: string }) => f.name === 'sdk-on').enabled).toBe(false);
});

it('takes the SDK registration and metrics: application-created once, hourly yes/no, last seen', async () => {
  const unleash = new Unleash({
    url: `${baseUrl}/api/`,
    appName: 'metrics-app',
    customHeaders: { Authorization: clientToken },
    refreshInterval: 200,
    metricsInterval: 200,
  });
  unleash.on(UnleashEvents.Error, () => undefined);
  unleash.on(UnleashEvents.Warn, () => undefined);
  const registered = new Promise<void>((resolve) => unleash.once(UnleashEvents.Registered, () => resolve()));
  await new Promise<void>((resolve) => unleash.once(UnleashEvents.Synchronized, () => resolve()));
  await registered;
  try {
    for (let i = 0; i < 5; i += 1) unleash.isEnabled('sdk-users', { userId: '7' });
    for (let i = 0; i < 3; i += 1) unleash.isEnabled('sdk-users', { userId: '9' });
    await new Promise<void>((resolve) => unleash.once(UnleashEvents.Sent, () => resolve()));
  } finally {
    unleash.destroy();
  }
  const { MetricsAggregator } = await import('@pennant/client-api');
  await t.app.get(MetricsAggregator).flush();
  const hourly = await t.sql.query(
    `SELECT yes, no, environment FROM client_metrics_hourly WHERE feature_name = 'sdk-users' AND app_name = 'metrics-app'`,
  );
  expect(hourly.rows.map((r) => ({ yes: Number(r.yes), no: Number(r.no), environment: r.environment }))).toEqual([
    { yes: 5, no: 3, environment: 'development' },
  ]);
  const seen = await t.sql.query(
    `SELECT last_seen_at FROM client_last_seen WHERE feature_name = 'sdk-users' AND environment = 'development'`,
  );
  expect(seen.rows).toHaveLength(1);
  const apps = await t.get('/api/admin/metrics/applications');
  expect(apps.body.applications).toEqual([
    expect.objectContaining({
      appName: 'metrics-app',
      environment: 'development',
      strategies: expect.arrayContaining(['default', 'flexibleRollout']),
    }),
  ]);
  const created = (await t.get('/api/admin/events')).body.events.filter((e: { type: string }) => e.type === 'application-created');
  expect(created).toHaveLength(1);
  expect(created[0].data).toMatchObject({ appName: 'metrics-app' });
});

it('refuses malformed SDK reports with 400 and other token types with 403', async () => {
  const now = new Date().toISOString();
  const send = (path: string, body: unknown, token = clientToken) => t.post(`/api/client/${path}`, body, { token });
  expect((await send('register', { appName: 'x', strategies: [], started: now, interval: 10 })).status).toBe(202);
  expect((await send('register', { strategies: [], started: now, interval: 10 })).body).toMatchObject({
    name: 'BadDataError',
    details: [expect.objectContaining({ path: 'body.appName' })],
  });
  expect((await send('register', { appName: 'x', strategies: 'default', started: now, interval: 10 })).status).toBe(400);
  expect((await send('metrics', { appName: 'x', bucket: { start: now, stop: now, toggles: { a: { yes: 1, no: 0 } } } })).status).toBe(202);
  for (const toggles of [
    { a: { yes: -1, no: 0 } },
    { a: { yes: 1.5, no: 0 } },
    { a: { yes: 1 } },
    { a: { yes: 1, no: 0, variants: { v: 'x' } } },
    'nope',
    undefined,
  ]) {
    const res = await send('metrics', { appName: 'x', bucket: { start: now, stop: now, toggles } });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe('BadDataError');
  }
  expect((await send('metrics', { appName: 'x', bucket: { start: 'yesterday', stop: now, toggles: {} } })).status).toBe(400);
  const frontend = await t.post('/api/admin/api-tokens', {
    tokenName: 'web2',
    type: 'frontend',
    environment: 'development',
    projects: ['default'],
  });
  expect((await send('metrics', { appName: 'x', bucket: { start: now, stop: now, toggles: {} } }, frontend.body.secret)).status).toBe(403);
  expect((await t.post('/api/client/metrics', {}, { token: null })).status).toBe(401);
});

it('compresses answers for SDKs that accept gzip (the same JSON, inflated), and not for q=0', async () => {
  const plain = await t.app.inject({ method: 'GET', url: '/api/client/features', headers: { authorization: clientToken } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  const zipped = await t.app.inject({
    method: 'GET',
    url: '/api/client/features',
    headers: { authorization: clientToken, 'accept-encoding': 'gzip, deflate' },
  });
  expect(zipped.statusCode).toBe(200);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toBe('accept-encoding');
  expect(zipped.headers.etag).toBe(plain.headers.etag);
  expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  const refused = await t.app.inject({
    method: 'GET',
    url: '/api/client/features',
    headers: { authorization: clientToken, 'accept-encoding': 'gzip;q=0, identity' },
  });
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(refused.body).toBe(plain.body);
});

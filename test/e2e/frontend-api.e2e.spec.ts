import { Unleash, UnleashEvents } from 'unleash-client';
import { MetricsAggregator } from '@pennant/client-api';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';

/**
 * The frontend API: flags evaluated server-side for a context with frontend tokens.
 * The answers are checked against the official server SDK evaluating the same flags from
 * /api/client/features, for many contexts.
 */
let t: TestApp;
let baseUrl: string;
let frontendToken: string;
let clientToken: string;
const features = '/api/admin/projects/default/features';

interface Toggle {
  name: string;
  enabled: boolean;
  variant: { name: string; enabled: boolean; feature_enabled: boolean; featureEnabled: boolean; payload?: { type: string; value: string } };
  impressionData: boolean;
}

const toggles = async (query: string, token = frontendToken): Promise<Toggle[]> => {
  const res = await t.get(`/api/frontend${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.toggles as Toggle[];
};
const names = (list: Toggle[]) => list.map((x) => x.name).filter((n) => n.startsWith('fe-'));

async function token(type: string, environment: string, projects = ['default']): Promise<string> {
  const res = await t.post('/api/admin/api-tokens', { tokenName: `fe-${type}-${environment}`, type, environment, projects });
  expect(res.status).toBe(201);
  return res.body.secret as string;
}

async function flag(name: string, strategy: Record<string, unknown> | null, project = 'default'): Promise<void> {
  const base = `/api/admin/projects/${project}/features`;
  expect((await t.post(base, { name, impressionData: name === 'fe-on' })).status).toBe(201);
  if (strategy) expect((await t.post(`${base}/${name}/environments/development/strategies`, strategy)).status).toBe(200);
  expect((await t.post(`${base}/${name}/environments/development/on`)).status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  frontendToken = await token('frontend', 'development');
  clientToken = await token('client', 'development');
  expect((await t.post('/api/admin/projects', { id: 'fe-other', name: 'Other' })).status).toBe(201);
  const segment = await t.post('/api/admin/segments', {
    name: 'fe-beta',
    constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }],
  });
  expect(segment.status).toBe(201);

  // Unleash 8 no longer has userWithId built in: it is defined as a custom strategy (SDKs still implement it).
  expect((await t.post('/api/admin/strategies', { name: 'userWithId', parameters: [{ name: 'userIds', type: 'list' }] })).status).toBe(201);
  await flag('fe-on', { name: 'default' });
  await flag('fe-users', { name: 'userWithId', parameters: { userIds: '7,9' } });
  await flag('fe-rollout', { name: 'flexibleRollout', parameters: { rollout: '40', stickiness: 'userId', groupId: 'fe-rollout' } });
  await flag('fe-plan', {
    name: 'flexibleRollout',
    parameters: { rollout: '100', stickiness: 'default', groupId: 'fe-plan' },
    constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro'] }],
  });
  await flag('fe-segment', { name: 'default', segments: [segment.body.id] });
  await flag('fe-variants', { name: 'default' });
  expect(
    (
      await t.put(`${features}/fe-variants/environments/development/variants`, [
        { name: 'blue', weight: 500, weightType: 'fix', stickiness: 'userId', payload: { type: 'json', value: '{"color":"blue"}' } },
        { name: 'red', weight: 500, weightType: 'variable', stickiness: 'userId' },
      ])
    ).status,
  ).toBe(200);
  expect((await t.post(features, { name: 'fe-off' })).status).toBe(201);
  await flag('fe-elsewhere', { name: 'default' }, 'fe-other');
});
afterAll(() => t.close());

it('answers the flags that are on for the context, with their variant, never the rules', async () => {
  const list = await toggles('?userId=7');
  expect(names(list)).toEqual(expect.arrayContaining(['fe-on', 'fe-users', 'fe-variants']));
  expect(list.find((x) => x.name === 'fe-on')).toEqual({
    name: 'fe-on',
    enabled: true,
    variant: { name: 'disabled', enabled: false, feature_enabled: true, featureEnabled: true },
    impressionData: true,
  });
  const variant = list.find((x) => x.name === 'fe-variants')!.variant;
  expect(['blue', 'red']).toContain(variant.name);
  if (variant.name === 'blue') expect(variant.payload).toEqual({ type: 'json', value: '{"color":"blue"}' });
  // Unleash sends both spellings of the flag's state in a variant.
  expect(variant).toMatchObject({ enabled: true, feature_enabled: true, featureEnabled: true });
  expect(Object.keys(list[0]).sort()).toEqual(['enabled', 'impressionData', 'name', 'variant']);
  // Off, other-project and not-matching flags are absent.
  expect(names(list)).not.toContain('fe-off');
  expect(names(list)).not.toContain('fe-elsewhere');
  expect(names(list)).not.toContain('fe-plan');
  expect(names(list)).not.toContain('fe-segment');
});

it('takes properties from the query (named or properties[name]) and from a POSTed {context}', async () => {
  expect(names(await toggles('?plan=pro'))).toContain('fe-plan');
  expect(names(await toggles('?properties%5Bplan%5D=pro&region=eu'))).toEqual(expect.arrayContaining(['fe-plan', 'fe-segment']));
  expect(names(await toggles('?plan=free'))).not.toContain('fe-plan');
  const posted = await t.post(
    '/api/frontend',
    { context: { userId: '9', properties: { plan: 'pro', region: 'eu' } } },
    { token: frontendToken },
  );
  expect(posted.status).toBe(200);
  expect(names(posted.body.toggles)).toEqual(expect.arrayContaining(['fe-users', 'fe-plan', 'fe-segment', 'fe-on']));
  const viaFeatures = await t.post('/api/frontend/features', { context: { userId: '9' } }, { token: frontendToken });
  expect(names(viaFeatures.body.toggles)).toContain('fe-users');
});

it('evaluates exactly as the official server SDK does, for many contexts', async () => {
  const sdk = new Unleash({
    url: `${baseUrl}/api/`,
    appName: 'fe-compare',
    customHeaders: { Authorization: clientToken },
    refreshInterval: 60_000,
    disableMetrics: true,
  });
  sdk.on(UnleashEvents.Error, () => undefined);
  sdk.on(UnleashEvents.Warn, () => undefined);
  await new Promise<void>((resolve) => sdk.once(UnleashEvents.Synchronized, () => resolve()));
  try {
    let rolledOut = 0;
    for (let user = 0; user < 60; user++) {
      const plan = user % 3 === 0 ? 'pro' : 'free';
      const region = user % 4 === 0 ? 'eu' : 'us';
      const list = await toggles(`?userId=${user}&plan=${plan}&region=${region}`);
      const context = { userId: String(user), properties: { plan, region } };
      const expected = ['fe-on', 'fe-users', 'fe-rollout', 'fe-plan', 'fe-segment', 'fe-variants', 'fe-off']
        .filter((n) => sdk.isEnabled(n, context))
        .sort();
      expect({ user, names: names(list).sort() }).toEqual({ user, names: expected });
      expect(list.find((x) => x.name === 'fe-variants')!.variant.name).toBe(sdk.getVariant('fe-variants', context).name);
      if (expected.includes('fe-rollout')) rolledOut++;
    }
    // 40 % rollout: some users in, some out (the comparison above covers both sides).
    expect(rolledOut).toBeGreaterThan(5);
    expect(rolledOut).toBeLessThan(55);
  } finally {
    sdk.destroy();
  }
});

it('follows changes at once, and answers 304 to a matching If-None-Match', async () => {
  const first = await t.get('/api/frontend?userId=1', { token: frontendToken });
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^".+"$/);
  expect((await t.get('/api/frontend?userId=1', { token: frontendToken, headers: { 'if-none-match': etag } })).status).toBe(304);
  expect((await t.post(`${features}/fe-on/environments/development/off`)).status).toBe(200);
  const after = await t.get('/api/frontend?userId=1', { token: frontendToken, headers: { 'if-none-match': etag } });
  expect(after.status).toBe(200);
  expect(names(after.body.toggles)).not.toContain('fe-on');
  expect((await t.post(`${features}/fe-on/environments/development/on`)).status).toBe(200);
});

it('keeps tokens in their lane: frontend tokens only here, client tokens and PAT-less requests refused', async () => {
  expect((await t.get('/api/frontend', { token: clientToken })).status).toBe(403);
  expect((await t.get('/api/frontend', { token: null })).status).toBe(401);
  expect((await t.get('/api/client/features', { token: frontendToken })).status).toBe(403);
  expect((await t.get('/api/admin/projects', { token: frontendToken })).status).toBe(403);
  // A token of another environment sees that environment's state: nothing is on in production.
  expect(names(await toggles('?userId=7', await token('frontend', 'production')))).toEqual([]);
  // An admin token may call it (in development unless the context names an environment).
  expect(names(await toggles('?userId=7', ADMIN_TOKEN))).toContain('fe-on');
  expect(names(await toggles('?userId=7&environment=production', ADMIN_TOKEN))).toEqual([]);
});

it('refuses malformed contexts with 400 and details', async () => {
  for (const query of ['?currentTime=not-a-date', '?userId=1&userId=2', `?userId=${'x'.repeat(1001)}`]) {
    const res = await t.get(`/api/frontend${query}`, { token: frontendToken });
    expect({ query, status: res.status, name: res.body.name }).toEqual({ query, status: 400, name: 'BadDataError' });
  }
  const res = await t.post('/api/frontend', { context: ['not', 'an', 'object'] }, { token: frontendToken });
  expect(res.status).toBe(400);
  expect(res.body.details[0].path).toBe('body.context');
});

it('takes frontend SDK metrics (200) into the usage views and validates them', async () => {
  const now = new Date().toISOString();
  const ok = await t.post(
    '/api/frontend/client/metrics',
    { appName: 'web', bucket: { start: now, stop: now, toggles: { 'fe-on': { yes: 4, no: 1 } } } },
    { token: frontendToken },
  );
  expect(ok.status).toBe(200);
  await t.app.get(MetricsAggregator).flush();
  const found = (await t.get('/api/admin/search/features?query=fe-on')).body.features as {
    name: string;
    environments: { name: string; yes: number; no: number }[];
  }[];
  expect(found.find((f) => f.name === 'fe-on')!.environments.find((e) => e.name === 'development')).toMatchObject({ yes: 4, no: 1 });
  expect(
    (
      await t.post(
        '/api/frontend/client/metrics',
        { appName: 'web', bucket: { start: 'yesterday', stop: now, toggles: {} } },
        { token: frontendToken },
      )
    ).status,
  ).toBe(400);
  expect(
    (await t.post('/api/frontend/client/register', { appName: 'web', sdkVersion: 'unleash-proxy-client:3' }, { token: frontendToken }))
      .status,
  ).toBe(200);
  expect((await t.post('/api/frontend/client/register', { sdkVersion: 'x' }, { token: frontendToken })).status).toBe(400);
  expect(
    (
      await t.post(
        '/api/frontend/client/metrics',
        { appName: 'web', bucket: { start: now, stop: now, toggles: {} } },
        { token: clientToken },
      )
    ).status,
  ).toBe(403);
});

describe('CORS from frontendApiOrigins', () => {
  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/frontend',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, if-none-match' },
    });

  it('allows any origin by default, answering preflights without a token', async () => {
    const res = await preflight('https://shop.example');
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'authorization, if-none-match',
    });
    const get = await t.get('/api/frontend?userId=7', { headers: { origin: 'https://shop.example' } });
    expect(get.headers['access-control-allow-origin']).toBe('*');
    expect(get.headers['access-control-expose-headers']).toBe('ETag, Retry-After');
  });

  it('allows only the stored origins once set, and never adds CORS headers to admin paths', async () => {
    expect((await t.post('/api/admin/ui-config', { frontendSettings: { frontendApiOrigins: ['https://shop.example'] } })).status).toBe(204);
    const allowed = await preflight('https://shop.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(allowed.headers.vary).toContain('Origin');
    const other = await preflight('https://evil.example');
    expect(other.statusCode).toBe(204);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.get('/api/frontend?userId=7', { token: frontendToken, headers: { origin: 'https://evil.example' } });
    expect(get.status).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    const admin = await t.get('/api/admin/ui-config', { headers: { origin: 'https://shop.example' } });
    expect(admin.headers['access-control-allow-origin']).toBeUndefined();
    expect((await t.post('/api/admin/ui-config', { frontendSettings: { frontendApiOrigins: ['*'] } })).status).toBe(204);
  });
});

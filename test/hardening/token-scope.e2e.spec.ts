import { MetricsAggregator } from '@pennant/client-api';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Project- and environment-scoped tokens cannot read or write outside their scope,
 * family by family — SDK reads (client, frontend), SDK writes (metrics, registration), every admin
 * family, and signal endpoints' own tokens.
 */
describe('scoped tokens stay in their scope, per endpoint family', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};

  const apiToken = async (type: string, environment: string, projects: string[]) => {
    const res = await t.post('/api/admin/api-tokens', {
      tokenName: `scope-${type}-${environment}-${projects.join('-')}`,
      type,
      environment,
      projects,
    });
    expect(res.status).toBe(201);
    return res.body.secret as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of ['alpha', 'beta']) {
      expect((await t.post('/api/admin/projects', { id, name: id })).status).toBe(201);
      const name = `${id}-flag`;
      expect((await t.post(`/api/admin/projects/${id}/features`, { name })).status).toBe(201);
      for (const env of ['development', 'production']) {
        expect(
          (await t.post(`/api/admin/projects/${id}/features/${name}/environments/${env}/strategies`, { name: 'default' })).status,
        ).toBe(200);
        expect((await t.post(`/api/admin/projects/${id}/features/${name}/environments/${env}/on`)).status).toBe(200);
      }
    }
    tok.client = await apiToken('client', 'development', ['alpha']);
    tok.frontend = await apiToken('frontend', 'development', ['alpha']);
  });
  afterAll(() => t.close());

  it('SDK reads: a token sees its projects in its environment only', async () => {
    const client = await t.get('/api/client/features?environment=production&project=beta', { token: tok.client });
    expect(client.body.query).toMatchObject({ environment: 'development' });
    expect(client.body.features.map((f: { name: string }) => f.name)).toEqual([]);
    expect((await t.get('/api/client/features/beta-flag', { token: tok.client })).status).toBe(404);
    expect((await t.get('/api/client/features', { token: tok.client })).body.features.map((f: { name: string }) => f.name)).toEqual([
      'alpha-flag',
    ]);
    const frontend = await t.get('/api/frontend?userId=1', { token: tok.frontend });
    expect(frontend.body.toggles.map((f: { name: string }) => f.name)).toEqual(['alpha-flag']);
    const posted = await t.post('/api/frontend', { context: { userId: '1' } }, { token: tok.frontend });
    expect(posted.body.toggles.map((f: { name: string }) => f.name)).toEqual(['alpha-flag']);
    // Each token kind on its own API only.
    expect((await t.get('/api/frontend', { token: tok.client })).status).toBe(403);
    expect((await t.get('/api/client/features', { token: tok.frontend })).status).toBe(403);
  });

  it('SDK writes: metrics count in the token’s environment, whatever the body says', async () => {
    const now = new Date().toISOString();
    expect(
      (
        await t.post(
          '/api/client/metrics',
          {
            appName: 'scoped-app',
            environment: 'production',
            bucket: { start: now, stop: now, toggles: { 'alpha-flag': { yes: 3, no: 0 } } },
          },
          { token: tok.client },
        )
      ).status,
    ).toBe(202);
    const bulk = {
      applications: [],
      metrics: [{ featureName: 'alpha-flag', appName: 'scoped-app', environment: 'production', timestamp: now, yes: 5, no: 0 }],
    };
    expect((await t.post('/api/client/metrics/bulk', bulk, { token: tok.client })).status).toBe(202);
    await t.app.get(MetricsAggregator).flush();
    const envs = (await t.get('/api/admin/projects/alpha/features/alpha-flag')).body.environments as {
      name: string;
      lastSeenAt: string | null;
    }[];
    expect(envs.find((e) => e.name === 'development')?.lastSeenAt).toEqual(expect.any(String));
    expect(envs.find((e) => e.name === 'production')?.lastSeenAt).toBeNull();
  });

  it('admin families: SDK tokens get 403 on every one, and nothing is written', async () => {
    const before = await t.eventCount();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/projects'],
      ['GET', '/api/admin/projects/alpha/features'],
      ['GET', '/api/admin/projects/alpha/features/alpha-flag'],
      ['POST', '/api/admin/projects/alpha/features', { name: 'by-sdk' }],
      ['PUT', '/api/admin/projects/alpha/features/alpha-flag', { description: 'by sdk' }],
      ['POST', '/api/admin/projects/alpha/features/alpha-flag/environments/development/off'],
      ['POST', '/api/admin/projects/alpha/features/alpha-flag/environments/development/strategies', { name: 'default' }],
      ['GET', '/api/admin/search/features?project=IS:alpha'],
      ['GET', '/api/admin/events'],
      ['GET', '/api/admin/segments'],
      ['POST', '/api/admin/segments', { name: 'by-sdk', constraints: [] }],
      ['GET', '/api/admin/context'],
      ['GET', '/api/admin/ui-config'],
      ['GET', '/api/admin/personal-dashboard'],
      ['GET', '/api/admin/projects/alpha/change-requests/count'],
      ['POST', '/api/admin/features-batch/export', { project: 'alpha', environment: 'development' }],
      ['GET', '/api/admin/user-admin'],
      ['POST', '/api/admin/api-tokens', { tokenName: 'escalate', type: 'admin' }],
      ['GET', '/api/admin/projects/alpha/access'],
      ['GET', '/api/admin/signal-endpoints'],
      ['GET', '/api/admin/projections'],
    ];
    for (const secret of [tok.client, tok.frontend]) {
      for (const [method, url, body] of calls) {
        const options = { token: secret };
        const res =
          method === 'GET'
            ? await t.get(url, options)
            : method === 'PUT'
              ? await t.put(url, body ?? {}, options)
              : await t.post(url, body ?? {}, options);
        expect({ method, url, status: res.status }).toEqual({ method, url, status: 403 });
        expect(res.body).toMatchObject({ id: expect.any(String), name: expect.any(String), message: expect.any(String) });
      }
    }
    expect(await t.eventCount()).toBe(before);
  });

  it('signal endpoints: a token opens its own endpoint only', async () => {
    const make = async (name: string) => {
      const endpoint = await t.post('/api/admin/signal-endpoints', { name });
      const token = await t.post(`/api/admin/signal-endpoints/${endpoint.body.id}/tokens`, { name: `${name}-token` });
      return token.body.token as string;
    };
    const first = await make('scope-hook-a');
    await make('scope-hook-b');
    const stored = async () => Number((await t.sql.query('SELECT count(*) AS n FROM signals')).rows[0].n);
    const before = await stored();
    const wrong = await t.post('/api/signal-endpoint/scope-hook-b', { deployment: 'done' }, { token: `Bearer ${first}` });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect(await stored()).toBe(before);
    expect((await t.post('/api/signal-endpoint/scope-hook-a', { deployment: 'done' }, { token: `Bearer ${first}` })).status).toBe(200);
    // A signal token is no API token.
    expect((await t.get('/api/client/features', { token: first })).status).toBe(401);
  });
});

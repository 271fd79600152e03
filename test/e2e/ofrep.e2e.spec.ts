import { MetricsAggregator } from '@pennant/client-api';
import { OfrepUsage } from '@pennant/ofrep';
import { ADMIN_TOKEN, createTestApp, type RequestOptions, type Response, type TestApp } from '../support/test-app';
import { loadOfrepSpec, type OfrepOperation } from '../support/ofrep-spec';

/**
 * The OpenFeature Remote Evaluation Protocol's routes (ADR 0062) on the wire: every answer is
 * checked against OFREP's own OpenAPI document (vendored in test/ofrep/); credentials, scope,
 * revocation, CORS, ETag/304, the rate limit, SDK metrics, and bad input that changes nothing.
 * The official providers' view is in ofrep-providers.e2e.spec.ts and the browser's in
 * test/console/ofrep-web-provider.e2e.spec.ts.
 */
let t: TestApp;
const spec = loadOfrepSpec();
const checked: string[] = [];
const features = '/api/admin/projects/default/features';
let frontendToken: string;
let clientToken: string;

/** An OFREP call; its answer must conform to OFREP's document (collected, asserted per test). */
async function ofrep(op: OfrepOperation, path: string, body: unknown, options: RequestOptions = {}): Promise<Response> {
  const res = await t.post(path, body, options);
  checked.push(...spec.check(op, res.status, res.body, res.headers));
  return res;
}
const bulk = (body: unknown, options?: RequestOptions) => ofrep('evaluateFlagsBulk', '/ofrep/v1/evaluate/flags', body, options);
const single = (key: string, body: unknown, options?: RequestOptions) =>
  ofrep('evaluateFlag', `/ofrep/v1/evaluate/flags/${encodeURIComponent(key)}`, body, options);

async function token(
  type: string,
  environment = 'development',
  projects = ['default'],
  name = `of-${type}-${environment}`,
): Promise<string> {
  const res = await t.post('/api/admin/api-tokens', { tokenName: name, type, environment, projects });
  expect(res.status).toBe(201);
  return res.body.secret as string;
}

async function flag(name: string, strategy: Record<string, unknown> | null, on = true, project = 'default'): Promise<void> {
  const base = `/api/admin/projects/${project}/features`;
  expect((await t.post(base, { name })).status).toBe(201);
  if (strategy) expect((await t.post(`${base}/${name}/environments/development/strategies`, strategy)).status).toBe(200);
  if (on) expect((await t.post(`${base}/${name}/environments/development/on`)).status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ OFREP_RATE_LIMIT_PER_SECOND: '100000' });
  frontendToken = await token('frontend');
  clientToken = await token('client');
  expect((await t.post('/api/admin/projects', { id: 'of-other', name: 'Other' })).status).toBe(201);
  await flag('of-on', { name: 'default' });
  await flag('of-off', { name: 'default' }, false);
  await flag('of-plan', { name: 'default', constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro'] }] });
  await flag('of-rollout', { name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'userId', groupId: 'of-rollout' } });
  await flag('of-json', { name: 'default' });
  expect(
    (
      await t.put(`${features}/of-json/environments/development/variants`, [
        { name: 'only', weight: 1000, weightType: 'variable', stickiness: 'default', payload: { type: 'json', value: '{"color":"blue"}' } },
      ])
    ).status,
  ).toBe(200);
  await flag('of-list', { name: 'default' });
  expect(
    (
      await t.put(`${features}/of-list/environments/development/variants`, [
        { name: 'list', weight: 1000, weightType: 'variable', stickiness: 'default', payload: { type: 'json', value: '[1,2]' } },
      ])
    ).status,
  ).toBe(200);
  await flag('of-elsewhere', { name: 'default' }, true, 'of-other');
});
afterAll(() => t.close());
afterEach(() => {
  const problems = checked.splice(0);
  expect(problems).toEqual([]);
});

describe('evaluation', () => {
  it('evaluates one flag: the value, variant, reason and metadata OFREP defines', async () => {
    const on = await single('of-on', { context: { targetingKey: 'u1' } }, { token: clientToken });
    expect(on.status).toBe(200);
    expect(on.headers['content-type']).toMatch(/^application\/json/);
    expect(on.body).toEqual({ key: 'of-on', reason: 'STATIC', value: true, metadata: { project: 'default', type: 'release' } });
    const off = await single('of-off', { context: { targetingKey: 'u1' } }, { token: clientToken });
    expect(off.body).toMatchObject({ key: 'of-off', reason: 'DISABLED', value: false });
    const pro = await single('of-plan', { context: { targetingKey: 'u1', plan: 'pro' } }, { token: clientToken });
    const free = await single('of-plan', { context: { targetingKey: 'u1', plan: 'free' } }, { token: clientToken });
    expect([pro.body.value, pro.body.reason, free.body.value, free.body.reason]).toEqual([
      true,
      'TARGETING_MATCH',
      false,
      'TARGETING_MATCH',
    ]);
    const json = await single('of-json', { context: { targetingKey: 'u1' } }, { token: clientToken });
    expect(json.body).toEqual({
      key: 'of-json',
      reason: 'STATIC',
      variant: 'only',
      value: { color: 'blue' },
      metadata: { project: 'default', type: 'release', payloadType: 'json' },
    });
  });

  it('evaluates every flag the token sees in one bulk answer, with ETag and 304', async () => {
    const res = await bulk({ context: { targetingKey: 'u1', plan: 'pro' } }, { token: frontendToken });
    expect(res.status).toBe(200);
    const keys = (res.body.flags as { key: string }[]).map((f) => f.key);
    expect(keys).toEqual(['of-json', 'of-list', 'of-off', 'of-on', 'of-plan', 'of-rollout']);
    expect(res.body.metadata).toEqual({ environment: 'development' });
    // A json payload that is not an object cannot be an OFREP value: that flag fails, the others answer.
    expect(res.body.flags.find((f: { key: string }) => f.key === 'of-list')).toMatchObject({ key: 'of-list', errorCode: 'PARSE_ERROR' });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await bulk(
      { context: { targetingKey: 'u1', plan: 'pro' } },
      { token: frontendToken, headers: { 'if-none-match': etag } },
    );
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    const other = await bulk(
      { context: { targetingKey: 'u1', plan: 'free' } },
      { token: frontendToken, headers: { 'if-none-match': etag } },
    );
    expect(other.status).toBe(200);
    expect((await t.post(`${features}/of-on/environments/development/off`)).status).toBe(200);
    const changed = await bulk(
      { context: { targetingKey: 'u1', plan: 'pro' } },
      { token: frontendToken, headers: { 'if-none-match': etag } },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.flags.find((f: { key: string }) => f.key === 'of-on')).toMatchObject({ value: false, reason: 'DISABLED' });
    expect((await t.post(`${features}/of-on/environments/development/on`)).status).toBe(200);
  });

  it('names a change stream for frontend tokens only (browsers), at the revision of the answer', async () => {
    const browser = await bulk({ context: { targetingKey: 'u1' } }, { token: frontendToken });
    expect(browser.body.eventStreams).toEqual([
      { type: 'sse', endpoint: { requestUri: expect.stringMatching(/^\/api\/ofrep\/event-stream\?token=[^&]+&since=\d+$/) } },
    ]);
    expect(decodeURIComponent(/token=([^&]+)/.exec(browser.body.eventStreams[0].endpoint.requestUri)![1])).toBe(frontendToken);
    const server = await bulk({ context: { targetingKey: 'u1' } }, { token: clientToken });
    expect(server.body.eventStreams).toBeUndefined();
  });

  it("counts each evaluation in the flag's SDK metrics under the calling application", async () => {
    await single('of-plan', { context: { targetingKey: 'u1', plan: 'pro', appName: 'of-shop' } }, { token: clientToken });
    await single('of-plan', { context: { targetingKey: 'u2', plan: 'free', appName: 'of-shop' } }, { token: clientToken });
    const web = await token('frontend', 'development', ['default'], 'of-metrics-web');
    await bulk({ context: { targetingKey: 'u3', plan: 'pro' } }, { token: web });
    t.app.get(OfrepUsage).flush();
    await t.app.get(MetricsAggregator).flush();
    const raw = await t.get('/api/admin/client-metrics/features/of-plan/raw');
    expect(raw.status).toBe(200);
    const rows = raw.body.data as { appName: string; environment: string; yes: number; no: number }[];
    expect(rows.filter((r) => r.appName === 'of-shop')).toEqual([expect.objectContaining({ environment: 'development', yes: 1, no: 1 })]);
    // Without an appName in the context, the calling token's name is the application.
    expect(rows.filter((r) => r.appName === 'of-metrics-web')).toEqual([expect.objectContaining({ yes: 1, no: 0 })]);
  });
});

describe('credentials and scope', () => {
  it('takes client and frontend tokens in Authorization (with or without Bearer) or X-API-Key', async () => {
    const body = { context: { targetingKey: 'u1' } };
    const variants: Record<string, string>[] = [
      { authorization: `Bearer ${clientToken}` },
      { authorization: frontendToken },
      { 'x-api-key': clientToken },
      { 'x-api-key': frontendToken },
    ];
    for (const headers of variants) {
      const res = await single('of-on', body, { token: null, headers });
      expect({ headers, status: res.status }).toEqual({ headers, status: 200 });
    }
    expect((await single('of-on', body, { token: ADMIN_TOKEN })).status).toBe(200);
    expect((await single('of-on', body, { token: null })).status).toBe(401);
    expect((await single('of-on', body, { token: null, headers: { 'x-api-key': 'default:development.nope' } })).status).toBe(401);
    const pat = await t.post('/api/admin/user/tokens', { description: 'of', expiresAt: '2999-01-01T00:00:00Z' });
    if (pat.status === 201) expect((await single('of-on', body, { token: pat.body.secret })).status).toBe(403);
  });

  it('answers a token only its projects and environment: other flags are not found', async () => {
    const elsewhere = await single('of-elsewhere', { context: { targetingKey: 'u1' } }, { token: clientToken });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ key: 'of-elsewhere', errorCode: 'FLAG_NOT_FOUND', name: 'NotFoundError' });
    const all = await single(
      'of-elsewhere',
      { context: { targetingKey: 'u1' } },
      { token: await token('client', 'development', ['*'], 'of-all') },
    );
    expect(all.body).toMatchObject({ value: true });
    const production = await token('frontend', 'production');
    const prod = await single('of-on', { context: { targetingKey: 'u1' } }, { token: production });
    expect(prod.body).toMatchObject({ value: false, reason: 'DISABLED' });
    // An admin token evaluates in the context's environment (development when it names none).
    expect((await single('of-on', { context: { targetingKey: 'u1', environment: 'production' } }, { token: ADMIN_TOKEN })).body.value).toBe(
      false,
    );
  });

  it('refuses a deleted token at once', async () => {
    const secret = await token('client', 'development', ['default'], 'of-doomed');
    expect((await single('of-on', { context: { targetingKey: 'u1' } }, { token: secret })).status).toBe(200);
    expect((await t.delete(`/api/admin/api-tokens/${encodeURIComponent(secret)}`)).status).toBe(200);
    expect((await single('of-on', { context: { targetingKey: 'u1' } }, { token: secret })).status).toBe(401);
  });
});

describe('browsers (CORS)', () => {
  it('answers preflights and echoes allowed origins like the frontend API, exposing ETag and Retry-After', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/ofrep/v1/evaluate/flags',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-api-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type, x-api-key');
    expect((await t.post('/api/admin/ui-config', { frontendSettings: { frontendApiOrigins: ['https://shop.example'] } })).status).toBe(204);
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/ofrep/v1/evaluate/flags',
      headers: { origin: 'https://shop.example', authorization: frontendToken, 'content-type': 'application/json' },
      payload: JSON.stringify({ context: { targetingKey: 'u1' } }),
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(allowed.headers['access-control-expose-headers']).toBe('ETag, Retry-After');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/ofrep/v1/evaluate/flags',
      headers: { origin: 'https://evil.example', authorization: frontendToken, 'content-type': 'application/json' },
      payload: JSON.stringify({ context: { targetingKey: 'u1' } }),
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect((await t.post('/api/admin/ui-config', { frontendSettings: { frontendApiOrigins: ['*'] } })).status).toBe(204);
  });
});

describe("bad input gets OFREP's error body and changes nothing", () => {
  it('missing context, wrong types, huge contexts, unknown flags', async () => {
    const before = await t.eventCount();
    const cases: [string, string, unknown, number, string][] = [
      ['bulk', '', { nothing: true }, 400, 'INVALID_CONTEXT'],
      ['bulk', '', { context: {} }, 400, 'TARGETING_KEY_MISSING'],
      ['bulk', '', { context: { targetingKey: 7 } }, 400, 'INVALID_CONTEXT'],
      ['bulk', '', { context: 'u1' }, 400, 'INVALID_CONTEXT'],
      ['bulk', '', [1, 2], 400, 'PARSE_ERROR'],
      ['bulk', '', { context: { targetingKey: 'u1', nested: { a: 1 } } }, 400, 'INVALID_CONTEXT'],
      ['bulk', '', { context: { targetingKey: 'u1', list: ['a'] } }, 400, 'INVALID_CONTEXT'],
      ['bulk', '', { context: { targetingKey: 'u1', currentTime: 'yesterday' } }, 400, 'INVALID_CONTEXT'],
      ['bulk', '', { context: { targetingKey: 'u1', userId: 'u2' } }, 400, 'INVALID_CONTEXT'],
      ['bulk', '', { context: { targetingKey: 'x'.repeat(1001) } }, 400, 'INVALID_CONTEXT'],
      [
        'bulk',
        '',
        { context: { targetingKey: 'u1', ...Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, 'v'])) } },
        400,
        'INVALID_CONTEXT',
      ],
      ['single', 'of-on', { context: {} }, 400, 'TARGETING_KEY_MISSING'],
      ['single', 'of-on', { context: { targetingKey: 'u1', plan: { tier: 'pro' } } }, 400, 'INVALID_CONTEXT'],
      ['single', 'of-nope', { context: { targetingKey: 'u1' } }, 404, 'FLAG_NOT_FOUND'],
      ['single', 'of-list', { context: { targetingKey: 'u1' } }, 400, 'PARSE_ERROR'],
    ];
    for (const [kind, key, body, status, errorCode] of cases) {
      const res = kind === 'bulk' ? await bulk(body, { token: clientToken }) : await single(key, body, { token: clientToken });
      expect({ body, status: res.status, errorCode: res.body.errorCode }).toEqual({ body, status, errorCode });
      expect(res.body).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        message: expect.any(String),
        errorDetails: expect.any(String),
      });
      if (kind === 'single') expect(res.body.key).toBe(key);
    }
    // Not JSON, the wrong content type, a body over the size limit: 400 PARSE_ERROR / INVALID_CONTEXT, not Pennant's 413/415.
    const raw = async (payload: string, type: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ofrep/v1/evaluate/flags/of-on',
        headers: { authorization: clientToken, 'content-type': type },
        payload,
      });
      const body = JSON.parse(res.body) as Record<string, unknown>;
      checked.push(...spec.check('evaluateFlag', res.statusCode, body, res.headers));
      return [res.statusCode, body.errorCode];
    };
    expect(await raw('{"context":', 'application/json')).toEqual([400, 'PARSE_ERROR']);
    expect(await raw('context=1', 'text/plain')).toEqual([400, 'PARSE_ERROR']);
    expect(await raw(JSON.stringify({ context: { targetingKey: 'u1', big: 'x'.repeat(200_000) } }), 'application/json')).toEqual([
      400,
      'INVALID_CONTEXT',
    ]);
    expect(await t.eventCount()).toBe(before);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ OFREP_RATE_LIMIT_PER_SECOND: '2' });
  });
  afterAll(() => limited.close());

  it('answers a token past its rate 429 with Retry-After; other tokens go on', async () => {
    const make = async (name: string) =>
      (await limited.post('/api/admin/api-tokens', { tokenName: name, type: 'client', environment: 'development', projects: ['default'] }))
        .body.secret as string;
    const [busy, calm] = [await make('of-busy'), await make('of-calm')];
    const statuses: number[] = [];
    let refusal: Response | null = null;
    for (let i = 0; i < 8; i++) {
      const res = await limited.post('/ofrep/v1/evaluate/flags', { context: { targetingKey: 'u1' } }, { token: busy });
      statuses.push(res.status);
      if (res.status === 429) refusal = res;
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(4);
    expect(statuses).toContain(429);
    expect(spec.check('evaluateFlagsBulk', 429, refusal!.body, refusal!.headers)).toEqual([]);
    expect(Number(refusal!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await limited.post('/ofrep/v1/evaluate/flags', { context: { targetingKey: 'u1' } }, { token: calm })).status).toBe(200);
  });
});

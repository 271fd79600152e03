import { MetricsAggregator } from '@pennant/client-api';
import { createTestApp, type Response, type TestApp } from '../support/test-app';

/**
 * SDK metrics cannot be poisoned through a token (ADR 0057). Frontend tokens ship in browser
 * code, so anyone can post what they like with one: counts are bounded per flag and report,
 * buckets must lie near the server's clock, a report names at most as many flags as may exist,
 * a bad report is refused whole (400 {id, name, message}) and costs no other caller its counts,
 * and each token has a budget of reports per minute shared by every node (429 with Retry-After).
 */
let t: TestApp;
let n = 0;
const FLAGS_LIMIT = 20;
const PER_MINUTE = 4;

beforeAll(async () => {
  t = await createTestApp({ FEATURE_FLAGS_LIMIT: String(FLAGS_LIMIT), METRICS_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) });
});

afterAll(() => t.close());

/** A fresh token of `type` (budgets are per token, so each test spends its own). */
async function token(type: 'client' | 'frontend'): Promise<string> {
  n += 1;
  const res = await t.post('/api/admin/api-tokens', { tokenName: `bounds-${n}`, type, environment: 'development', projects: ['*'] });
  expect(res.status).toBe(201);
  return res.body.secret as string;
}

const frontendMetrics = (secret: string, body: unknown) => t.post('/api/frontend/client/metrics', body, { token: secret });
const clientMetrics = (secret: string, body: unknown) => t.post('/api/client/metrics', body, { token: secret });
const bulk = (secret: string, body: unknown) => t.post('/api/client/metrics/bulk', body, { token: secret });

function report(appName: string, toggles: Record<string, unknown>, start = new Date(), stop = start): Record<string, unknown> {
  return { appName, bucket: { start: start.toISOString(), stop: stop.toISOString(), toggles } };
}

function expectRefused(res: Response, path: string): void {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ id: expect.any(String), name: 'BadDataError', message: expect.any(String) });
  expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
}

const hourly = async (app: string) =>
  (
    await t.sql.query<{ feature_name: string; yes: string; no: string }>(
      'SELECT feature_name, yes::text, no::text FROM client_metrics_hourly WHERE app_name = $1 ORDER BY feature_name',
      [app],
    )
  ).rows;

const flush = () => t.app.get(MetricsAggregator).flush();

it('refuses counts past the per-report bound (2^53 − 1 and one more than a billion), storing nothing', async () => {
  const web = await token('frontend');
  const sdk = await token('client');
  expectRefused(
    await frontendMetrics(web, report('overflow-app', { f: { yes: Number.MAX_SAFE_INTEGER, no: 0 } })),
    'body.bucket.toggles.f.yes',
  );
  expectRefused(await clientMetrics(sdk, report('overflow-app', { f: { yes: 1, no: 1_000_000_001 } })), 'body.bucket.toggles.f.no');
  expectRefused(
    await frontendMetrics(web, report('overflow-app', { f: { yes: 1, no: 0, variants: { v: Number.MAX_SAFE_INTEGER } } })),
    'body.bucket.toggles.f.variants.v',
  );
  const timestamp = new Date().toISOString();
  expectRefused(
    await bulk(sdk, {
      applications: [],
      metrics: [{ featureName: 'f', appName: 'overflow-app', environment: 'development', timestamp, yes: Number.MAX_SAFE_INTEGER }],
    }),
    'body.metrics[0].yes',
  );
  await flush();
  expect(await hourly('overflow-app')).toEqual([]);
});

it('refuses buckets far in the future or the past (year 2999, two days ago), storing nothing', async () => {
  const web = await token('frontend');
  const sdk = await token('client');
  const future = new Date('2999-01-01T00:00:00Z');
  const past = new Date(Date.now() - 49 * 3_600_000);
  const now = new Date();
  expectRefused(await frontendMetrics(web, report('time-app', { f: { yes: 1, no: 0 } }, future)), 'body.bucket.start');
  expectRefused(await clientMetrics(sdk, report('time-app', { f: { yes: 1, no: 0 } }, now, future)), 'body.bucket.stop');
  expectRefused(await clientMetrics(sdk, report('time-app', { f: { yes: 1, no: 0 } }, past, now)), 'body.bucket.start');
  const sdk2 = await token('client');
  expectRefused(
    await bulk(sdk2, {
      applications: [],
      metrics: [{ featureName: 'f', appName: 'time-app', environment: 'development', timestamp: future.toISOString(), yes: 1 }],
    }),
    'body.metrics[0].timestamp',
  );
  // Slightly ahead (clock skew) and an hour back are fine.
  const ok = await frontendMetrics(
    web,
    report('time-app', { f: { yes: 1, no: 0 } }, new Date(Date.now() - 3_600_000), new Date(Date.now() + 60_000)),
  );
  expect(ok.status).toBe(200);
  await flush();
  expect(await hourly('time-app')).toEqual([{ feature_name: 'f', yes: '1', no: '0' }]);
});

it('refuses a report naming more flags than may exist (FEATURE_FLAGS_LIMIT)', async () => {
  const web = await token('frontend');
  const toggles = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`many-${i}`, { yes: 1, no: 0 }]));
  expectRefused(await frontendMetrics(web, report('many-app', toggles(FLAGS_LIMIT + 1))), 'body.bucket.toggles');
  const sdk = await token('client');
  const timestamp = new Date().toISOString();
  const entries = Array.from({ length: FLAGS_LIMIT + 1 }, (_, i) => ({
    featureName: `many-${i}`,
    appName: 'many-app',
    environment: 'development',
    timestamp,
    yes: 1,
  }));
  expectRefused(await bulk(sdk, { applications: [], metrics: entries }), 'body.metrics');
  await flush();
  expect(await hourly('many-app')).toEqual([]);
  expect((await frontendMetrics(web, report('many-app', toggles(FLAGS_LIMIT)))).status).toBe(200);
  await flush();
  expect(await hourly('many-app')).toHaveLength(FLAGS_LIMIT);
});

it('keeps every other caller’s counts when one report in the same flush window is bad', async () => {
  const web = await token('frontend');
  const attacker = await token('frontend');
  const sdk = await token('client');
  await flush(); // an empty window: the reports below share the next flush
  expect((await frontendMetrics(web, report('victim-web', { shared: { yes: 3, no: 1 } }))).status).toBe(200);
  // Names PostgreSQL cannot store: before, they were accepted and failed the whole flush.
  expectRefused(await frontendMetrics(attacker, report('bad-app', { 'shared\u0000x': { yes: 1, no: 0 } })), 'body.bucket.toggles (a key)');
  expectRefused(
    await frontendMetrics(attacker, report('bad-app', { shared: { yes: 1, no: 0, variants: { 'v\u0000': 1 } } })),
    'body.bucket.toggles.shared.variants (a key)',
  );
  expectRefused(
    await frontendMetrics(attacker, report('bad-app', { shared: { yes: Number.MAX_SAFE_INTEGER, no: 0 } })),
    'body.bucket.toggles.shared.yes',
  );
  expect((await clientMetrics(sdk, report('victim-sdk', { shared: { yes: 7, no: 0 } }))).status).toBe(202);
  await flush();
  expect(await hourly('victim-web')).toEqual([{ feature_name: 'shared', yes: '3', no: '1' }]);
  expect(await hourly('victim-sdk')).toEqual([{ feature_name: 'shared', yes: '7', no: '0' }]);
  expect(await hourly('bad-app')).toEqual([]);
});

it('limits reports per token (METRICS_RATE_LIMIT_PER_MINUTE): 429 with Retry-After, other tokens unaffected', async () => {
  const web = await token('frontend');
  const other = await token('frontend');
  const sdk = await token('client');
  for (let i = 0; i < PER_MINUTE; i += 1)
    expect((await frontendMetrics(web, report('busy-app', { busy: { yes: 1, no: 0 } }))).status).toBe(200);
  const limited = await frontendMetrics(web, report('busy-app', { busy: { yes: 1, no: 0 } }));
  expect(limited.status).toBe(429);
  expect(limited.body).toMatchObject({ id: expect.any(String), name: 'RateLimitError', message: expect.any(String) });
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60 / PER_MINUTE);
  // Registrations spend the same budget.
  expect((await t.post('/api/frontend/client/register', { appName: 'busy-app' }, { token: web })).status).toBe(429);
  expect((await frontendMetrics(other, report('busy-app', { busy: { yes: 1, no: 0 } }))).status).toBe(200);
  for (let i = 0; i < PER_MINUTE; i += 1)
    expect((await clientMetrics(sdk, report('busy-sdk', { busy: { yes: 1, no: 0 } }))).status).toBe(202);
  expect((await clientMetrics(sdk, report('busy-sdk', { busy: { yes: 1, no: 0 } }))).status).toBe(429);
  await flush();
  expect(await hourly('busy-app')).toEqual([{ feature_name: 'busy', yes: String(PER_MINUTE + 1), no: '0' }]);
});

import { ImpactMetricsRecorder } from '@pennant/impact-metrics';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Impact metrics through the SDK routes and back out of the admin API (ADR 0065): what a backend
 * SDK sends in `impactMetrics` is kept per application, environment and minute, listed by name,
 * and read over a time range with an aggregation per step, grouped by labels. Edge's bulk route
 * names the application and environment in the labels. Bad input is refused whole (400), costs
 * nothing, and the report budget per token holds for them as for every SDK report.
 */
let t: TestApp;
let production: string;
let development: string;
let n = 0;

async function token(environment: string): Promise<string> {
  n += 1;
  const res = await t.post('/api/admin/api-tokens', { tokenName: `impact-${n}`, type: 'client', environment, projects: ['*'] });
  expect(res.status).toBe(201);
  return res.body.secret as string;
}

const report = (appName: string, impactMetrics: unknown, extra: Record<string, unknown> = {}) => {
  const now = new Date().toISOString();
  return { appName, bucket: { start: now, stop: now, toggles: {} }, impactMetrics, ...extra };
};
const counter = (name: string, samples: unknown[]) => ({ name, help: `${name} help`, type: 'counter', samples });
const flush = () => t.app.get(ImpactMetricsRecorder).flush();

beforeAll(async () => {
  t = await createTestApp({ METRICS_RATE_LIMIT_PER_MINUTE: '1000' });
  production = await token('production');
  development = await token('development');
});
afterAll(() => t.close());

it('keeps what the SDKs report and lists it by name and type, per environment', async () => {
  const labels = { appName: 'shop', environment: 'production', checkout: 'enabled' };
  expect(
    (
      await t.post(
        '/api/client/metrics',
        report('shop', [
          counter('orders_failed', [{ labels, value: 3 }]),
          { name: 'cart_size', help: 'Items', type: 'gauge', samples: [{ labels: { appName: 'shop' }, value: 4 }] },
          {
            name: 'checkout_seconds',
            help: 'Checkout duration',
            type: 'histogram',
            samples: [
              {
                labels,
                count: 2,
                sum: 0.3,
                buckets: [
                  { le: 0.1, count: 1 },
                  { le: 1, count: 2 },
                  { le: '+Inf', count: 2 },
                ],
              },
            ],
          },
        ]),
        { token: production },
      )
    ).status,
  ).toBe(202);
  // Its labels say "staging": the token's environment wins, and the labels are not kept as labels.
  const staging = { appName: 'shop', environment: 'staging', checkout: 'disabled' };
  expect(
    (
      await t.post('/api/client/metrics', report('shop', [counter('orders_failed', [{ labels: staging, value: 1 }])]), {
        token: development,
      })
    ).status,
  ).toBe(202);
  await flush();
  const all = await t.get('/api/admin/impact-metrics');
  expect(all.status).toBe(200);
  expect(all.body.metrics).toEqual([
    expect.objectContaining({ name: 'cart_size', type: 'gauge', aggregations: ['last', 'avg'], environments: ['production'], labels: [] }),
    expect.objectContaining({ name: 'checkout_seconds', type: 'histogram', aggregations: ['p50', 'p95', 'p99'], labels: ['checkout'] }),
    expect.objectContaining({
      name: 'orders_failed',
      type: 'counter',
      help: 'orders_failed help',
      aggregations: ['rate', 'increase'],
      environments: ['development', 'production'],
      applications: ['shop'],
      labels: ['checkout'],
      series: 2,
    }),
  ]);
  const dev = await t.get('/api/admin/impact-metrics?environment=development');
  expect(dev.body.metrics.map((m: { name: string }) => m.name)).toEqual(['orders_failed']);
});

it('reads a metric over a time range: one aggregation per step and group, null where nothing was reported', async () => {
  const labels = (variant: string) => ({ appName: 'web', environment: 'production', banner: variant });
  const body = report('web', [
    counter('clicks', [
      { labels: labels('blue'), value: 60 },
      { labels: labels('red'), value: 30 },
    ]),
  ]);
  expect((await t.post('/api/client/metrics', body, { token: production })).status).toBe(202);
  await flush();
  const to = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
  const from = new Date(to.getTime() - 10 * 60_000);
  const q = `/api/admin/impact-metrics/query?metric=clicks&environment=production&from=${from.toISOString()}&to=${to.toISOString()}&stepMinutes=1`;
  const increase = await t.get(`${q}&aggregation=increase&groupBy=banner`);
  expect(increase.status).toBe(200);
  expect(increase.body).toMatchObject({
    metric: 'clicks',
    type: 'counter',
    aggregation: 'increase',
    stepMinutes: 1,
    groupBy: ['banner'],
    truncated: false,
  });
  expect(increase.body.series.map((s: { labels: unknown }) => s.labels)).toEqual([{ banner: 'blue' }, { banner: 'red' }]);
  const [blue] = increase.body.series as { points: { at: string; value: number | null }[] }[];
  expect(blue.points).toHaveLength(10);
  expect(blue.points.slice(0, 9).every((p) => p.value === null)).toBe(true);
  expect(blue.points[9].value).toBe(60);
  // The rate per second over the step, all series together; a label filter keeps one.
  const rate = await t.get(`${q}&aggregation=rate`);
  expect(rate.body.series).toHaveLength(1);
  expect(rate.body.series[0].labels).toEqual({});
  expect(rate.body.series[0].points[9].value).toBeCloseTo(90 / 60);
  const red = await t.get(`${q}&aggregation=increase&label=banner:red&groupBy=appName`);
  expect(red.body.series).toEqual([{ labels: { appName: 'web' }, points: expect.any(Array) }]);
  expect(red.body.series[0].points[9].value).toBe(30);
  // Another aggregation type reads no series of this counter.
  expect((await t.get(`${q}&aggregation=p99`)).body.series).toEqual([]);
});

it('refuses a query without metric, environment or aggregation, with a bad range, step or filter (400 naming each)', async () => {
  const res = await t.get('/api/admin/impact-metrics/query?aggregation=median&stepMinutes=0&label=nocolon&groupBy=a,b,c,d,e,f');
  expect(res.status).toBe(400);
  expect(res.body.name).toBe('BadDataError');
  expect(res.body.details.map((d: { path: string }) => d.path).sort()).toEqual(
    ['query.aggregation', 'query.environment', 'query.groupBy', 'query.label', 'query.metric', 'query.stepMinutes'].sort(),
  );
  const backwards = await t.get(
    '/api/admin/impact-metrics/query?metric=x&environment=production&aggregation=rate&from=2026-12-01T10:00:00Z&to=2026-12-01T09:00:00Z',
  );
  expect(backwards.status).toBe(400);
  const old = await t.get(
    '/api/admin/impact-metrics/query?metric=x&environment=production&aggregation=rate&from=2020-01-01T00:00:00Z&to=2020-01-01T01:00:00Z',
  );
  expect(old.body.details[0].message).toMatch(/within the last 48 hours/);
  const tooFine = await t.get(
    `/api/admin/impact-metrics/query?metric=x&environment=production&aggregation=rate&from=${new Date(Date.now() - 47 * 3_600_000).toISOString()}&stepMinutes=1`,
  );
  expect(tooFine.body.details[0].path).toBe('query.stepMinutes');
  expect((await t.get('/api/admin/impact-metrics?environment=a&environment=b')).status).toBe(400);
});

it('takes Edge’s relayed impact metrics per application and environment from their labels; other environments’ are dropped', async () => {
  const body = {
    applications: [],
    metrics: [],
    impactMetrics: [
      counter('relayed', [
        { labels: { appName: 'edge-app', environment: 'production' }, value: 2 },
        { labels: { appName: 'edge-app', environment: 'development' }, value: 5 },
        { labels: { environment: 'production' }, value: 7 },
      ]),
    ],
  };
  expect((await t.post('/api/client/metrics/bulk', body, { token: production })).status).toBe(202);
  await flush();
  const rows = await t.sql.query<{ app_name: string; environment: string; value: number }>(
    `SELECT s.app_name, s.environment, sum(m.value)::float8 AS value FROM impact_metric_series s JOIN impact_metric_samples m ON m.series_id = s.id
      WHERE s.name = 'relayed' GROUP BY 1, 2`,
  );
  expect(rows.rows).toEqual([{ app_name: 'edge-app', environment: 'production', value: 2 }]);
});

it('refuses a report with bad impact metrics whole (400), keeping neither them nor its flag counts', async () => {
  const before = await t.sql.query('SELECT count(*)::int AS n FROM impact_metric_samples');
  const bad = report('bad-app', [counter('errors', [{ labels: { user: 'x'.repeat(500) }, value: 1 }])], {
    bucket: { start: new Date().toISOString(), stop: new Date().toISOString(), toggles: { 'some-flag': { yes: 1, no: 0 } } },
  });
  const res = await t.post('/api/client/metrics', bad, { token: production });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ name: 'BadDataError' });
  expect(res.body.details[0].path).toBe('body.impactMetrics[0].samples[0].labels.user');
  for (const value of [-1, 'many', null, 1e16])
    expect((await t.post('/api/client/metrics', report('bad-app', [counter('errors', [{ value }])]), { token: production })).status).toBe(
      400,
    );
  expect(
    (await t.post('/api/client/metrics/bulk', { applications: [], metrics: [], impactMetrics: {} }, { token: production })).status,
  ).toBe(400);
  await flush();
  expect((await t.sql.query('SELECT count(*)::int AS n FROM impact_metric_samples')).rows).toEqual(before.rows);
  expect((await t.sql.query("SELECT 1 FROM client_metrics_hourly WHERE app_name = 'bad-app'")).rows).toEqual([]);
});

it('spends the token’s report budget like every SDK report (429 past it)', async () => {
  const limited = await createTestApp({ METRICS_RATE_LIMIT_PER_MINUTE: '2' });
  try {
    const res = await limited.post('/api/admin/api-tokens', {
      tokenName: 'budget',
      type: 'client',
      environment: 'production',
      projects: ['*'],
    });
    const secret = res.body.secret as string;
    const send = () => limited.post('/api/client/metrics', report('budget', [counter('c', [{ value: 1 }])]), { token: secret });
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(202);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  } finally {
    await limited.close();
  }
});

it('ignores impact metrics in a frontend report: browsers report no impact metrics', async () => {
  const res = await t.post('/api/admin/api-tokens', { tokenName: 'fe', type: 'frontend', environment: 'production', projects: ['*'] });
  const body = report('browser', [counter('from_browser', [{ value: 1 }])]);
  expect((await t.post('/api/frontend/client/metrics', body, { token: res.body.secret })).status).toBe(200);
  await flush();
  expect((await t.sql.query("SELECT 1 FROM impact_metric_series WHERE name = 'from_browser'")).rows).toEqual([]);
});

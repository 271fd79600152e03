import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Unleash's client-metrics admin routes (ADR 0053): SDK metrics reported through
 * `POST /api/client/metrics` by two applications in two environments come back per hour, app and
 * environment (`/raw`) and summed per environment for the last hour, with the applications seen.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const HOUR = 3_600_000;
const hourOf = (ms: number) => new Date(Math.floor(ms / HOUR) * HOUR).toISOString();
let now = 0;
let thisHour = '';
let lastHour = '';

async function report(environment: string, appName: string, start: number, toggles: Record<string, unknown>): Promise<void> {
  const at = new Date(start).toISOString();
  const res = await t.post('/api/client/metrics', { appName, bucket: { start: at, stop: at, toggles } }, { token: tokens[environment] });
  expect(res.status).toBe(202);
}

const raw = (name: string, query = '') => t.get(`/api/admin/client-metrics/features/${name}/raw${query}`);

beforeAll(async () => {
  // The answers depend on the current hour: start well inside one, so it cannot end mid-test.
  await eventually(() => Date.now() % HOUR < HOUR - 120_000, { timeoutMs: 130_000, intervalMs: 1000, what: 'a fresh hour' });
  now = Date.now();
  thisHour = hourOf(now);
  lastHour = hourOf(now - HOUR);
  t = await createTestApp();
  expect((await t.post('/api/admin/projects/default/features', { name: 'fm-checkout' })).status).toBe(201);
  for (const environment of ['development', 'production']) {
    const token = await t.post('/api/admin/api-tokens', { tokenName: `fm-${environment}`, type: 'client', environment, projects: ['*'] });
    expect(token.status).toBe(201);
    tokens[environment] = token.body.secret as string;
  }
  await report('development', 'web', now, { 'fm-checkout': { yes: 5, no: 1, variants: { blue: 3, red: 2 } } });
  await report('development', 'api', now, { 'fm-checkout': { yes: 2, no: 2 } });
  await report('production', 'web', now, { 'fm-checkout': { yes: 7, no: 0 } });
  await report('development', 'web', now - HOUR, { 'fm-checkout': { yes: 10, no: 10 } });
  // The intake writes every 5 s: wait for the last hour's rows (no forced flush, no sleep).
  await eventually(async () => (await raw('fm-checkout', '?hoursBack=2')).body.data.length === 4, {
    timeoutMs: 20_000,
    what: 'the intake to write the reported metrics',
  });
}, 200_000);

afterAll(() => t.close());

it('answers the last hour per app and environment with variants, then more hours, newest first', async () => {
  const res = await raw('fm-checkout');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    featureName: 'fm-checkout',
    hoursBack: 1,
    maturity: 'stable',
    data: [
      { featureName: 'fm-checkout', appName: 'api', environment: 'development', timestamp: thisHour, yes: 2, no: 2, variants: {} },
      {
        featureName: 'fm-checkout',
        appName: 'web',
        environment: 'development',
        timestamp: thisHour,
        yes: 5,
        no: 1,
        variants: { blue: 3, red: 2 },
      },
      { featureName: 'fm-checkout', appName: 'web', environment: 'production', timestamp: thisHour, yes: 7, no: 0, variants: {} },
    ],
  });
  const two = await raw('fm-checkout', '?hoursBack=48');
  expect(two.body.hoursBack).toBe(48);
  expect(two.body.data.map((r: { timestamp: string }) => r.timestamp)).toEqual([thisHour, thisHour, thisHour, lastHour]);
  expect(two.body.data[3]).toMatchObject({ appName: 'web', environment: 'development', yes: 10, no: 10 });
});

it('sums the last hour per environment and names the applications that reported the flag', async () => {
  const res = await t.get('/api/admin/client-metrics/features/fm-checkout');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    version: 1,
    maturity: 'stable',
    featureName: 'fm-checkout',
    lastHourUsage: [
      { environment: 'development', timestamp: thisHour, yes: 7, no: 3 },
      { environment: 'production', timestamp: thisHour, yes: 7, no: 0 },
    ],
    seenApplications: ['api', 'web'],
  });
});

it('answers 200 with no data for a flag no SDK reported, as Unleash does', async () => {
  expect((await raw('fm-nobody', '?hoursBack=48')).body).toEqual({ featureName: 'fm-nobody', hoursBack: 48, maturity: 'stable', data: [] });
  expect((await t.get('/api/admin/client-metrics/features/fm-nobody')).body).toEqual({
    version: 1,
    maturity: 'stable',
    featureName: 'fm-nobody',
    lastHourUsage: [],
    seenApplications: [],
  });
});

it.each(['0', '49', '336', '-1', '1.5', 'abc', '', '%201'])('refuses hoursBack=%s with a 400 naming the bounds', async (value) => {
  const res = await raw('fm-checkout', `?hoursBack=${value}`);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ name: 'BadDataError', message: expect.stringContaining('between 1 and 48') });
  expect(typeof res.body.id).toBe('string');
});

it('refuses a repeated hoursBack, accepts the bounds, and records no event for any read', async () => {
  expect((await raw('fm-checkout', '?hoursBack=1&hoursBack=2')).status).toBe(400);
  const before = await t.eventCount();
  expect((await raw('fm-checkout', '?hoursBack=1')).status).toBe(200);
  expect((await raw('fm-checkout', '?hoursBack=48')).status).toBe(200);
  expect((await t.get('/api/admin/client-metrics/features/fm-checkout')).status).toBe(200);
  expect(await t.eventCount()).toBe(before);
});

it('asks for a credential, and an SDK client token is not one for admin reads', async () => {
  for (const path of ['/api/admin/client-metrics/features/fm-checkout', '/api/admin/client-metrics/features/fm-checkout/raw']) {
    expect((await t.get(path, { token: null })).status).toBe(401);
    expect((await t.get(path, { token: tokens.development })).status).toBe(403);
  }
});

import { MetricsAggregator } from '@pennant/client-api';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Lifecycle stages and onboarding from SDK traffic:
 * metrics from a known environment move a flag to pre-live, from a production environment where
 * it is enabled to live — each stage once, recorded as a `client-metrics` event by the system user.
 */
let t: TestApp;
let devToken: string;
let prodToken: string;
const features = '/api/admin/projects/default/features';

async function token(name: string, environment: string, projects = ['default']): Promise<string> {
  const res = await t.post('/api/admin/api-tokens', { tokenName: name, type: 'client', environment, projects });
  expect(res.status).toBe(201);
  return res.body.secret as string;
}

async function report(secret: string, ...flags: string[]): Promise<void> {
  const now = new Date().toISOString();
  const toggles = Object.fromEntries(flags.map((f) => [f, { yes: 3, no: 1 }]));
  expect(
    (await t.post('/api/client/metrics', { appName: 'shop', bucket: { start: now, stop: now, toggles } }, { token: secret })).status,
  ).toBe(202);
  await t.app.get(MetricsAggregator).flush();
}

async function stages(flag: string): Promise<string[]> {
  const res = await t.get(`${features}/${flag}/lifecycle`);
  expect(res.status).toBe(200);
  return (res.body as { stage: string }[]).map((s) => s.stage);
}

async function current(flag: string): Promise<{ view: string; search: string }> {
  const view = (await t.get(`${features}/${flag}`)).body.lifecycle.stage as string;
  const found = (await t.get(`/api/admin/search/features?query=${flag}`)).body.features as { name: string; lifecycle: { stage: string } }[];
  return { view, search: found.find((f) => f.name === flag)!.lifecycle.stage };
}

const metricEvents = async (flag: string) =>
  (
    (await t.get(`/api/admin/events/${flag}`)).body.events as {
      type: string;
      createdBy: string;
      environment: string;
      data: { stage: string };
    }[]
  )
    .filter((e) => e.type === 'client-metrics')
    .map((e) => ({ by: e.createdBy, environment: e.environment, stage: e.data.stage }));

beforeAll(async () => {
  t = await createTestApp();
  devToken = await token('dev-sdk', 'development');
  prodToken = await token('prod-sdk', 'production');
});
afterAll(() => t.close());

it('initial → pre-live → live, each stage once, from metrics; visible in the flag view, search and the event log', async () => {
  expect((await t.post(features, { name: 'lc-flow' })).status).toBe(201);
  expect(await stages('lc-flow')).toEqual(['initial']);

  await report(devToken, 'lc-flow');
  expect(await stages('lc-flow')).toEqual(['initial', 'pre-live']);
  expect(await current('lc-flow')).toEqual({ view: 'pre-live', search: 'pre-live' });

  // Production metrics while the flag is off there: still pre-live, and nothing new is recorded.
  const before = await t.eventCount();
  await report(prodToken, 'lc-flow');
  await report(devToken, 'lc-flow');
  expect(await t.eventCount()).toBe(before);
  expect(await stages('lc-flow')).toEqual(['initial', 'pre-live']);

  expect((await t.post(`${features}/lc-flow/environments/production/on`)).status).toBe(200);
  await report(prodToken, 'lc-flow');
  await report(prodToken, 'lc-flow');
  expect(await stages('lc-flow')).toEqual(['initial', 'pre-live', 'live']);
  expect(await current('lc-flow')).toEqual({ view: 'live', search: 'live' });
  expect(await metricEvents('lc-flow')).toEqual([
    { by: 'unleash_system_user', environment: 'production', stage: 'live' },
    { by: 'unleash_system_user', environment: 'development', stage: 'pre-live' },
  ]);
});

it('goes straight to live (pre-live entered in the same step) when the first metrics come from an enabled production environment', async () => {
  expect((await t.post(features, { name: 'lc-direct' })).status).toBe(201);
  expect((await t.post(`${features}/lc-direct/environments/production/on`)).status).toBe(200);
  await report(prodToken, 'lc-direct');
  const res = await t.get(`${features}/lc-direct/lifecycle`);
  const rows = res.body as { stage: string; enteredStageAt: string }[];
  expect(rows.map((r) => r.stage)).toEqual(['initial', 'pre-live', 'live']);
  expect(rows[1].enteredStageAt).toBe(rows[2].enteredStageAt);
});

it('unknown flags and unknown environments record nothing; archived flags keep their stage; revive starts over', async () => {
  const admin = await t.post('/api/admin/api-tokens', { tokenName: 'lc-admin', type: 'admin' });
  expect(admin.status).toBe(201);
  expect((await t.post(features, { name: 'lc-archive' })).status).toBe(201);
  const before = await t.eventCount();
  const now = new Date().toISOString();
  const post = await t.post(
    '/api/client/metrics',
    {
      appName: 'shop',
      environment: 'no-such-env',
      bucket: { start: now, stop: now, toggles: { 'lc-archive': { yes: 1, no: 0 }, 'lc-never-created': { yes: 1, no: 0 } } },
    },
    { token: admin.body.secret },
  );
  expect(post.status).toBe(202);
  await t.app.get(MetricsAggregator).flush();
  await report(devToken, 'lc-never-created');
  expect(await t.eventCount()).toBe(before);

  expect((await t.delete(`${features}/lc-archive`)).status).toBe(202);
  await report(devToken, 'lc-archive');
  expect((await t.get(`${features}/lc-archive/lifecycle`)).body.map((s: { stage: string }) => s.stage)).toEqual(['initial', 'archived']);

  expect((await t.post('/api/admin/projects/default/revive', { features: ['lc-archive'] })).status).toBe(200);
  expect(await stages('lc-archive')).toEqual(['initial']);
  await report(devToken, 'lc-archive');
  expect(await stages('lc-archive')).toEqual(['initial', 'pre-live']);
});

describe('onboarding status of the personal dashboard', () => {
  const status = async (project: string) => (await t.get(`/api/admin/personal-dashboard/${project}`)).body.onboardingStatus;

  it('becomes onboarded when an SDK reports metrics for a flag of the project', async () => {
    expect((await t.post('/api/admin/projects', { id: 'onb-metrics', name: 'Onboarding by metrics' })).status).toBe(201);
    expect(await status('onb-metrics')).toEqual({ status: 'onboarding-started' });
    expect((await t.post('/api/admin/projects/onb-metrics/features', { name: 'onb-flag' })).status).toBe(201);
    expect(await status('onb-metrics')).toEqual({ status: 'first-flag-created', feature: 'onb-flag' });
    await report(await token('onb-m-sdk', 'development', ['onb-metrics']), 'onb-flag');
    expect(await status('onb-metrics')).toEqual({ status: 'onboarded' });
  });

  it('becomes onboarded when an SDK registers with a token for the project; an all-projects token onboards none', async () => {
    expect((await t.post('/api/admin/projects', { id: 'onb-register', name: 'Onboarding by registration' })).status).toBe(201);
    const register = (secret: string) =>
      t.post(
        '/api/client/register',
        { appName: 'onb-app', strategies: ['default'], started: new Date().toISOString(), interval: 10_000 },
        { token: secret },
      );
    expect((await register(await token('onb-all-sdk', 'development', ['*']))).status).toBe(202);
    expect(await status('onb-register')).toEqual({ status: 'onboarding-started' });
    expect((await register(await token('onb-r-sdk', 'development', ['onb-register']))).status).toBe(202);
    expect(await status('onb-register')).toEqual({ status: 'onboarded' });
  });
});

import { ImpactMetricsRecorder } from '@pennant/impact-metrics';
import { SafeguardEvaluator } from '@pennant/safeguards';
import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';

const OTHER_ADMIN = '*:*.second-admin-secret-abcdef012345';
const project = '/api/admin/projects/default';
const flagPath = (name: string) => `${project}/features/${name}`;
const safeguardPath = (name: string, env: string) => `${flagPath(name)}/environments/${env}/safeguard`;
const rule = { metric: 'checkout_errors', aggregation: 'rate', windowMinutes: 1, comparison: 'gt', threshold: 0.5 };

/**
 * Safeguards through the admin API (ADR 0065): configured per flag and environment as a setting
 * (the flag's history shows it), guarded by the environment's change-request rule like any change
 * of the flag, evaluated continuously: a metric that crosses the threshold turns the flag off as
 * the safeguard — also where change requests are required — and no data never does.
 */
describe('safeguards', () => {
  let t: TestApp;
  let production: string;

  async function flag(name: string): Promise<void> {
    expect((await t.post(`${project}/features`, { name })).status).toBe(201);
  }

  async function applied(changes: unknown[]): Promise<void> {
    const cr = await t.post(`${project}/environments/production/change-requests`, changes);
    expect(cr.status).toBe(201);
    expect((await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'In review' })).status).toBe(200);
    expect((await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'Approved' }, { token: OTHER_ADMIN })).status).toBe(200);
    const done = await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'Applied' }, { token: OTHER_ADMIN });
    expect(done.body.state).toBe('Applied');
  }

  async function report(environmentToken: string, impactMetrics: unknown[]): Promise<void> {
    const now = new Date().toISOString();
    const body = { appName: 'shop', bucket: { start: now, stop: now, toggles: {} }, impactMetrics };
    expect((await t.post('/api/client/metrics', body, { token: environmentToken })).status).toBe(202);
  }

  const enabledIn = async (name: string, env: string) =>
    (await t.get(flagPath(name))).body.environments.find((e: { name: string }) => e.name === env).enabled as boolean;
  const safeguardOf = async (name: string, env: string) =>
    ((await t.get(`${flagPath(name)}/safeguards`)).body.safeguards as { environment: string }[]).find((s) => s.environment === env) as
      | Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions read the answer
      | undefined;

  beforeAll(async () => {
    t = await createTestApp({
      INIT_ADMIN_API_TOKENS: `*:*.e2e-admin-secret-0123456789abcdef,${OTHER_ADMIN}`,
      SAFEGUARD_EVALUATION_SECONDS: '1',
      METRICS_RATE_LIMIT_PER_MINUTE: '1000',
    });
    await t.put(`${project}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 1 });
    const token = await t.post('/api/admin/api-tokens', { tokenName: 'sg', type: 'client', environment: 'production', projects: ['*'] });
    production = token.body.secret as string;
  });
  afterAll(() => t.close());

  it('is configured per flag and environment, recorded as a setting in the flag’s history; the same rule again records nothing', async () => {
    await flag('sg-config');
    const set = await t.put(safeguardPath('sg-config', 'development'), { ...rule, labels: { 'sg-config': 'enabled' } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      id: 'safeguard:sg-config:development',
      environment: 'development',
      ...rule,
      labels: { 'sg-config': 'enabled' },
      appName: null,
      enabled: true,
      description: 'checkout_errors rate over 1 min > 0.5',
      updatedBy: 'admin',
      lastFired: null,
    });
    const events = await t.eventCount();
    expect((await t.put(safeguardPath('sg-config', 'development'), { ...rule, labels: { 'sg-config': 'enabled' } })).status).toBe(200);
    expect(await t.eventCount()).toBe(events);
    expect((await t.put(safeguardPath('sg-config', 'development'), { ...rule, threshold: 2 })).body.threshold).toBe(2);
    const history = (await t.get('/api/admin/events/sg-config')).body.events as {
      type: string;
      environment: string;
      data: unknown;
      preData: unknown;
    }[];
    expect(history.slice(0, 2).map((e) => e.type)).toEqual(['setting-updated', 'setting-created']);
    expect(history[0]).toMatchObject({
      environment: 'development',
      data: { id: 'safeguard:sg-config:development', value: { ...rule, threshold: 2, labels: {} } },
      preData: { value: { threshold: 0.5 } },
    });
    expect((await t.get(`${flagPath('sg-config')}/safeguards`)).body.safeguards).toHaveLength(1);
    expect((await t.delete(safeguardPath('sg-config', 'development'))).status).toBe(200);
    expect((await t.get(`${flagPath('sg-config')}/safeguards`)).body.safeguards).toEqual([]);
    const again = await t.delete(safeguardPath('sg-config', 'development'));
    expect(again.status).toBe(404);
    expect((await t.get('/api/admin/events/sg-config')).body.events[0].type).toBe('setting-deleted');
  });

  it('refuses a bad rule, an unknown flag or environment and an archived flag, recording nothing', async () => {
    await flag('sg-bad');
    const before = await t.eventCount();
    for (const body of [
      { ...rule, windowMinutes: 0 },
      { ...rule, windowMinutes: 61 },
      { ...rule, aggregation: 'median' },
      { ...rule, comparison: '>' },
      { ...rule, threshold: 'high' },
      { ...rule, threshold: 1e9 + 1 }, // beyond ±10^9
      { ...rule, colour: 'red' },
      { ...rule, labels: { a: 7 } },
    ]) {
      const res = await t.put(safeguardPath('sg-bad', 'development'), body);
      expect(res.status).toBe(400);
      expect(res.body.name).toBe('BadDataError');
    }
    expect((await t.put(safeguardPath('sg-nobody', 'development'), rule)).status).toBe(404);
    expect((await t.put(safeguardPath('sg-bad', 'nowhere'), rule)).status).toBe(404);
    expect((await t.get(`${flagPath('sg-nobody')}/safeguards`)).status).toBe(404);
    expect((await t.delete(flagPath('sg-bad'))).status).toBe(202);
    expect(await t.eventCount()).toBe(before + 1);
    const archived = await t.put(safeguardPath('sg-bad', 'development'), rule);
    expect(archived.status).toBe(400);
    expect(await t.eventCount()).toBe(before + 1);
  });

  it('follows the environment’s change-request rule: refused directly (403), set through an applied change request', async () => {
    await flag('sg-guarded');
    const direct = await t.put(safeguardPath('sg-guarded', 'production'), rule);
    expect(direct.status).toBe(403);
    expect(direct.body.message).toMatch(/change request/);
    expect((await t.delete(safeguardPath('sg-guarded', 'production'))).status).toBe(403);
    await applied([{ feature: 'sg-guarded', action: 'setSafeguard', payload: rule }]);
    expect(await safeguardOf('sg-guarded', 'production')).toMatchObject({ ...rule, updatedBy: 'admin-2' });
    const [event] = (await t.get('/api/admin/events/sg-guarded')).body.events;
    expect(event).toMatchObject({ type: 'setting-created', environment: 'production', groupType: 'change-request' });
    await applied([{ feature: 'sg-guarded', action: 'deleteSafeguard', payload: {} }]);
    expect(await safeguardOf('sg-guarded', 'production')).toBeUndefined();
  });

  it('turns the flag off when the metric crosses the threshold — even where change requests are required — as the safeguard, naming the rule and the value', async () => {
    await flag('sg-fires');
    await applied([
      { feature: 'sg-fires', action: 'addStrategy', payload: { name: 'default' } },
      { feature: 'sg-fires', action: 'updateEnabled', payload: { enabled: true } },
      { feature: 'sg-fires', action: 'setSafeguard', payload: { ...rule, labels: { 'sg-fires': 'enabled' } } },
    ]);
    expect(await enabledIn('sg-fires', 'production')).toBe(true);
    // Errors of the variant the safeguard does not watch do not count.
    await report(production, [
      { name: 'checkout_errors', help: 'Errors', type: 'counter', samples: [{ labels: { 'sg-fires': 'disabled' }, value: 500 }] },
    ]);
    await t.app.get(ImpactMetricsRecorder).flush();
    await eventually(async () => (await safeguardOf('sg-fires', 'production'))?.lastEvaluation?.outcome === 'no-data', {
      timeoutMs: 10_000,
      what: 'an evaluation that finds no sample of the watched series',
    });
    expect(await enabledIn('sg-fires', 'production')).toBe(true);
    // 120 errors in the window of 60 s: 2 a second, above 0.5.
    await report(production, [
      { name: 'checkout_errors', help: 'Errors', type: 'counter', samples: [{ labels: { 'sg-fires': 'enabled' }, value: 120 }] },
    ]);
    await eventually(async () => !(await enabledIn('sg-fires', 'production')), {
      timeoutMs: 20_000,
      what: 'the safeguard to turn the flag off',
    });
    const [event] = (await t.get('/api/admin/events/sg-fires')).body.events;
    expect(event).toMatchObject({
      type: 'feature-environment-disabled',
      environment: 'production',
      createdBy: 'safeguard:sg-fires:production',
      summary: '**safeguard:sg-fires:production** disabled flag **sg-fires** in **production**',
      data: {
        safeguard: {
          id: 'safeguard:sg-fires:production',
          metric: 'checkout_errors',
          aggregation: 'rate',
          comparison: 'gt',
          threshold: 0.5,
        },
        observed: expect.any(Number),
      },
    });
    expect(event.data.observed).toBeGreaterThan(0.5);
    const safeguard = await eventually(async () => {
      const s = await safeguardOf('sg-fires', 'production');
      return s?.lastFired ? s : null;
    });
    expect(safeguard.lastFired.observed).toBe(event.data.observed);
    // Off stays off: the next evaluations find the flag off and record nothing.
    const events = await t.eventCount();
    await eventually(async () => (await safeguardOf('sg-fires', 'production'))?.lastEvaluation?.outcome === 'flag-off');
    expect(await t.eventCount()).toBe(events);
  });

  it('never fires without data: an evaluation whose whole window lies after the rule was set finds no data and leaves the flag on', async () => {
    await flag('sg-quiet');
    expect((await t.post(`${flagPath('sg-quiet')}/environments/development/strategies`, { name: 'default' })).status).toBe(200);
    expect((await t.post(`${flagPath('sg-quiet')}/environments/development/on`)).status).toBe(200);
    const set = await t.put(safeguardPath('sg-quiet', 'development'), {
      ...rule,
      metric: 'nobody_reports_this',
      comparison: 'gte',
      threshold: 0,
    });
    expect(set.status).toBe(200);
    const evaluator = t.app.get(SafeguardEvaluator);
    // An evaluation at a moment two minutes on: its window (one minute) starts after the rule was set.
    const later = new Date(Date.parse(set.body.updatedAt) + 2 * 60_000);
    await eventually(async () => (await evaluator.runOnce(later)) !== null, { what: 'an evaluation run of this node' });
    const safeguard = await safeguardOf('sg-quiet', 'development');
    expect(safeguard?.lastEvaluation).toEqual({
      at: later.toISOString(),
      windowFrom: expect.any(String),
      observed: null,
      outcome: 'no-data',
    });
    expect(Date.parse(safeguard?.lastEvaluation.windowFrom)).toBeGreaterThan(Date.parse(set.body.updatedAt));
    expect(await enabledIn('sg-quiet', 'development')).toBe(true);
    const history = (await t.get('/api/admin/events/sg-quiet')).body.events as { type: string }[];
    expect(history.map((e) => e.type)).not.toContain('feature-environment-disabled');
  });
});

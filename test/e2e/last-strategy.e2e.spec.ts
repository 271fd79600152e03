import { randomUUID } from 'node:crypto';
import { Unleash, UnleashEvents } from 'unleash-client';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import type { DomainEvent, StrategyData } from '@pennant/events';
import { ProjectionRuntime } from '@pennant/projections';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A flag whose enabled environment loses its last (enabled) strategy must be off for
 * every context — through the client API, the frontend API and the official SDK — never "on for
 * all". The environment is disabled in the same operation (Unleash's events), whether the
 * strategy goes by DELETE, by `disabled: true`, by a change request or by an import; and an
 * environment an older log left enabled without strategies is served off.
 */
const OTHER_ADMIN = '*:*.second-admin-secret-abcdef012345';
const project = '/api/admin/projects/default';
const features = `${project}/features`;
const dev = (flag: string) => `${features}/${flag}/environments/development`;
const CONTEXTS = [
  {},
  { userId: '1' },
  { userId: '42', sessionId: 's' },
  { userId: 'x', remoteAddress: '10.0.0.1' },
  { sessionId: 'abc', properties: { plan: 'pro' } },
];

let t: TestApp;
let baseUrl: string;
let clientToken: string;
let frontendToken: string;

async function token(type: 'client' | 'frontend'): Promise<string> {
  const res = await t.post('/api/admin/api-tokens', { tokenName: `last-${type}`, type, environment: 'development', projects: ['default'] });
  expect(res.status).toBe(201);
  return res.body.secret as string;
}

/** A flag on in development with a 10 % rollout (the strategy's id is returned). */
async function rolledOut(name: string): Promise<string> {
  expect((await t.post(features, { name })).status).toBe(201);
  const strategy = await t.post(`${dev(name)}/strategies`, {
    name: 'flexibleRollout',
    parameters: { rollout: '10', stickiness: 'default', groupId: name },
  });
  expect(strategy.status).toBe(200);
  expect((await t.post(`${dev(name)}/on`)).status).toBe(200);
  return strategy.body.id as string;
}

const clientFlag = async (name: string) =>
  (
    (await t.get('/api/client/features', { token: clientToken })).body.features as {
      name: string;
      enabled: boolean;
      strategies: unknown[];
    }[]
  ).find((f) => f.name === name);
const typesOf = async (name: string) => ((await t.get(`/api/admin/events/${name}`)).body.events as { type: string }[]).map((e) => e.type);
const developmentOf = async (name: string) =>
  ((await t.get(`${features}/${name}`)).body.environments as { name: string; enabled: boolean; strategies: unknown[] }[]).find(
    (e) => e.name === 'development',
  );

/** Served off everywhere: client API (enabled false), frontend API (absent for every context). */
async function expectOffForEveryone(name: string): Promise<void> {
  expect(await clientFlag(name)).toMatchObject({ enabled: false });
  for (const context of CONTEXTS) {
    const query = new URLSearchParams(
      Object.entries({ ...context, ...(('properties' in context ? context.properties : {}) as object) }).filter(
        ([, v]) => typeof v === 'string',
      ) as [string, string][],
    );
    const res = await t.get(`/api/frontend?${query}`, { token: frontendToken });
    expect(res.status).toBe(200);
    expect((res.body.toggles as { name: string }[]).map((x) => x.name)).not.toContain(name);
    const posted = await t.post('/api/frontend', { context }, { token: frontendToken });
    expect((posted.body.toggles as { name: string }[]).map((x) => x.name)).not.toContain(name);
  }
}

beforeAll(async () => {
  t = await createTestApp({ INIT_ADMIN_API_TOKENS: `*:*.e2e-admin-secret-0123456789abcdef,${OTHER_ADMIN}` });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  clientToken = await token('client');
  frontendToken = await token('frontend');
});
afterAll(() => t.close());

it('deleting the last strategy disables the environment in the same append (feature-environment-disabled, feature-strategy-remove)', async () => {
  const id = await rolledOut('last-delete');
  const before = await t.eventCount();
  expect((await t.delete(`${dev('last-delete')}/strategies/${id}`)).status).toBe(200);
  expect(await t.eventCount()).toBe(before + 2);
  expect((await typesOf('last-delete')).slice(0, 2)).toEqual(['feature-strategy-remove', 'feature-environment-disabled']);
  const log = (await t.get('/api/admin/events/last-delete')).body.events as { id: number; type: string }[];
  expect(log[0].id - log[1].id).toBe(1);
  expect(await developmentOf('last-delete')).toMatchObject({ enabled: false, strategies: [] });
  await expectOffForEveryone('last-delete');
});

it('the official SDK sees the flag off for every context once its last strategy is gone (a 10 % rollout never becomes 100 %)', async () => {
  const id = await rolledOut('last-sdk');
  const unleash = new Unleash({
    url: `${baseUrl}/api/`,
    appName: 'last-strategy',
    customHeaders: { Authorization: clientToken },
    refreshInterval: 100,
    disableMetrics: true,
  });
  unleash.on(UnleashEvents.Error, () => undefined);
  unleash.on(UnleashEvents.Warn, () => undefined);
  try {
    await new Promise<void>((resolve) => unleash.once(UnleashEvents.Synchronized, () => resolve()));
    const users = Array.from({ length: 200 }, (_, i) => ({ userId: `u${i}`, sessionId: `s${i}` }));
    const onBefore = users.filter((c) => unleash.isEnabled('last-sdk', c)).length;
    expect(onBefore).toBeGreaterThan(0);
    expect(onBefore).toBeLessThan(60);
    const changed = new Promise<void>((resolve) => unleash.on(UnleashEvents.Changed, () => resolve()));
    expect((await t.delete(`${dev('last-sdk')}/strategies/${id}`)).status).toBe(200);
    await changed;
    expect(users.filter((c) => unleash.isEnabled('last-sdk', c))).toEqual([]);
    expect(unleash.isEnabled('last-sdk', {})).toBe(false);
  } finally {
    unleash.destroy();
  }
});

it('disabling the last enabled strategy (disabled: true) disables the environment after the update', async () => {
  const id = await rolledOut('last-disabled');
  const put = await t.put(`${dev('last-disabled')}/strategies/${id}`, {
    name: 'flexibleRollout',
    disabled: true,
    parameters: { rollout: '10', stickiness: 'default', groupId: 'last-disabled' },
  });
  expect(put.status).toBe(200);
  expect((await typesOf('last-disabled')).slice(0, 2)).toEqual(['feature-environment-disabled', 'feature-strategy-update']);
  expect(await developmentOf('last-disabled')).toMatchObject({ enabled: false });
  await expectOffForEveryone('last-disabled');
  // Another enabled strategy keeps the environment on.
  expect((await t.post(`${dev('last-disabled')}/strategies`, { name: 'default' })).status).toBe(200);
  expect((await t.post(`${dev('last-disabled')}/on`)).status).toBe(200);
  expect((await t.patch(`${dev('last-disabled')}/strategies/${id}`, [{ op: 'replace', path: '/disabled', value: true }])).status).toBe(200);
  expect(await developmentOf('last-disabled')).toMatchObject({ enabled: true });
});

it('a change request deleting the last strategy behaves alike', async () => {
  expect((await t.post(features, { name: 'last-cr' })).status).toBe(201);
  const strategy = await t.post(`${features}/last-cr/environments/production/strategies`, { name: 'default' });
  expect((await t.post(`${features}/last-cr/environments/production/on`)).status).toBe(200);
  expect(
    (await t.put(`${project}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 1 }))
      .status,
  ).toBe(204);
  const cr = await t.post(`${project}/environments/production/change-requests`, {
    feature: 'last-cr',
    action: 'deleteStrategy',
    payload: { id: strategy.body.id },
  });
  expect(cr.status).toBe(201);
  await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'In review' });
  expect((await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'Approved' }, { token: OTHER_ADMIN })).status).toBe(200);
  expect((await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'Applied' }, { token: OTHER_ADMIN })).status).toBe(200);
  expect((await typesOf('last-cr')).slice(0, 2)).toEqual(['feature-strategy-remove', 'feature-environment-disabled']);
  const production = ((await t.get(`${features}/last-cr`)).body.environments as { name: string; enabled: boolean }[]).find(
    (e) => e.name === 'production',
  );
  expect(production).toMatchObject({ enabled: false });
});

it('an import that leaves an enabled environment without strategies disables it', async () => {
  await rolledOut('last-import');
  const data = { features: [{ name: 'last-import', type: 'release' }], featureStrategies: [] };
  const res = await t.post('/api/admin/features-batch/import', { project: 'default', environment: 'development', data });
  expect(res.status).toBe(200);
  expect(await developmentOf('last-import')).toMatchObject({ enabled: false, strategies: [] });
  await expectOffForEveryone('last-import');
});

it('serves an environment an older log left enabled without strategies as off; turning it off then records the disable', async () => {
  const strategy: StrategyData = {
    id: randomUUID(),
    name: 'default',
    title: null,
    disabled: false,
    constraints: [],
    parameters: {},
    variants: [],
    sortOrder: 0,
    segments: [],
  };
  const subject = { project: 'default', featureName: 'legacy-empty', environment: 'development' };
  const row = {
    name: 'legacy-empty',
    description: null,
    type: 'release' as const,
    project: 'default',
    stale: false,
    createdAt: new Date().toISOString(),
    lastSeenAt: null,
    impressionData: false,
    archivedAt: null,
    archived: false,
  };
  // What Pennant recorded, before it followed Unleash's rule, when the last strategy was deleted: no disable.
  const events: DomainEvent[] = [
    { type: 'feature-created', data: { project: 'default', featureName: 'legacy-empty', data: row } },
    { type: 'feature-strategy-add', data: { ...subject, data: strategy } },
    { type: 'feature-environment-enabled', data: subject },
    { type: 'feature-strategy-remove', data: { ...subject, preData: strategy } },
  ];
  const result = await t.app
    .get<EventStore>(EVENT_STORE)
    .append([{ streamId: 'feature-legacy-empty', expectedVersion: 'no-stream', events }], {
      actor: { id: 1, name: 'admin', kind: 'user' },
      correlationId: randomUUID(),
      causationId: null,
      schemaVersion: 1,
    });
  expect(
    await t.app.get(ProjectionRuntime).waitFor(
      result.lastPosition,
      events.map((e) => e.type),
      10_000,
    ),
  ).toBe(true);
  expect(await developmentOf('legacy-empty')).toMatchObject({ enabled: true, strategies: [] });
  expect(await clientFlag('legacy-empty')).toMatchObject({ enabled: false, strategies: [] });
  await expectOffForEveryone('legacy-empty');
  expect((await t.post(`${dev('legacy-empty')}/off`)).status).toBe(200);
  expect((await typesOf('legacy-empty'))[0]).toBe('feature-environment-disabled');
  expect(await developmentOf('legacy-empty')).toMatchObject({ enabled: false });
});

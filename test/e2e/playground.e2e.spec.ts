import { Unleash, UnleashEvents } from 'unleash-client';
import { destroySdk } from '../support/sdk-teardown';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The playground (ADR 0055): flags made through the admin API, evaluated for a context with
 * per-strategy, constraint and segment reasons — and, for every flag and many contexts, the same
 * `isEnabled` and variant as the official SDK reading Pennant's client API.
 */
let t: TestApp;
let baseUrl: string;
let clientToken: string;
const admin = '/api/admin/projects/default/features';
const FLAGS = [
  'pg-on',
  'pg-rollout-0',
  'pg-rollout-100',
  'pg-rollout-50',
  'pg-users',
  'pg-constraints',
  'pg-segment',
  'pg-custom',
  'pg-disabled-strategy',
  'pg-env-off',
  'pg-parent',
  'pg-child',
  'pg-variants',
];

interface Strategy {
  name: string;
  id: string;
  disabled: boolean;
  result: { enabled: boolean | 'unknown'; evaluationStatus: string };
  constraints: { contextName: string; result: boolean }[];
  segments: { id: number; name: string; result: boolean; constraints: { result: boolean }[] }[];
  links: { edit: string };
}
interface Feature {
  name: string;
  projectId: string;
  isEnabled: boolean;
  isEnabledInCurrentEnvironment: boolean;
  hasUnsatisfiedDependency: boolean;
  strategies: { result: boolean | 'unknown'; data: Strategy[] };
  variant: { name: string; enabled: boolean; payload?: unknown };
  variants: unknown[];
}

async function flag(name: string, strategies: Record<string, unknown>[], enable = true, project = 'default'): Promise<void> {
  const base = `/api/admin/projects/${project}/features`;
  expect((await t.post(base, { name })).status).toBe(201);
  for (const strategy of strategies)
    expect((await t.post(`${base}/${name}/environments/development/strategies`, strategy)).status).toBe(200);
  if (enable) expect((await t.post(`${base}/${name}/environments/development/on`)).status).toBe(200);
}

async function playground(context: Record<string, unknown>, projects: '*' | string[] = ['default'], environment = 'development') {
  const res = await t.post('/api/admin/playground', { projects, environment, context });
  expect(res.status).toBe(200);
  return res.body as { input: unknown; features: Feature[] };
}
const byName = (features: Feature[], name: string) => features.find((f) => f.name === name)!;

beforeAll(async () => {
  t = await createTestApp({ CLIENT_STREAMING: 'false' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = await t.post('/api/admin/api-tokens', {
    tokenName: 'pg-sdk',
    type: 'client',
    environment: 'development',
    projects: ['default'],
  });
  expect(token.status).toBe(201);
  clientToken = token.body.secret;
  // userWithId is a custom strategy in Unleash 8 (SDKs still implement it); pg-custom no SDK knows.
  expect((await t.post('/api/admin/strategies', { name: 'userWithId', parameters: [{ name: 'userIds', type: 'list' }] })).status).toBe(201);
  expect((await t.post('/api/admin/strategies', { name: 'pg-custom', parameters: [] })).status).toBe(201);
  const segment = await t.post('/api/admin/segments', {
    name: 'pg-beta',
    constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }],
  });
  expect(segment.status).toBe(201);

  await flag('pg-on', [{ name: 'default' }]);
  const rollout = (r: string) => ({ name: 'flexibleRollout', parameters: { rollout: r, stickiness: 'userId', groupId: `g${r}` } });
  await flag('pg-rollout-0', [rollout('0')]);
  await flag('pg-rollout-100', [rollout('100')]);
  await flag('pg-rollout-50', [rollout('50')]);
  await flag('pg-users', [{ name: 'userWithId', parameters: { userIds: '7,9' } }]);
  await flag('pg-constraints', [
    {
      name: 'default',
      constraints: [
        { contextName: 'plan', operator: 'STR_STARTS_WITH', values: ['PR'], caseInsensitive: true },
        { contextName: 'userId', operator: 'NOT_IN', values: ['13'] },
        { contextName: 'currentTime', operator: 'DATE_AFTER', value: '2026-01-01T00:00:00.000Z' },
        { contextName: 'version', operator: 'SEMVER_GT', value: '1.9.9' },
        { contextName: 'appName', operator: 'IN', values: ['blocked-app'], inverted: true },
      ],
    },
  ]);
  await flag('pg-segment', [{ name: 'default', segments: [segment.body.id] }]);
  await flag('pg-custom', [{ name: 'pg-custom', constraints: [{ contextName: 'userId', operator: 'IN', values: ['7'] }] }]);
  await flag('pg-disabled-strategy', [
    { name: 'default', disabled: true },
    { name: 'userWithId', parameters: { userIds: '9' } },
  ]);
  await flag('pg-env-off', [{ name: 'default' }], false);
  await flag('pg-parent', [{ name: 'userWithId', parameters: { userIds: '7' } }]);
  await flag('pg-child', [{ name: 'default' }]);
  expect((await t.post(`${admin}/pg-child/dependencies`, { feature: 'pg-parent' })).status).toBe(200);
  await flag('pg-variants', [{ name: 'default' }]);
  expect(
    (
      await t.put(`${admin}/pg-variants/environments/development/variants`, [
        { name: 'blue', weight: 500, weightType: 'variable', stickiness: 'userId', payload: { type: 'string', value: 'b' } },
        { name: 'green', weight: 500, weightType: 'variable', stickiness: 'userId' },
      ])
    ).status,
  ).toBe(200);
  await flag('pg-archived', [{ name: 'default' }]);
  expect((await t.put(`${admin}/pg-archived`, { archived: true })).status).toBe(200);
  expect((await t.post('/api/admin/projects', { id: 'pg-other', name: 'Other' })).status).toBe(201);
  await flag('pg-elsewhere', [{ name: 'default' }], true, 'pg-other');
});
afterAll(() => t.close());

it('answers every active flag of the asked projects with its reasons, per strategy, constraint and segment', async () => {
  const context = {
    userId: '7',
    appName: 'web',
    currentTime: '2026-06-01T00:00:00.000Z',
    properties: { plan: 'pro', version: '2.1.0', region: 'eu' },
  };
  const { input, features } = await playground(context);
  expect(input).toEqual({ projects: ['default'], environment: 'development', context });
  expect(features.map((f) => f.name).sort()).toEqual([...FLAGS].sort());

  expect(byName(features, 'pg-on')).toMatchObject({
    projectId: 'default',
    isEnabled: true,
    isEnabledInCurrentEnvironment: true,
    hasUnsatisfiedDependency: false,
    strategies: { result: true, data: [{ name: 'default', disabled: false, result: { enabled: true, evaluationStatus: 'complete' } }] },
    variant: { name: 'disabled', enabled: false },
  });
  const on = byName(features, 'pg-on').strategies.data[0];
  const strategy = await t.get(on.links.edit);
  expect(strategy.status).toBe(200);
  expect(strategy.body.id).toBe(on.id);

  expect(byName(features, 'pg-rollout-0')).toMatchObject({ isEnabled: false, strategies: { result: false } });
  expect(byName(features, 'pg-rollout-100')).toMatchObject({ isEnabled: true, strategies: { result: true } });
  expect(byName(features, 'pg-users').isEnabled).toBe(true);
  const constraints = byName(features, 'pg-constraints');
  expect(constraints.isEnabled).toBe(true);
  expect(constraints.strategies.data[0].constraints.map((c) => [c.contextName, c.result])).toEqual([
    ['plan', true],
    ['userId', true],
    ['currentTime', true],
    ['version', true],
    ['appName', true],
  ]);
  expect(byName(features, 'pg-segment').strategies.data[0].segments).toEqual([
    expect.objectContaining({
      name: 'pg-beta',
      result: true,
      constraints: [expect.objectContaining({ contextName: 'region', result: true })],
    }),
  ]);
  expect(byName(features, 'pg-custom')).toMatchObject({
    isEnabled: false,
    strategies: { result: 'unknown', data: [{ name: 'pg-custom', result: { enabled: 'unknown', evaluationStatus: 'incomplete' } }] },
  });
  expect(byName(features, 'pg-disabled-strategy')).toMatchObject({
    isEnabled: false,
    strategies: {
      result: false,
      data: [
        { name: 'default', disabled: true },
        { name: 'userWithId', disabled: false, result: { enabled: false } },
      ],
    },
  });
  expect(byName(features, 'pg-env-off')).toMatchObject({
    isEnabled: false,
    isEnabledInCurrentEnvironment: false,
    strategies: { result: true, data: [{ name: 'default', result: { enabled: true } }] },
  });
  expect(byName(features, 'pg-child')).toMatchObject({ isEnabled: true, hasUnsatisfiedDependency: false });
  expect(byName(features, 'pg-variants').variant.enabled).toBe(true);
  expect(byName(features, 'pg-variants').variants).toHaveLength(2);
});

it('says why a flag is off: failing constraints and segments, an unsatisfied parent', async () => {
  const { features } = await playground({ userId: '13', appName: 'blocked-app', properties: { plan: 'free', region: 'us' } });
  const constraints = byName(features, 'pg-constraints');
  expect(constraints.isEnabled).toBe(false);
  expect(constraints.strategies.data[0].constraints.map((c) => c.result)).toEqual([false, false, true, false, false]);
  expect(byName(features, 'pg-segment')).toMatchObject({ isEnabled: false, strategies: { data: [{ segments: [{ result: false }] }] } });
  expect(byName(features, 'pg-child')).toMatchObject({ isEnabled: false, hasUnsatisfiedDependency: true, strategies: { result: true } });
  expect(byName(features, 'pg-custom').strategies.data[0].result).toEqual({ enabled: false, evaluationStatus: 'incomplete' });
});

it('tells the truth: isEnabled and the variant equal the official SDK for every flag and many contexts', async () => {
  const sdk = new Unleash({
    url: `${baseUrl}/api/`,
    appName: 'pg-compare',
    customHeaders: { Authorization: clientToken },
    refreshInterval: 60_000,
    disableMetrics: true,
  });
  sdk.on(UnleashEvents.Error, () => undefined);
  sdk.on(UnleashEvents.Warn, () => undefined);
  await new Promise<void>((resolve) => sdk.once(UnleashEvents.Synchronized, () => resolve()));
  try {
    const seen = new Map<string, Set<boolean>>();
    for (let user = 0; user < 24; user++) {
      const properties = {
        plan: user % 3 === 0 ? 'Pro' : 'free',
        region: user % 4 === 0 ? 'eu' : 'us',
        version: user % 2 ? '2.0.1' : '1.9.0',
      };
      const context = { userId: String(user % 14), appName: user % 5 === 0 ? 'blocked-app' : 'web', properties };
      const { features } = await playground(context);
      for (const name of FLAGS) {
        const answer = byName(features, name);
        expect({ name, user, isEnabled: answer.isEnabled, variant: answer.variant.name }).toEqual({
          name,
          user,
          isEnabled: sdk.isEnabled(name, context),
          variant: sdk.getVariant(name, context).name,
        });
        seen.set(name, (seen.get(name) ?? new Set()).add(answer.isEnabled));
      }
    }
    // The contexts reach both answers of the context-dependent flags (so the comparison covers both sides).
    for (const name of ['pg-rollout-50', 'pg-users', 'pg-constraints', 'pg-segment', 'pg-child', 'pg-disabled-strategy'])
      expect({ name, answers: [...seen.get(name)!].sort() }).toEqual({ name, answers: [false, true] });
  } finally {
    destroySdk(sdk);
  }
});

it('scopes by project: "*" adds the other project, archived flags never appear', async () => {
  const all = await playground({}, '*');
  expect(all.features.map((f) => f.name)).toContain('pg-elsewhere');
  expect(byName(all.features, 'pg-elsewhere').projectId).toBe('pg-other');
  expect(all.features.map((f) => f.name)).not.toContain('pg-archived');
  const other = await playground({}, ['pg-other']);
  expect(other.features.map((f) => f.name)).toEqual(['pg-elsewhere']);
});

it('refuses a bad body (400), an unknown environment or project (404), and anonymous callers (401)', async () => {
  for (const body of [
    {},
    { projects: '*', environment: 'development' },
    { projects: 'default', environment: 'development', context: {} },
    { projects: '*', environment: 'development', context: { userId: 7 } },
    { projects: '*', environment: 'development', context: { currentTime: 'not a date' } },
    { projects: '*', environment: 'development', context: { properties: { plan: ['x'] } } },
  ]) {
    const res = await t.post('/api/admin/playground', body);
    expect({ body, status: res.status, name: res.body.name }).toEqual({ body, status: 400, name: 'BadDataError' });
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['id', 'name', 'message']));
  }
  const env = await t.post('/api/admin/playground', { projects: '*', environment: 'nowhere', context: {} });
  expect(env.status).toBe(404);
  expect(env.body).toMatchObject({ name: 'NotFoundError', message: 'Environment "nowhere" does not exist.' });
  const project = await t.post('/api/admin/playground', { projects: ['default', 'nope'], environment: 'development', context: {} });
  expect(project.status).toBe(404);
  expect(project.body.message).toContain('"nope"');
  expect((await t.post('/api/admin/playground', { projects: '*', environment: 'development', context: {} }, { token: null })).status).toBe(
    401,
  );
});

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { Unleash, UnleashEvents } from 'unleash-client';
import { loadConfig } from '@pennant/platform';
import { createApp } from '../../apps/admin-api/src/create-app';
import { eventually } from '../support/eventually';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';

/**
 * The client API's scope rules, filters and revisions (ADR 0019): what a token sees,
 * that a segment change alone reaches SDKs, that a 304 costs no SQL in the process leading the
 * projections, and that a process not running them never keeps an SDK on an old answer.
 */
let t: TestApp;
let baseUrl: string;
const tokens: Record<string, string> = {};
const named = (body: { features: { name: string }[] }) => body.features.map((f) => f.name);

async function token(name: string, environment: string, projects: string[]): Promise<string> {
  const res = await t.post('/api/admin/api-tokens', { tokenName: name, type: 'client', environment, projects });
  expect(res.status).toBe(201);
  return res.body.secret;
}

async function flag(project: string, name: string, strategy: Record<string, unknown> = { name: 'default' }): Promise<void> {
  const base = `/api/admin/projects/${project}/features`;
  expect((await t.post(base, { name })).status).toBe(201);
  expect((await t.post(`${base}/${name}/environments/development/strategies`, strategy)).status).toBe(200);
  expect((await t.post(`${base}/${name}/environments/development/on`)).status).toBe(200);
}

beforeAll(async () => {
  // Streaming off: the SDK keeps polling GET /api/client/features (client-sdk-modes.e2e.spec.ts covers the other modes).
  t = await createTestApp({ CLIENT_STREAMING: 'false' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.getHttpServer().address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  expect((await t.post('/api/admin/projects', { id: 'second', name: 'Second' })).status).toBeLessThan(300);
  tokens.onlyDefault = await token('only-default', 'development', ['default']);
  tokens.both = await token('both', 'development', ['default', 'second']);
  tokens.production = await token('production-all', 'production', ['*']);

  await flag('default', 'scope-default');
  await flag('second', 'scope-second');
  await flag('second', 'scope-second-untagged');
  expect((await t.post('/api/admin/features/scope-default/tags', { type: 'simple', value: 'team-a' })).status).toBe(201);
  expect((await t.post('/api/admin/features/scope-second/tags', { type: 'simple', value: 'team-b' })).status).toBe(201);
});

afterAll(async () => {
  await t.close();
});

it('answers within the token scope: projects narrow and never widen, the environment is the token’s', async () => {
  const get = (query: string, secret: string | undefined) =>
    t.get(`/api/client/features?namePrefix=scope-${query}`, secret === undefined ? {} : { token: secret });

  const onlyDefault = await get('', tokens.onlyDefault);
  expect(named(onlyDefault.body)).toEqual(['scope-default']);
  expect(onlyDefault.body.query).toEqual({ environment: 'development', project: ['default'], namePrefix: 'scope-' });
  expect(named((await get('&project=second', tokens.onlyDefault)).body)).toEqual([]);
  expect((await t.get('/api/client/features/scope-second', { token: tokens.onlyDefault })).status).toBe(404);
  expect((await t.get('/api/client/features/scope-default', { token: tokens.onlyDefault })).body).toMatchObject({
    name: 'scope-default',
    project: 'default',
    enabled: true,
  });

  const both = await get('', tokens.both);
  expect(named(both.body)).toEqual(['scope-default', 'scope-second', 'scope-second-untagged']);
  expect(named((await get('&project=second', tokens.both)).body)).toEqual(['scope-second', 'scope-second-untagged']);
  expect(named((await get('&project=second&project=default', tokens.both)).body)).toEqual([
    'scope-default',
    'scope-second',
    'scope-second-untagged',
  ]);
  // Another scope is another answer: its ETag does not stand for this one.
  expect(both.headers.etag).not.toBe(onlyDefault.headers.etag);
  expect(
    (
      await t.get('/api/client/features?namePrefix=scope-', {
        token: tokens.both,
        headers: { 'if-none-match': onlyDefault.headers.etag as string },
      })
    ).status,
  ).toBe(200);

  // An environment-scoped token ignores ?environment=; flags are enabled per environment.
  const production = await get('&environment=development', tokens.production);
  expect(production.body.query.environment).toBe('production');
  expect(
    production.body.features.map((f: { name: string; enabled: boolean; strategies: unknown[] }) => [
      f.name,
      f.enabled,
      f.strategies.length,
    ]),
  ).toEqual([
    ['scope-default', false, 0],
    ['scope-second', false, 0],
    ['scope-second-untagged', false, 0],
  ]);
  // Admin tokens read development unless they name an environment.
  const asAdmin = await get('', undefined);
  expect(asAdmin.body.query.environment).toBe('development');
  expect(asAdmin.body.features.every((f: { enabled: boolean }) => f.enabled)).toBe(true);
});

it('filters by tags (type:value, any of) and refuses malformed filters', async () => {
  const get = (query: string) => t.get(`/api/client/features?namePrefix=scope-${query}`, { token: tokens.both });
  expect(named((await get('&tag=simple:team-b')).body)).toEqual(['scope-second']);
  expect(named((await get('&tag=simple:team-a&tag=simple:team-b')).body)).toEqual(['scope-default', 'scope-second']);
  expect(named((await get('&tag=simple:nobody')).body)).toEqual([]);
  const bad = await get('&tag=no-colon');
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({ name: 'BadDataError', details: [expect.objectContaining({ path: 'query.tag' })] });
});

it('a segment change alone moves the ETag and reaches the SDK on its next refresh', async () => {
  const segment = await t.post('/api/admin/segments', {
    name: 'not-blocked',
    constraints: [{ contextName: 'userId', operator: 'NOT_IN', values: ['blocked'] }],
  });
  expect(segment.status).toBe(201);
  await flag('default', 'seg-flag', { name: 'default', segments: [segment.body.id] });
  const modern = { 'unleash-client-spec': '4.2.0' };
  const before = await t.get('/api/client/features?namePrefix=seg-', { token: tokens.onlyDefault, headers: modern });
  expect(before.body.segments).toEqual([
    { id: segment.body.id, name: 'not-blocked', constraints: [expect.objectContaining({ operator: 'NOT_IN', values: ['blocked'] })] },
  ]);

  const unleash = new Unleash({
    url: `${baseUrl}/api/`,
    appName: 'scope-e2e',
    customHeaders: { Authorization: tokens.onlyDefault },
    refreshInterval: 200,
    disableMetrics: true,
  });
  unleash.on(UnleashEvents.Error, () => undefined);
  unleash.on(UnleashEvents.Warn, () => undefined);
  try {
    await new Promise<void>((resolve) => unleash.once(UnleashEvents.Synchronized, () => resolve()));
    expect(unleash.isEnabled('seg-flag', { userId: 'u1' })).toBe(true);
    expect(unleash.isEnabled('seg-flag', { userId: 'blocked' })).toBe(false);

    expect(
      (
        await t.put(`/api/admin/segments/${segment.body.id}`, {
          name: 'not-blocked',
          constraints: [{ contextName: 'userId', operator: 'IN', values: ['vip'] }],
        })
      ).status,
    ).toBe(204);
    const after = await t.get('/api/client/features?namePrefix=seg-', {
      token: tokens.onlyDefault,
      headers: { ...modern, 'if-none-match': before.headers.etag as string },
    });
    expect(after.status).toBe(200);
    expect(after.body.segments[0].constraints).toEqual([expect.objectContaining({ operator: 'IN', values: ['vip'] })]);
    const inlined = await t.get('/api/client/features?namePrefix=seg-', { token: tokens.onlyDefault });
    expect(inlined.body.features[0].strategies[0].constraints).toEqual([expect.objectContaining({ operator: 'IN', values: ['vip'] })]);

    await eventually(() => !unleash.isEnabled('seg-flag', { userId: 'u1' }), {
      timeoutMs: 5000,
      intervalMs: 50,
      what: 'the SDK refreshed with the new segment',
    });
    expect(unleash.isEnabled('seg-flag', { userId: 'u1' })).toBe(false);
    expect(unleash.isEnabled('seg-flag', { userId: 'vip' })).toBe(true);
  } finally {
    unleash.destroy();
  }
});

it('answers a matching If-None-Match, and a repeated poll, without SQL in the process leading the projections', async () => {
  const first = await t.get('/api/client/features', { token: tokens.both });
  const dataSource = t.app.get(DataSource);
  const spy = jest.spyOn(dataSource, 'query');
  try {
    for (let i = 0; i < 20; i += 1) {
      const res = await t.get('/api/client/features', { token: tokens.both, headers: { 'if-none-match': first.headers.etag as string } });
      expect(res.status).toBe(304);
      expect(res.body).toBeUndefined();
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    const again = await t.get('/api/client/features', { token: tokens.both });
    expect(again.body).toEqual(first.body);
    const clientApiStatements = spy.mock.calls.filter(([sql]) => /rm_features|rm_segments|projection_checkpoints/.test(String(sql)));
    expect(clientApiStatements).toEqual([]);
  } finally {
    spy.mockRestore();
  }
});

describe('a process that does not run the projections', () => {
  let b: NestFastifyApplication;
  const onB = async (etag?: string) => {
    const res = await b.inject({
      method: 'GET',
      url: '/api/client/features?namePrefix=remote-',
      headers: { authorization: tokens.onlyDefault, ...(etag ? { 'if-none-match': etag } : {}) },
    });
    return {
      status: res.statusCode,
      etag: res.headers.etag as string,
      body: res.body ? (JSON.parse(res.body) as { features: { name: string; enabled: boolean }[] }) : undefined,
    };
  };

  beforeAll(async () => {
    b = await createApp(
      loadConfig({ INIT_ADMIN_API_TOKENS: ADMIN_TOKEN, LOG_LEVEL: 'error', RUN_PROJECTIONS: 'false', CONSISTENCY_TIMEOUT_MS: '200' }),
      t.db.url,
    );
  });

  afterAll(async () => {
    await b.close();
  });

  it('names the committed read models in its ETag, so an SDK is never left on an answer older than them', async () => {
    await flag('default', 'remote-flag');
    // The leading process's other read models may still be committing the flag's events (each
    // commit is named in the ETag): once they are all in, the same ETag answers 304.
    const first = await eventually(
      async () => {
        const answer = await onB();
        return (await onB(answer.etag)).status === 304 ? answer : null;
      },
      { timeoutMs: 10_000, what: 'an unchanged answer is 304' },
    );
    expect(first.body?.features).toEqual([expect.objectContaining({ name: 'remote-flag', enabled: true })]);

    // The leading process (t) cannot commit its next feature-view batch while this lock is held.
    const lock = await t.sql.connect();
    try {
      await lock.query('BEGIN');
      await lock.query(`SELECT 1 FROM projection_checkpoints WHERE name = 'feature-view' FOR UPDATE`);
      const off = await b.inject({
        method: 'POST',
        url: '/api/admin/projects/default/features/remote-flag/environments/development/off',
        headers: { authorization: ADMIN_TOKEN },
      });
      expect(off.statusCode).toBe(200);
      const waiting = "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'";
      await eventually(async () => Number((await t.sql.query(waiting)).rows[0].n) > 0, {
        what: "the leader's feature-view commit waiting for the lock",
      });
      // The event is in the log, the feature view does not show it yet: the same answer, filed
      // under the same feature-view checkpoint. (The segments projection may commit the batch
      // alone meanwhile and move its own part of the ETag: that is a new name for the same
      // state, never an old state under a new name.)
      const during = await onB();
      expect(during.body?.features).toEqual([expect.objectContaining({ name: 'remote-flag', enabled: true })]);
      const featureViewPart = (etag: string) => /:(\d+)\.\d+"$/.exec(etag)?.[1];
      expect(featureViewPart(during.etag)).toBeDefined();
      expect(featureViewPart(during.etag)).toBe(featureViewPart(first.etag));
    } finally {
      await lock.query('COMMIT');
      lock.release();
    }
    const polled = await eventually(
      async () => {
        const answer = await onB(first.etag);
        return answer.status === 304 ? null : answer;
      },
      { timeoutMs: 5000, intervalMs: 50, what: 'a new answer once the feature view committed' },
    );
    expect(polled.status).toBe(200);
    expect(polled.body?.features).toEqual([expect.objectContaining({ name: 'remote-flag', enabled: false })]);
    expect((await onB(polled.etag)).status).toBe(304);
  });
});

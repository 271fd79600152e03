import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';

const base = '/api/admin/projects/default/actions';

describe('action sets: /api/admin/projects/{projectId}/actions', () => {
  let t: TestApp;
  let endpointId: number;
  let deployer = 0;
  let watcher = 0;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({
      SIGNAL_RATE_LIMIT_PER_SECOND: '1000',
      ACTION_SETS_PER_PROJECT_LIMIT: '3',
      ACTION_SET_ACTIONS_LIMIT: '2',
      ACTION_SET_FILTERS_LIMIT: '2',
      ACTION_SET_FILTER_VALUES_LIMIT: '3',
    });
    const endpoint = await t.post('/api/admin/signal-endpoints', { name: 'deploys' });
    endpointId = endpoint.body.id;
    // Actions run as a service account and need its permissions: an Editor may toggle, a Viewer may not.
    deployer = (await t.post('/api/admin/service-account', { username: 'deploy-bot', name: 'Deploy bot', rootRole: 'Editor' })).body
      .id as number;
    watcher = (await t.post('/api/admin/service-account', { username: 'watch-bot', name: 'Watch bot', rootRole: 'Viewer' })).body
      .id as number;
    expect(deployer).toBeGreaterThan(0);
    expect(watcher).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  const toggle = (featureName: string, action = 'TOGGLE_FEATURE_ON', sortOrder = 1) => ({
    action,
    sortOrder,
    executionParams: { project: 'default', featureName, environment: 'production' },
  });
  const body = (overrides: Record<string, unknown> = {}) => {
    n += 1;
    return {
      name: `set-${n}`,
      actorId: deployer,
      match: { source: 'signal-endpoint', sourceId: endpointId, payload: { env: { operator: 'IN', values: ['prod'] } } },
      actions: [toggle('some-flag')],
      ...overrides,
    };
  };
  const clear = async () => {
    for (const set of (await t.get(base)).body.actions) await t.delete(`${base}/${set.id}`);
  };

  describe('CRUD', () => {
    afterEach(clear);

    it('creates (201 + location), reads, lists, updates, toggles and deletes', async () => {
      const created = await t.post(base, body({ description: 'react to deploys' }));
      expect(created.status).toBe(201);
      const id = created.body.id;
      expect(created.headers.location).toBe(`/api/admin/projects/default/actions/${id}`);
      expect(created.body).toMatchObject({
        id,
        enabled: true,
        description: 'react to deploys',
        project: 'default',
        actorId: deployer,
        match: {
          source: 'signal-endpoint',
          sourceId: endpointId,
          payload: { env: { operator: 'IN', values: ['prod'], inverted: false, caseInsensitive: false } },
        },
        actions: [
          {
            id: expect.any(Number),
            action: 'TOGGLE_FEATURE_ON',
            sortOrder: 1,
            executionParams: { project: 'default', featureName: 'some-flag', environment: 'production' },
            createdAt: expect.any(String),
          },
        ],
        createdAt: expect.any(String),
        createdByUserId: -42,
      });
      expect((await t.get(`${base}/${id}`)).body).toEqual(created.body);
      expect((await t.get(base)).body).toEqual({ actions: [created.body] });

      const updated = await t.put(`${base}/${id}`, { description: null, enabled: false });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id, name: created.body.name, description: null, enabled: false, actions: created.body.actions });
      expect((await t.post(`${base}/${id}/on`)).body.enabled).toBe(true);
      expect((await t.post(`${base}/${id}/off`)).body.enabled).toBe(false);

      const log = await t.get('/api/admin/events?project=default');
      expect(log.body.events.slice(0, 4).map((e: { type: string }) => e.type)).toEqual([
        'actions-updated',
        'actions-updated',
        'actions-updated',
        'actions-created',
      ]);

      expect((await t.delete(`${base}/${id}`)).status).toBe(200);
      expect((await t.get(`${base}/${id}`)).status).toBe(404);
      expect((await t.get('/api/admin/events?project=default')).body.events[0].type).toBe('actions-deleted');
    });

    it('lists the action definitions', async () => {
      const res = await t.get(`${base}/config`);
      expect(res.status).toBe(200);
      expect(res.body.actions.map((a: { name: string }) => a.name)).toEqual([
        'TOGGLE_FEATURE_ON',
        'TOGGLE_FEATURE_OFF',
        'TOGGLE_FEATURES_ON_BY_TAG',
        'TOGGLE_FEATURES_OFF_BY_TAG',
      ]);
      expect(res.body.actions[0].parameters.map((p: { name: string }) => p.name)).toEqual(['project', 'environment', 'featureName']);
    });

    it('answers 404 for unknown projects and sets, 400 for bad ids, 401 without a token', async () => {
      expect((await t.get('/api/admin/projects/nope/actions')).status).toBe(404);
      const elsewhere = body({
        actions: [{ ...toggle('f'), executionParams: { project: 'nope', featureName: 'f', environment: 'production' } }],
      });
      expect((await t.post('/api/admin/projects/nope/actions', elsewhere)).status).toBe(404);
      expect((await t.get(`${base}/999`)).status).toBe(404);
      expect((await t.put(`${base}/999`, { enabled: false })).status).toBe(404);
      expect((await t.delete(`${base}/999`)).status).toBe(404);
      expect((await t.get(`${base}/999/events`)).status).toBe(404);
      expect((await t.get(`${base}/abc`)).status).toBe(400);
      expect((await t.get(base, { token: null })).status).toBe(401);
      expect((await t.post(base, body(), { token: 'wrong' })).status).toBe(401);
    });

    it('refuses bad input with 400 and writes nothing', async () => {
      const before = await t.eventCount();
      const bad = [
        {},
        body({ actorId: 0 }),
        body({ actorId: 987654 }), // no such service account
        body({ match: { source: 'elsewhere', sourceId: endpointId } }),
        body({ match: { source: 'signal-endpoint', sourceId: 999 } }),
        body({ match: { source: 'signal-endpoint', sourceId: endpointId, payload: { x: { operator: 'LIKE', values: ['a'] } } } }),
        body({ match: { source: 'signal-endpoint', sourceId: endpointId, payload: { x: { operator: 'NUM_GT', value: 'ten' } } } }),
        body({ match: { source: 'signal-endpoint', sourceId: endpointId, payload: { x: { operator: 'IN' } } } }),
        body({ actions: [{ action: 'DELETE_EVERYTHING', sortOrder: 1, executionParams: {} }] }),
        body({
          actions: [{ action: 'TOGGLE_FEATURE_ON', sortOrder: 1, executionParams: { project: 'default', environment: 'production' } }],
        }),
        body({ actions: [{ action: 'TOGGLE_FEATURE_ON', sortOrder: 0, executionParams: toggle('f').executionParams }] }),
        body({ actions: [{ ...toggle('f'), executionParams: { project: 'other', featureName: 'f', environment: 'production' } }] }),
      ];
      for (const b of bad) {
        const res = await t.post(base, b);
        expect({ status: res.status, name: res.body.name }).toEqual({ status: 400, name: 'BadDataError' });
      }
      expect((await t.post(base, 'not json', { raw: 'not json', headers: { 'content-type': 'application/json' } })).status).toBe(400);
      expect((await t.post(base, 'x', { raw: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
      expect(await t.eventCount()).toBe(before);
    });

    it('enforces the limits (400 ExceedsLimitError) and name uniqueness (409)', async () => {
      const first = await t.post(base, body({ name: 'unique' }));
      expect((await t.post(base, body({ name: 'unique' }))).status).toBe(409);
      const before = await t.eventCount();
      const limited = [
        body({ actions: [toggle('a'), toggle('b', 'TOGGLE_FEATURE_ON', 2), toggle('c', 'TOGGLE_FEATURE_ON', 3)] }),
        body({
          match: {
            source: 'signal-endpoint',
            sourceId: endpointId,
            payload: { a: { operator: 'IN', values: ['1'] }, b: { operator: 'IN', values: ['1'] }, c: { operator: 'IN', values: ['1'] } },
          },
        }),
        body({
          match: { source: 'signal-endpoint', sourceId: endpointId, payload: { a: { operator: 'IN', values: ['1', '2', '3', '4'] } } },
        }),
      ];
      for (const b of limited) expect((await t.post(base, b)).body.name).toBe('ExceedsLimitError');
      expect((await t.put(`${base}/${first.body.id}`, { actions: [toggle('a'), toggle('b'), toggle('c')] })).status).toBe(400);
      expect(await t.eventCount()).toBe(before);
      expect((await t.post(base, body())).status).toBe(201);
      expect((await t.post(base, body())).status).toBe(201);
      const over = await t.post(base, body());
      expect({ status: over.status, name: over.body.name }).toEqual({ status: 400, name: 'ExceedsLimitError' });
    });
  });

  describe('execution', () => {
    let secret: string;
    const send = (payload: unknown) => t.post('/api/signal-endpoint/deploys', payload, { token: `Bearer ${secret}` });
    const processed = (signalId: number) =>
      eventually(async () => (await t.sql.query('SELECT processed_at FROM signals WHERE id = $1', [signalId])).rows[0]?.processed_at, {
        timeoutMs: 5000,
        intervalMs: 50,
        what: `signal ${signalId} processed`,
      });
    const productionEnabled = async (flag: string) => {
      const res = await t.get(`/api/admin/projects/default/features/${flag}`);
      return res.body.environments.find((e: { name: string }) => e.name === 'production').enabled as boolean;
    };

    beforeAll(async () => {
      await clear();
      secret = (await t.post(`/api/admin/signal-endpoints/${endpointId}/tokens`, { name: 'ci' })).body.token;
    });

    it('runs a matching set through the feature commands as its service account; other payloads change nothing', async () => {
      expect((await t.post('/api/admin/projects/default/features', { name: 'checkout' })).status).toBe(201);
      const set = await t.post(base, body({ actorId: deployer, actions: [toggle('checkout')] }));
      expect(set.status).toBe(201);

      const events = await t.eventCount();
      const miss = await send({ env: 'staging' });
      expect(miss.status).toBe(200);
      await processed(miss.body.id);
      expect(await productionEnabled('checkout')).toBe(false);
      expect(await t.eventCount()).toBe(events);

      const hit = await send({ env: 'prod', version: '1.2.3' });
      expect(hit.status).toBe(200);
      await processed(hit.body.id);
      expect(await productionEnabled('checkout')).toBe(true);
      const log = await t.get('/api/admin/events/checkout');
      const enabled = log.body.events.find((e: { type: string }) => e.type === 'feature-environment-enabled');
      expect(enabled).toMatchObject({ environment: 'production', createdBy: 'deploy-bot', createdByUserId: deployer });

      const runs = await t.get(`${base}/${set.body.id}/events`);
      expect(runs.status).toBe(200);
      expect(runs.body.actionSetEvents).toEqual([
        expect.objectContaining({
          actionSetId: set.body.id,
          signalId: hit.body.id,
          state: 'success',
          signal: expect.objectContaining({ id: hit.body.id, payload: { env: 'prod', version: '1.2.3' } }),
          actionSet: expect.objectContaining({
            id: set.body.id,
            actions: [expect.objectContaining({ action: 'TOGGLE_FEATURE_ON', state: 'success' })],
          }),
        }),
      ]);
      expect((await t.get(`${base}/${set.body.id}/events?limit=0`)).status).toBe(400);
    });

    it('records a failure, stops at the first failing action, and never fails the sender', async () => {
      await clear();
      await t.post('/api/admin/projects/default/features', { name: 'after-failure' });
      const set = await t.post(
        base,
        body({
          match: { source: 'signal-endpoint', sourceId: endpointId },
          actions: [toggle('does-not-exist'), toggle('after-failure', 'TOGGLE_FEATURE_ON', 2)],
        }),
      );
      const hit = await send({});
      expect(hit.status).toBe(200);
      await processed(hit.body.id);
      const [run] = (await t.get(`${base}/${set.body.id}/events`)).body.actionSetEvents;
      expect(run.state).toBe('failed');
      expect(run.actionSet.actions.map((a: { state: string }) => a.state)).toEqual(['failed', 'not started']);
      expect(run.actionSet.actions[0].details).toEqual(expect.any(String));
      expect(await productionEnabled('after-failure')).toBe(false);
    });

    it("acts only with its service account's permissions: a Viewer account's toggle fails and changes nothing", async () => {
      await clear();
      await t.post('/api/admin/projects/default/features', { name: 'viewer-target' });
      const set = await t.post(
        base,
        body({ actorId: watcher, match: { source: 'signal-endpoint', sourceId: endpointId }, actions: [toggle('viewer-target')] }),
      );
      expect(set.status).toBe(201);
      const hit = await send({});
      await processed(hit.body.id);
      const [run] = (await t.get(`${base}/${set.body.id}/events`)).body.actionSetEvents;
      expect(run.state).toBe('failed');
      expect(run.actionSet.actions[0]).toMatchObject({ state: 'failed', details: expect.stringContaining('UPDATE_FEATURE_ENVIRONMENT') });
      expect(await productionEnabled('viewer-target')).toBe(false);
    });

    it('does not run disabled sets; runs a signal stored while the app was down after a restart', async () => {
      await clear();
      await t.post('/api/admin/projects/default/features', { name: 'restart-flag' });
      const set = await t.post(base, body({ enabled: false, actions: [toggle('restart-flag')] }));
      const ignored = await send({ env: 'prod' });
      await processed(ignored.body.id);
      expect(await productionEnabled('restart-flag')).toBe(false);

      await t.post(`${base}/${set.body.id}/on`);
      // A signal committed but not reacted to (e.g. a crash right after the intake's insert).
      const row = await t.sql.query(
        `INSERT INTO signals (source, source_id, payload) VALUES ('signal-endpoint', $1, '{"env":"prod"}') RETURNING id`,
        [endpointId],
      );
      await t.restart();
      await processed(Number(row.rows[0].id));
      expect(await productionEnabled('restart-flag')).toBe(true);
      // Exactly once in effect: one run recorded, one flag change, and a second restart re-runs nothing.
      const runs = async () => (await t.get(`${base}/${set.body.id}/events`)).body.actionSetEvents as { signal?: { id: number } }[];
      const enabledEvents = async () =>
        ((await t.get('/api/admin/events/restart-flag')).body.events as { type: string }[]).filter(
          (e) => e.type === 'feature-environment-enabled',
        ).length;
      expect(await runs()).toHaveLength(1);
      expect(await enabledEvents()).toBe(1);
      await t.restart();
      // The reactor works through unprocessed signals in id order: once a later signal is
      // processed, the restart's pass is over, and it would have re-run the earlier one by now.
      const later = await send({ env: 'staging' });
      expect(later.status).toBe(200);
      await processed(later.body.id);
      expect(await runs()).toHaveLength(1);
      expect(await enabledEvents()).toBe(1);
    });
  });
});

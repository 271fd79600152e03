import { createTestApp, type TestApp } from '../support/test-app';

const base = '/api/admin/projects/default/features';
const dev = (flag: string) => `${base}/${flag}/environments/development`;

interface Strategy {
  id: string;
  name: string;
  sortOrder: number;
  disabled: boolean;
}

describe('feature environments and strategies', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function createFlag(name: string) {
    expect((await t.post(base, { name })).status).toBe(201);
  }

  async function featureEvents(
    flag: string,
  ): Promise<
    { type: string; environment: string | null; data: Record<string, unknown> | null; preData: Record<string, unknown> | null }[]
  > {
    return (await t.get(`/api/admin/events/${flag}`)).body.events;
  }

  describe('POST .../environments/{env}/on|off', () => {
    it('turning on adds the default strategy, enables the environment, and the Feature shows it', async () => {
      await createFlag('toggle');
      const on = await t.post(`${dev('toggle')}/on`);
      expect(on.status).toBe(200);
      expect(on.body).toBeUndefined();
      const types = (await featureEvents('toggle')).map((e) => [e.type, e.environment]);
      expect(types).toEqual([
        ['feature-environment-enabled', 'development'],
        ['feature-strategy-add', 'development'],
        ['feature-created', null],
      ]);
      const feature = (await t.get(`${base}/toggle`)).body;
      expect(feature.enabled).toBe(true);
      const env = feature.environments.find((e: { name: string }) => e.name === 'development');
      expect(env).toMatchObject({ enabled: true, hasStrategies: true, hasEnabledStrategies: true });
      expect(env.strategies).toEqual([
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'flexibleRollout',
          title: null,
          disabled: false,
          featureName: 'toggle',
          sortOrder: 0,
          segments: [],
          constraints: [],
          variants: [],
          parameters: { rollout: '100', stickiness: 'default', groupId: 'toggle' },
        },
      ]);
      expect(feature.environments.find((e: { name: string }) => e.name === 'production')).toMatchObject({
        enabled: false,
        strategies: [],
        hasStrategies: false,
      });
    });

    it('emits nothing when the state does not change, and disables an enabled environment', async () => {
      await createFlag('toggle-twice');
      await t.post(`${dev('toggle-twice')}/on`);
      const before = await t.eventCount();
      expect((await t.post(`${dev('toggle-twice')}/on`)).status).toBe(200);
      expect(await t.eventCount()).toBe(before);
      expect((await t.post(`${dev('toggle-twice')}/off`)).status).toBe(200);
      expect((await t.post(`${dev('toggle-twice')}/off`)).status).toBe(200);
      expect(await t.eventCount()).toBe(before + 1);
      expect((await featureEvents('toggle-twice'))[0].type).toBe('feature-environment-disabled');
      const feature = (await t.get(`${base}/toggle-twice`)).body;
      expect(feature.enabled).toBe(false);
      expect(feature.environments[0]).toMatchObject({ name: 'development', enabled: false, hasStrategies: true });
    });

    it('answers 404 for an environment outside the project or an unknown flag, 400 for an archived flag, 401 without a token', async () => {
      await createFlag('toggle-errors');
      const before = await t.eventCount();
      const env = await t.post(`${base}/toggle-errors/environments/nowhere/on`);
      expect(env.status).toBe(404);
      expect(env.body).toEqual({
        id: expect.any(String),
        name: 'NotFoundError',
        message: expect.stringContaining('nowhere'),
        details: [{ message: expect.stringContaining('nowhere') }],
      });
      expect((await t.post(`${dev('nobody')}/on`)).status).toBe(404);
      expect((await t.post(`${dev('toggle-errors')}/on`, undefined, { token: null })).status).toBe(401);
      expect(await t.eventCount()).toBe(before);
      await t.put(`${base}/toggle-errors`, { archived: true });
      const archived = await t.post(`${dev('toggle-errors')}/off`);
      expect(archived.status).toBe(400);
      expect(archived.body).toEqual({
        id: expect.any(String),
        name: 'ArchivedFeatureError',
        message: expect.any(String),
        details: [{ message: expect.any(String) }],
      });
    });
  });

  describe('strategies', () => {
    it('POST adds a strategy (200, the stored strategy) and GET lists them in order', async () => {
      await createFlag('strat');
      const res = await t.post(`${dev('strat')}/strategies`, {
        name: 'flexibleRollout',
        title: 'Beta',
        constraints: [{ contextName: 'userId', operator: 'IN', values: ['1', '2'] }],
        parameters: { rollout: 50, stickiness: '', groupId: 'strat' },
        variants: [
          { name: 'blue', weight: 500, weightType: 'variable', stickiness: 'default', payload: { type: 'json', value: '{"a":1}' } },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'flexibleRollout',
        title: 'Beta',
        disabled: false,
        featureName: 'strat',
        sortOrder: 0,
        segments: [],
        constraints: [{ contextName: 'userId', operator: 'IN', values: ['1', '2'], inverted: false, caseInsensitive: false }],
        variants: [
          { name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default', payload: { type: 'json', value: '{"a":1}' } },
        ],
        parameters: { rollout: '50', stickiness: 'default', groupId: 'strat' },
      });
      const second = await t.post(`${dev('strat')}/strategies`, { name: 'default', disabled: true });
      expect(second.body.sortOrder).toBe(1);
      const list = await t.get(`${dev('strat')}/strategies`);
      expect(list.status).toBe(200);
      expect(list.body.map((s: Strategy) => s.id)).toEqual([res.body.id, second.body.id]);
      expect((await t.get(`${dev('strat')}/strategies/${second.body.id}`)).body).toEqual(second.body);
      const [event] = await featureEvents('strat');
      expect(event).toMatchObject({
        type: 'feature-strategy-add',
        environment: 'development',
        data: { id: second.body.id, name: 'default', disabled: true },
      });
      const feature = (await t.get(`${base}/strat`)).body;
      expect(feature.environments[0]).toMatchObject({ enabled: false, hasStrategies: true, hasEnabledStrategies: true });
      expect(feature.environments[0].strategies).toEqual(list.body);
    });

    it('PUT updates (feature-strategy-update with data/preData), a no-op records nothing', async () => {
      await createFlag('strat-put');
      const { body: created } = await t.post(`${dev('strat-put')}/strategies`, { name: 'default' });
      const res = await t.put(`${dev('strat-put')}/strategies/${created.id}`, { title: 'Now titled', disabled: true });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...created, title: 'Now titled', disabled: true });
      const [event] = await featureEvents('strat-put');
      expect(event).toMatchObject({
        type: 'feature-strategy-update',
        data: { title: 'Now titled', disabled: true },
        preData: { title: null, disabled: false },
      });
      const before = await t.eventCount();
      expect((await t.put(`${dev('strat-put')}/strategies/${created.id}`, { title: 'Now titled' })).status).toBe(200);
      expect(await t.eventCount()).toBe(before);
      const feature = (await t.get(`${base}/strat-put`)).body;
      expect(feature.environments[0]).toMatchObject({ hasStrategies: true, hasEnabledStrategies: false });
      expect((await t.put(`${dev('strat-put')}/strategies/00000000-0000-4000-8000-000000000000`, { title: 'x' })).status).toBe(404);
    });

    it('DELETE removes (feature-strategy-remove with preData); a second delete is 404', async () => {
      await createFlag('strat-del');
      const { body: created } = await t.post(`${dev('strat-del')}/strategies`, { name: 'default' });
      const res = await t.delete(`${dev('strat-del')}/strategies/${created.id}`);
      expect(res.status).toBe(200);
      const [event] = await featureEvents('strat-del');
      expect(event).toMatchObject({ type: 'feature-strategy-remove', data: null, preData: { id: created.id, name: 'default' } });
      expect((await t.get(`${dev('strat-del')}/strategies`)).body).toEqual([]);
      const again = await t.delete(`${dev('strat-del')}/strategies/${created.id}`);
      expect(again.status).toBe(404);
      expect(again.body.name).toBe('NotFoundError');
    });

    it('POST set-sort-order reorders (strategy-order-changed); unknown ids are 404', async () => {
      await createFlag('strat-order');
      const a = (await t.post(`${dev('strat-order')}/strategies`, { name: 'default' })).body as Strategy;
      const b = (await t.post(`${dev('strat-order')}/strategies`, { name: 'remoteAddress', parameters: { IPs: '10.0.0.1' } }))
        .body as Strategy;
      const res = await t.post(`${dev('strat-order')}/strategies/set-sort-order`, [
        { id: a.id, sortOrder: 10 },
        { id: b.id, sortOrder: 5 },
      ]);
      expect(res.status).toBe(200);
      const list = (await t.get(`${dev('strat-order')}/strategies`)).body as Strategy[];
      expect(list.map((s) => [s.id, s.sortOrder])).toEqual([
        [b.id, 5],
        [a.id, 10],
      ]);
      const [event] = await featureEvents('strat-order');
      expect(event).toMatchObject({
        type: 'strategy-order-changed',
        data: { strategyIds: [b.id, a.id] },
        preData: { strategyIds: [a.id, b.id] },
      });
      const before = await t.eventCount();
      expect((await t.post(`${dev('strat-order')}/strategies/set-sort-order`, [{ id: a.id, sortOrder: 10 }])).status).toBe(200);
      expect((await t.post(`${dev('strat-order')}/strategies/set-sort-order`, [{ id: 'nope', sortOrder: 1 }])).status).toBe(404);
      expect((await t.post(`${dev('strat-order')}/strategies/set-sort-order`, { id: a.id })).status).toBe(400);
      // An environment the project does not have is 404, even for an order that names nothing (the bad-input sweep found it).
      const elsewhere = await t.post(
        `/api/admin/projects/default/features/strat-order/environments/no-such-env/strategies/set-sort-order`,
        [],
      );
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body).toMatchObject({ name: 'NotFoundError' });
      expect(await t.eventCount()).toBe(before);
    });

    it('rejects bad input with 400 {id, name, message} and writes nothing', async () => {
      await createFlag('strat-bad');
      const before = await t.eventCount();
      const url = `${dev('strat-bad')}/strategies`;
      const cases: [unknown, string][] = [
        [{}, 'BadDataError'],
        [{ name: 'default', constraints: [{ contextName: 'x', operator: 'LIKE', values: [] }] }, 'BadDataError'],
        [{ name: 'default', constraints: [{ contextName: 'n', operator: 'NUM_GT', value: 'ten' }] }, 'BadDataError'],
        [{ name: 'default', parameters: { rollout: { nested: true } } }, 'BadDataError'],
        [
          { name: 'default', constraints: Array.from({ length: 31 }, () => ({ contextName: 'a', operator: 'IN', values: ['1'] })) },
          'ExceedsLimitError',
        ],
        [
          { name: 'default', constraints: [{ contextName: 'a', operator: 'IN', values: Array.from({ length: 251 }, (_, i) => `${i}`) }] },
          'ExceedsLimitError',
        ],
        [{ name: 'default', segments: [1, 2, 3, 4, 5, 6] }, 'ExceedsLimitError'],
      ];
      for (const [body, name] of cases) {
        const res = await t.post(url, body);
        expect([res.status, res.body.name]).toEqual([400, name]);
        expect(res.body).toMatchObject({ id: expect.any(String), message: expect.any(String) });
      }
      // An unknown segment: 404 with Unleash 8's message.
      const segment = await t.post(url, { name: 'default', segments: [12345] });
      expect(segment.status).toBe(404);
      expect(segment.body).toMatchObject({ name: 'NotFoundError', message: 'No segment exists with ID "12345"' });
      const env = await t.post(`${base}/strat-bad/environments/nowhere/strategies`, { name: 'default' });
      expect(env.status).toBe(400);
      expect((await t.post(`${dev('nobody')}/strategies`, { name: 'default' })).status).toBe(404);
      expect((await t.get(`${dev('nobody')}/strategies`)).status).toBe(404);
      expect((await t.get(`${base}/strat-bad/environments/nowhere/strategies`)).status).toBe(404);
      expect((await t.post(url, { name: 'default' }, { token: null })).status).toBe(401);
      expect((await t.get(url, { token: null })).status).toBe(401);
      expect(await t.eventCount()).toBe(before);
    });

    it('limits a flag environment to 30 strategies', async () => {
      await createFlag('strat-many');
      for (let i = 0; i < 30; i += 1) expect((await t.post(`${dev('strat-many')}/strategies`, { name: 'default' })).status).toBe(200);
      const res = await t.post(`${dev('strat-many')}/strategies`, { name: 'default' });
      expect(res.status).toBe(400);
      expect(res.body.name).toBe('ExceedsLimitError');
    });
  });
});

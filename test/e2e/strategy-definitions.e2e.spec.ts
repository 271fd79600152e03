import { createTestApp, type TestApp } from '../support/test-app';

const strategies = '/api/admin/strategies';
const future = '2999-01-01T00:00:00.000Z';
/** Unleash 8's built-in list: userWithId and the gradualRollout* ones are no longer seeded. */
/** Unleash 8's order: flexibleRollout first. */
const BUILT_IN = ['flexibleRollout', 'default', 'remoteAddress', 'applicationHostname'];

describe('strategy definitions', () => {
  let t: TestApp;
  let viewer: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp();
    const pat = async (email: string, rootRole: string) => {
      const user = await t.post('/api/admin/user-admin', { email, rootRole });
      return (await t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'e2e', expiresAt: future })).body
        .secret as string;
    };
    viewer = await pat('vic@example.com', 'Viewer');
    editor = await pat('eve@example.com', 'Editor');
  });
  afterAll(() => t.close());

  const lastEvents = async (n: number) =>
    ((await t.get('/api/admin/events')).body.events as { type: string; createdBy: string; data: unknown; preData: unknown }[]).slice(0, n);
  const names = async () => ((await t.get(strategies)).body.strategies as { name: string }[]).map((s) => s.name);

  it('the built-in strategies exist from the start, without events, not editable', async () => {
    const before = await t.eventCount();
    const res = await t.get(strategies);
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(1);
    expect(res.body.strategies.map((s: { name: string }) => s.name)).toEqual(BUILT_IN);
    expect(res.body.strategies[1]).toEqual({
      title: 'Standard',
      name: 'default',
      displayName: 'Standard',
      description: 'This strategy turns on / off for your entire userbase. Prefer using "Gradual rollout" strategy (100%=on, 0%=off).',
      editable: false,
      deprecated: false,
      parameters: [],
    });
    const flexible = await t.get(`${strategies}/flexibleRollout`);
    expect(flexible.status).toBe(200);
    expect(flexible.body.parameters.map((p: { name: string; type: string }) => `${p.name}:${p.type}`)).toEqual([
      'rollout:percentage',
      'stickiness:string',
      'groupId:string',
    ]);
    for (const removed of ['userWithId', 'gradualRolloutRandom']) expect((await t.get(`${strategies}/${removed}`)).status).toBe(404);
    expect(await t.eventCount()).toBe(before);
  });

  it('POST → 201 with the strategy and a location; strategy-created is logged', async () => {
    const body = {
      name: 'byCustomer',
      title: 'By customer',
      description: 'Customers by id',
      parameters: [
        { name: 'customers', type: 'list', description: 'ids', required: true },
        { name: 'pct', type: 'percentage' },
      ],
    };
    const res = await t.post(strategies, body);
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe('strategies/byCustomer');
    const expected = {
      title: 'By customer',
      name: 'byCustomer',
      displayName: 'By customer',
      description: 'Customers by id',
      editable: true,
      deprecated: false,
      parameters: [
        { name: 'customers', type: 'list', description: 'ids', required: true },
        { name: 'pct', type: 'percentage', description: '', required: false },
      ],
    };
    expect(res.body).toEqual(expected);
    expect((await t.get(`${strategies}/byCustomer`)).body).toEqual(expected);
    expect(await names()).toEqual([...BUILT_IN, 'byCustomer']);
    expect((await lastEvents(1))[0]).toMatchObject({
      type: 'strategy-created',
      createdBy: 'admin',
      data: { name: 'byCustomer', editable: true, parameters: expected.parameters },
    });
  });

  it('a taken name (built-in too) is 409 NameExistsError; nothing written', async () => {
    const before = await t.eventCount();
    for (const name of ['byCustomer', 'flexibleRollout']) {
      const res = await t.post(strategies, { name, parameters: [] });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        id: expect.any(String),
        name: 'NameExistsError',
        message: expect.stringContaining(name),
        details: [{ message: expect.stringContaining(name) }],
      });
    }
    expect(await t.eventCount()).toBe(before);
  });

  it('PUT → 200 (absent fields kept), strategy-updated with data and preData; a no-op logs nothing', async () => {
    expect((await t.put(`${strategies}/byCustomer`, { name: 'byCustomer', description: 'Customers' })).status).toBe(200);
    expect((await t.get(`${strategies}/byCustomer`)).body).toMatchObject({
      title: 'By customer',
      description: 'Customers',
      parameters: [{ name: 'customers' }, { name: 'pct' }],
    });
    expect((await lastEvents(1))[0]).toMatchObject({
      type: 'strategy-updated',
      data: { description: 'Customers' },
      preData: { description: 'Customers by id' },
    });
    const before = await t.eventCount();
    expect((await t.put(`${strategies}/byCustomer`, { description: 'Customers' })).status).toBe(200);
    expect(await t.eventCount()).toBe(before);
    expect((await t.put(`${strategies}/nope`, { description: 'x' })).status).toBe(404);
  });

  it('built-in strategies: PUT and DELETE are 403 InvalidOperationError, nothing written', async () => {
    const before = await t.eventCount();
    for (const res of [
      await t.put(`${strategies}/flexibleRollout`, { description: 'mine now' }),
      await t.delete(`${strategies}/default`),
      await t.delete(`${strategies}/remoteAddress`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        id: expect.any(String),
        name: 'InvalidOperationError',
        message: expect.stringContaining('built in'),
        details: [{ message: expect.stringContaining('built in') }],
      });
    }
    expect((await t.post(`${strategies}/default/deprecate`)).status).toBe(403);
    expect(await t.eventCount()).toBe(before);
  });

  it('deprecate / reactivate → 200 with strategy-deprecated / strategy-reactivated, once per real change', async () => {
    expect((await t.post(`${strategies}/byCustomer/deprecate`)).status).toBe(200);
    expect((await t.get(`${strategies}/byCustomer`)).body.deprecated).toBe(true);
    expect((await lastEvents(1))[0]).toMatchObject({ type: 'strategy-deprecated', data: { name: 'byCustomer', deprecated: true } });
    const before = await t.eventCount();
    expect((await t.post(`${strategies}/byCustomer/deprecate`)).status).toBe(200);
    expect(await t.eventCount()).toBe(before);
    expect((await t.post(`${strategies}/byCustomer/reactivate`)).status).toBe(200);
    expect((await t.get(`${strategies}/byCustomer`)).body.deprecated).toBe(false);
    expect((await lastEvents(1))[0]).toMatchObject({ type: 'strategy-reactivated', data: { name: 'byCustomer', deprecated: false } });
    // A built-in strategy may be deprecated (it stays in its place in the list).
    expect((await t.post(`${strategies}/remoteAddress/deprecate`)).status).toBe(200);
    expect((await t.get(`${strategies}/remoteAddress`)).body).toMatchObject({ editable: false, deprecated: true });
    expect(await names()).toEqual([...BUILT_IN, 'byCustomer']);
    expect((await t.post(`${strategies}/remoteAddress/reactivate`)).status).toBe(200);
    expect((await t.post(`${strategies}/nope/deprecate`)).status).toBe(404);
    expect((await t.post(`${strategies}/nope/reactivate`)).status).toBe(404);
  });

  it('DELETE → 200, strategy-deleted {name} with preData; unknown → 404', async () => {
    expect((await t.post(strategies, { name: 'temp-strategy', parameters: [] })).status).toBe(201);
    expect((await t.delete(`${strategies}/temp-strategy`)).status).toBe(200);
    expect((await lastEvents(1))[0]).toMatchObject({
      type: 'strategy-deleted',
      data: { name: 'temp-strategy' },
      preData: { name: 'temp-strategy', editable: true },
    });
    expect((await t.get(`${strategies}/temp-strategy`)).status).toBe(404);
    expect((await t.delete(`${strategies}/temp-strategy`)).status).toBe(404);
  });

  it('invalid input → 400 with details, nothing written', async () => {
    const before = await t.eventCount();
    const cases: [unknown, string][] = [
      [{}, 'body.name'],
      [{ name: 'has space', parameters: [] }, 'body.name'],
      [{ name: '.', parameters: [] }, 'body.name'],
      [{ name: 'ok-s', parameters: {} }, 'body.parameters'],
      [{ name: 'ok-s', parameters: [{ name: 'p' }] }, 'body.parameters[0].type'],
      [{ name: 'ok-s', parameters: [{ name: 'p', type: 'date' }] }, 'body.parameters[0].type'],
      [{ name: 'ok-s', parameters: [{ name: '', type: 'string' }] }, 'body.parameters[0].name'],
      [
        {
          name: 'ok-s',
          parameters: [
            { name: 'p', type: 'string' },
            { name: 'p', type: 'list' },
          ],
        },
        'body.parameters[1].name',
      ],
      [{ name: 'ok-s', parameters: [{ name: 'p', type: 'string', required: 'yes' }] }, 'body.parameters[0].required'],
      [{ name: 'ok-s', title: 5 }, 'body.title'],
      [{ name: 'ok-s', deprecated: 'no' }, 'body.deprecated'],
      ['ok-s', 'body'],
    ];
    for (const [body, path] of cases) {
      const res = await t.post(strategies, body);
      expect({ body, status: res.status, name: res.body.name }).toEqual({ body, status: 400, name: 'BadDataError' });
      expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const rename = await t.put(`${strategies}/byCustomer`, { name: 'other' });
    expect(rename.status).toBe(400);
    expect(rename.body.details[0].path).toBe('body.name');
    expect((await t.put(`${strategies}/byCustomer`, { parameters: [{ name: 'x', type: 'nope' }] })).status).toBe(400);
    expect((await t.post(strategies, {}, { raw: '{"name":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await t.post(strategies, {}, { raw: 'name=x', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect(await t.eventCount()).toBe(before);
  });

  it('401 without a token; a Viewer reads but gets 403 on every write; an Editor may write', async () => {
    expect((await t.get(strategies, { token: null })).status).toBe(401);
    expect((await t.post(strategies, { name: 'anon', parameters: [] }, { token: null })).status).toBe(401);
    expect((await t.get(strategies, { token: viewer })).status).toBe(200);
    const before = await t.eventCount();
    const writes = [
      await t.post(strategies, { name: 'by-viewer', parameters: [] }, { token: viewer }),
      await t.put(`${strategies}/byCustomer`, { description: 'v' }, { token: viewer }),
      await t.delete(`${strategies}/byCustomer`, { token: viewer }),
      await t.post(`${strategies}/byCustomer/deprecate`, undefined, { token: viewer }),
      await t.post(`${strategies}/byCustomer/reactivate`, undefined, { token: viewer }),
    ];
    for (const res of writes) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ id: expect.any(String), name: 'NoAccessError', message: expect.any(String) });
    }
    expect(await t.eventCount()).toBe(before);
    expect((await t.post(strategies, { name: 'by-editor', parameters: [] }, { token: editor })).status).toBe(201);
  });

  it('concurrent creates of one name: exactly one 201', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => t.post(strategies, { name: 'raced', parameters: [] })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });
});

import { createTestApp, type TestApp } from '../support/test-app';

const base = '/api/admin/signal-endpoints';

describe('signal endpoint management /api/admin/signal-endpoints', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SIGNAL_ENDPOINTS_LIMIT: '3', SIGNAL_TOKENS_PER_ENDPOINT_LIMIT: '2' });
  });
  afterAll(() => t.close());

  async function createEndpoint(name: string, body: Record<string, unknown> = {}) {
    const res = await t.post(base, { name, ...body });
    expect(res.status).toBe(201);
    return res.body as { id: number; name: string };
  }

  async function deleteAll() {
    const list = await t.get(base);
    for (const e of list.body.signalEndpoints as { id: number }[]) expect((await t.delete(`${base}/${e.id}`)).status).toBe(200);
  }

  it('creates an endpoint: 201, location, the Unleash item, one event', async () => {
    const before = await t.eventCount();
    const res = await t.post(base, { name: 'deploys', description: 'CI deploys' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      enabled: true,
      name: 'deploys',
      description: 'CI deploys',
      createdAt: expect.any(String),
      createdByUserId: -42,
      tokens: [],
    });
    expect(res.headers.location).toBe(`${base}/${res.body.id}`);
    expect(await t.eventCount()).toBe(before + 1);
    const get = await t.get(`${base}/${res.body.id}`);
    expect(get.status).toBe(200);
    expect(get.body).toEqual(res.body);
    const list = await t.get(base);
    expect(list.body.signalEndpoints.map((e: { name: string }) => e.name)).toContain('deploys');
    await deleteAll();
  });

  it('refuses bad input without writing: 400, 409, 415, 401', async () => {
    await createEndpoint('taken');
    const before = await t.eventCount();
    const bad = await t.post(base, { name: 'not url safe' });
    expect(bad.status).toBe(400);
    expect(bad.body.name).toBe('BadDataError');
    expect(bad.body.details[0].path).toBe('body.name');
    expect((await t.post(base, { description: 'no name' })).status).toBe(400);
    expect((await t.post(base, { name: 'x', enabled: 'yes' })).status).toBe(400);
    expect((await t.post(base, '{"name": ', { raw: '{"name": ', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const dup = await t.post(base, { name: 'taken' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      id: expect.any(String),
      name: 'NameExistsError',
      message: expect.stringContaining('taken'),
      details: [{ message: expect.stringContaining('taken') }],
    });
    expect((await t.post(base, 'name=x', { raw: 'name=x', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await t.post(base, { name: 'anon' }, { token: null })).status).toBe(401);
    expect((await t.get(base, { token: 'wrong' })).status).toBe(401);
    expect(await t.eventCount()).toBe(before);
    await deleteAll();
  });

  it('limits the number of endpoints (400 ExceedsLimitError); a deleted one frees its slot', async () => {
    const ids = [(await createEndpoint('l1')).id, (await createEndpoint('l2')).id, (await createEndpoint('l3')).id];
    const before = await t.eventCount();
    const over = await t.post(base, { name: 'l4' });
    expect(over.status).toBe(400);
    expect(over.body.name).toBe('ExceedsLimitError');
    expect(await t.eventCount()).toBe(before);
    expect((await t.delete(`${base}/${ids[0]}`)).status).toBe(200);
    const again = await createEndpoint('l4');
    expect(again.id).toBeGreaterThan(ids[2]);
    await deleteAll();
  });

  it('creates concurrently without duplicate names or ids', async () => {
    const results = await Promise.all(['c1', 'c1', 'c2'].map((name) => t.post(base, { name })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const ids = results.filter((r) => r.status === 201).map((r) => r.body.id);
    expect(new Set(ids).size).toBe(2);
    await deleteAll();
  });

  it('updates (absent = keep), toggles off/on and deletes; 404 for unknown ids, 400 for bad ids', async () => {
    const { id } = await createEndpoint('editable', { description: 'keep' });
    const put = await t.put(`${base}/${id}`, { name: 'renamed' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, name: 'renamed', description: 'keep', enabled: true });
    const before = await t.eventCount();
    expect((await t.put(`${base}/${id}`, { name: 'renamed' })).status).toBe(200);
    expect(await t.eventCount()).toBe(before);
    const off = await t.post(`${base}/${id}/toggle-off`, {});
    expect(off.status).toBe(200);
    expect(off.body.enabled).toBe(false);
    expect((await t.post(`${base}/${id}/on`, {})).body.enabled).toBe(true);
    expect((await t.post(`${base}/${id}/off`, {})).body.enabled).toBe(false);
    expect((await t.post(`${base}/${id}/toggle-on`, {})).body.enabled).toBe(true);
    const bodiless = await t.post(`${base}/${id}/toggle-on`);
    expect(bodiless.status).toBe(200);
    expect(bodiless.body.enabled).toBe(true);
    expect((await t.put(`${base}/${id}`, { description: null })).body.description).toBeNull();
    expect((await t.put(`${base}/${id}`, { name: 'bad name' })).status).toBe(400);
    expect((await t.put(`${base}/9999`, { name: 'x' })).status).toBe(404);
    expect((await t.get(`${base}/9999`)).status).toBe(404);
    expect((await t.get(`${base}/abc`)).status).toBe(400);
    expect((await t.post(`${base}/9999/toggle-on`, {})).status).toBe(404);
    expect((await t.delete(`${base}/${id}`)).status).toBe(200);
    expect((await t.delete(`${base}/${id}`)).status).toBe(404);
    expect((await t.get(`${base}/${id}`)).status).toBe(404);
    const types = (await t.get('/api/admin/events')).body.events.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(['signal-endpoint-created', 'signal-endpoint-updated', 'signal-endpoint-deleted']));
  });

  it('manages tokens: secret shown once, hashed in storage, never in the event log; limit per endpoint', async () => {
    const { id } = await createEndpoint('tokened');
    const res = await t.post(`${base}/${id}/tokens`, { name: 'ci' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'ci',
      signalEndpointId: id,
      createdAt: expect.any(String),
      createdByUserId: -42,
      token: expect.any(String),
    });
    const secret: string = res.body.token;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const list = await t.get(`${base}/${id}/tokens`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      tokens: [{ id: res.body.id, name: 'ci', signalEndpointId: id, createdAt: expect.any(String), createdByUserId: -42 }],
    });
    expect((await t.get(`${base}/${id}`)).body.tokens).toHaveLength(1);

    const rename = await t.put(`${base}/${id}/tokens/${res.body.id}`, { name: 'deploy' });
    expect(rename.status).toBe(200);
    expect(rename.body).toMatchObject({ id: res.body.id, name: 'deploy' });
    expect(rename.body.token).toBeUndefined();

    expect((await t.post(`${base}/${id}/tokens`, { name: 'second' })).status).toBe(201);
    const before = await t.eventCount();
    const over = await t.post(`${base}/${id}/tokens`, { name: 'third' });
    expect(over.status).toBe(400);
    expect(over.body.name).toBe('ExceedsLimitError');
    expect((await t.post(`${base}/${id}/tokens`, { name: '' })).status).toBe(400);
    expect((await t.post(`${base}/9999/tokens`, { name: 'x' })).status).toBe(404);
    expect((await t.put(`${base}/${id}/tokens/9999`, { name: 'x' })).status).toBe(404);
    expect((await t.delete(`${base}/${id}/tokens/9999`)).status).toBe(404);
    expect(await t.eventCount()).toBe(before);

    expect((await t.delete(`${base}/${id}/tokens/${res.body.id}`)).status).toBe(200);
    expect((await t.get(`${base}/${id}/tokens`)).body.tokens.map((tk: { name: string }) => tk.name)).toEqual(['second']);

    const events = await t.get('/api/admin/events');
    const text = JSON.stringify(events.body);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('secretHash');
    const tokenTypes = events.body.events
      .map((e: { type: string }) => e.type)
      .filter((type: string) => type.startsWith('signal-endpoint-token'));
    expect(tokenTypes).toEqual(
      expect.arrayContaining(['signal-endpoint-token-created', 'signal-endpoint-token-updated', 'signal-endpoint-token-deleted']),
    );
    const stored = await t.sql.query('SELECT data::text AS data FROM es_events WHERE type = $1', ['signal-endpoint-token-created']);
    for (const row of stored.rows) expect(row.data).not.toContain(secret);
    const hashed = await t.sql.query('SELECT secret_hash FROM rm_signal_endpoint_tokens');
    for (const row of hashed.rows) expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

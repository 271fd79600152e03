import { createTestApp, type TestApp } from '../support/test-app';

/** Banners and addon configurations — plain, validated, evented CRUDs. */
const banners = '/api/admin/banners';
const addons = '/api/admin/addons';
const future = '2999-01-01T00:00:00.000Z';

describe('banners and addon configurations', () => {
  let t: TestApp;
  let editor: string;
  let viewer: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.post('/api/admin/user-admin', { email: 'ed@example.com', rootRole: 'Editor' });
    editor = (await t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'e2e', expiresAt: future })).body
      .secret as string;
    const reader = await t.post('/api/admin/user-admin', { email: 'vi@example.com', rootRole: 'Viewer' });
    viewer = (await t.post(`/api/admin/user-admin/${reader.body.id}/tokens`, { description: 'e2e', expiresAt: future })).body
      .secret as string;
  });
  afterAll(() => t.close());

  type LoggedEvent = { type: string; data: Record<string, unknown> | null; preData: Record<string, unknown> | null };
  const lastEvents = async (n: number) => ((await t.get('/api/admin/events')).body.events as LoggedEvent[]).slice(0, n);

  it('banners: create (201), update, on/off, delete — each logged with data and preData', async () => {
    const created = await t.post(banners, {
      message: 'Maintenance **tonight**',
      variant: 'warning',
      link: 'dialog',
      dialogTitle: 'Maintenance',
      dialog: 'From 22:00 to 23:00',
    });
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(`banners/${created.body.id}`);
    const banner = {
      id: created.body.id,
      message: 'Maintenance **tonight**',
      enabled: true,
      variant: 'warning',
      sticky: false,
      icon: null,
      link: 'dialog',
      linkText: null,
      dialogTitle: 'Maintenance',
      dialog: 'From 22:00 to 23:00',
      createdAt: expect.stringMatching(/^\d{4}-/),
    };
    expect(created.body).toEqual(banner);
    expect((await lastEvents(1))[0]).toMatchObject({ type: 'banner-created', data: { ...banner, createdAt: created.body.createdAt } });

    const updated = await t.put(`${banners}/${banner.id}`, { message: 'Maintenance tomorrow', sticky: true });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...banner, message: 'Maintenance tomorrow', sticky: true });
    expect((await lastEvents(1))[0]).toMatchObject({
      type: 'banner-updated',
      data: { message: 'Maintenance tomorrow', sticky: true },
      preData: { message: 'Maintenance **tonight**', sticky: false },
    });

    const before = await t.eventCount();
    expect((await t.put(`${banners}/${banner.id}`, { message: 'Maintenance tomorrow' })).status).toBe(200);
    expect(await t.eventCount()).toBe(before);

    expect((await t.post(`${banners}/${banner.id}/off`)).body.enabled).toBe(false);
    expect((await lastEvents(1))[0]).toMatchObject({ type: 'banner-updated', data: { enabled: false }, preData: { enabled: true } });
    expect((await t.post(`${banners}/${banner.id}/on`)).body.enabled).toBe(true);
    expect((await t.get(banners)).body.banners).toEqual([{ ...banner, message: 'Maintenance tomorrow', sticky: true }]);

    expect((await t.delete(`${banners}/${banner.id}`)).status).toBe(200);
    expect((await lastEvents(1))[0]).toMatchObject({ type: 'banner-deleted', preData: { id: banner.id } });
    expect((await t.get(banners)).body.banners).toEqual([]);
    expect((await t.get(`${banners}/${banner.id}`)).status).toBe(404);
    expect((await t.delete(`${banners}/${banner.id}`)).status).toBe(404);
    const next = await t.post(banners, { message: 'again' });
    expect(next.body.id).toBe(banner.id + 1);
  });

  it('banners: bad input is a 400 with details, unknown ids 404, non-admins 403 — and nothing is logged', async () => {
    const before = await t.eventCount();
    for (const body of [
      {},
      { message: '' },
      { message: 'x', variant: 'purple' },
      { message: 'x', sticky: 'yes' },
      { message: 42 },
      [],
      'text',
    ]) {
      const res = await t.post(banners, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body).toMatchObject({ id: expect.any(String), name: 'BadDataError', message: expect.any(String) });
    }
    expect((await t.put(`${banners}/abc`, { message: 'x' })).status).toBe(400);
    expect((await t.put(`${banners}/999999`, { message: 'x' })).status).toBe(404);
    expect((await t.post(`${banners}/999999/on`)).status).toBe(404);
    const denied = await t.post(banners, { message: 'by editor' }, { token: editor });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ name: 'NoAccessError' });
    expect((await t.get(banners, { token: null })).status).toBe(401);
    expect(await t.eventCount()).toBe(before);
    expect((await t.get(banners, { token: editor })).status).toBe(200);
  });

  it('addons: configure, read back with secrets masked, update keeping a masked secret, delete', async () => {
    const list = await t.get(addons);
    expect(list.status).toBe(200);
    expect(list.body.addons).toEqual([]);
    expect(list.body.providers.map((p: { name: string }) => p.name)).toEqual(['webhook', 'slack-app', 'teams', 'datadog', 'new-relic']);

    const body = {
      provider: 'webhook',
      enabled: true,
      description: 'to ops',
      parameters: { url: 'https://hooks.example.com/in?key=s3cr3t', contentType: 'application/json', authorization: 'Bearer abc' },
      events: ['feature-created', 'feature-archived'],
      projects: ['default'],
    };
    const created = await t.post(addons, body);
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    expect(created.headers.location).toBe(`addons/${id}`);
    expect(created.body).toEqual({
      id,
      createdAt: expect.stringMatching(/^\d{4}-/),
      provider: 'webhook',
      description: 'to ops',
      enabled: true,
      parameters: { url: '*****', contentType: 'application/json', authorization: '*****' },
      events: ['feature-created', 'feature-archived'],
      projects: ['default'],
      environments: [],
    });
    expect((await t.get(`${addons}/${id}`)).body).toEqual(created.body);
    // The public event log never shows the secrets either.
    const [logged] = await lastEvents(1);
    expect(logged.type).toBe('addon-config-created');
    expect(logged.data).toMatchObject({ id, provider: 'webhook', parameters: { contentType: 'application/json' } });
    expect(JSON.stringify(logged)).not.toContain('s3cr3t');
    expect(JSON.stringify(logged)).not.toContain('Bearer abc');
    // …while the event store keeps them (the configuration is rebuilt from it).
    const stored = (await t.sql.query(`SELECT data FROM es_events WHERE type = 'addon-config-created' ORDER BY position DESC LIMIT 1`))
      .rows[0].data;
    expect(JSON.stringify(stored)).toContain('s3cr3t');

    const updated = await t.put(`${addons}/${id}`, { ...body, enabled: false, parameters: { ...created.body.parameters } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ enabled: false, parameters: { url: '*****', authorization: '*****' } });
    const [change] = await lastEvents(1);
    expect(change).toMatchObject({ type: 'addon-config-updated', data: { enabled: false }, preData: { enabled: true } });
    const kept = (await t.sql.query(`SELECT data FROM es_events WHERE type = 'addon-config-updated' ORDER BY position DESC LIMIT 1`))
      .rows[0].data;
    expect(kept.data.sensitiveParameters).toEqual({ url: 'https://hooks.example.com/in?key=s3cr3t', authorization: 'Bearer abc' });

    expect((await t.delete(`${addons}/${id}`)).status).toBe(200);
    expect((await lastEvents(1))[0]).toMatchObject({ type: 'addon-config-deleted', preData: { id } });
    expect((await t.get(`${addons}/${id}`)).status).toBe(404);
    expect((await t.get(addons)).body.addons).toEqual([]);
  });

  it('addons: bad input is a 400 naming the problem, unknown ids 404, Viewers 403, Editors allowed — and nothing is logged', async () => {
    const before = await t.eventCount();
    const ok = { provider: 'webhook', enabled: true, parameters: { url: 'https://x.example.com' }, events: ['feature-created'] };
    const cases: [unknown, string][] = [
      [{}, 'provider'],
      [{ ...ok, provider: 'pigeon' }, 'pigeon'],
      [{ ...ok, parameters: {} }, 'parameters.url'],
      [{ ...ok, parameters: { url: 'not a url' } }, 'URL'],
      [{ ...ok, parameters: { url: 'https://x', colour: 'red' } }, 'colour'],
      [{ ...ok, parameters: { url: 42 } }, 'url'],
      [{ ...ok, events: ['feature-created', 'no-such-event'] }, 'no-such-event'],
      [{ ...ok, enabled: 'yes' }, 'enabled'],
      [{ ...ok, provider: 'datadog', parameters: { url: 'https://api.datadoghq.com/api/v1/events' } }, 'apiKey'],
    ];
    for (const [body, mention] of cases) {
      const res = await t.post(addons, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body).toMatchObject({ id: expect.any(String), name: 'BadDataError' });
      expect(JSON.stringify(res.body)).toContain(mention);
    }
    expect((await t.put(`${addons}/999999`, ok)).status).toBe(404);
    expect((await t.delete(`${addons}/0`)).status).toBe(400);
    // Addons are Unleash Editor's (CREATE_ADDON …), not a Viewer's.
    expect((await t.post(addons, ok, { token: viewer })).status).toBe(403);
    expect(await t.eventCount()).toBe(before);
    expect((await t.post(addons, ok, { token: editor })).status).toBe(200);
  });
});

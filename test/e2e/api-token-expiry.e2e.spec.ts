import { createTestApp, type TestApp } from '../support/test-app';

/**
 * `PUT /api/admin/api-tokens/fingerprint/{fingerprint}`: the console changes a token's expiry
 * without its secret, recording the same `api-token-updated` event as the PUT by secret.
 */
const base = '/api/admin/api-tokens';

describe('API token expiry by fingerprint', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const listed = async (name: string) =>
    ((await t.get(base)).body.tokens as Array<{ tokenName: string; fingerprint: string; expiresAt: string | null }>).find(
      (x) => x.tokenName === name,
    );

  it('changes the expiry, records api-token-updated with the event id in Pennant-Last-Event-Id, and the token follows it', async () => {
    const created = await t.post(base, { tokenName: 'sdk', type: 'client', environment: 'development' });
    expect(created.status).toBe(201);
    const { fingerprint } = (await listed('sdk'))!;
    const expiresAt = '2999-06-01T12:00:00.000Z';
    const res = await t.put(`${base}/fingerprint/${fingerprint}`, { expiresAt });
    expect(res.status).toBe(200);
    const [event] = (await t.get('/api/admin/events?limit=1')).body.events;
    expect(event).toMatchObject({ type: 'api-token-updated', data: { tokenName: 'sdk', expiresAt }, preData: { expiresAt: null } });
    expect(Number(res.headers['pennant-last-event-id'])).toBe(event.id);
    expect((await listed('sdk'))!.expiresAt).toBe(expiresAt);
    // The same expiry again changes nothing and records nothing.
    const before = await t.eventCount();
    expect((await t.put(`${base}/fingerprint/${fingerprint}`, { expiresAt })).status).toBe(200);
    expect(await t.eventCount()).toBe(before);
    // Never again: null.
    expect((await t.put(`${base}/fingerprint/${fingerprint}`, { expiresAt: null })).status).toBe(200);
    expect((await listed('sdk'))!.expiresAt).toBeNull();
    expect((await t.get('/api/client/features', { token: created.body.secret })).status).toBe(200);
  });

  it('refuses a past time, a bad date or fingerprint (400), an unknown fingerprint (404) and non-admins (401/403), recording nothing', async () => {
    await t.post(base, { tokenName: 'other', type: 'frontend', environment: 'development' });
    const { fingerprint } = (await listed('other'))!;
    const viewer = await t.post('/api/admin/user-admin', { username: 'viewer', rootRole: 'Viewer' });
    const before = await t.eventCount();
    const past = await t.put(`${base}/fingerprint/${fingerprint}`, { expiresAt: '2001-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ name: 'BadDataError', message: expect.stringContaining('body.expiresAt must be in the future') });
    expect((await t.put(`${base}/fingerprint/${fingerprint}`, { expiresAt: 'soon' })).status).toBe(400);
    expect((await t.put(`${base}/fingerprint/${fingerprint}`, {})).status).toBe(400);
    expect((await t.put(`${base}/fingerprint/NOT-HEX`, { expiresAt: null })).status).toBe(400);
    const unknown = await t.put(`${base}/fingerprint/0000000000000000`, { expiresAt: null });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ id: expect.any(String), name: 'NotFoundError', message: expect.any(String) });
    expect((await t.put(`${base}/fingerprint/${fingerprint}`, { expiresAt: null }, { token: null })).status).toBe(401);
    // A Viewer's session is authenticated but lacks ADMIN.
    await t.post(`/api/admin/user-admin/${viewer.body.id}/change-password`, { password: 'Viewer-Horse-9' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/simple/login',
      headers: { host: 'pennant.test', 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'viewer', password: 'Viewer-Horse-9' }),
    });
    const cookie = /pennant_session=([^;]+)/.exec(String(login.headers['set-cookie']))?.[1];
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: `${base}/fingerprint/${fingerprint}`,
      headers: {
        host: 'pennant.test',
        origin: 'http://pennant.test',
        cookie: `pennant_session=${cookie}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ expiresAt: null }),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(JSON.parse(forbidden.body).name).toBe('NoAccessError');
    expect(await t.eventCount()).toBe(before);
  });
});

describe('API tokens named by the masked secret the list shows', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const listed = async (name: string) =>
    ((await t.get(base)).body.tokens as Array<{ tokenName: string; secret: string; expiresAt: string | null }>).find(
      (x) => x.tokenName === name,
    );

  // Unleash's UI deletes (and re-dates) a token by the `secret` it listed (ADR 0059); Pennant lists a masked one.
  it('changes and deletes the one token listed with it, as by its secret', async () => {
    const created = await t.post(base, { tokenName: 'ui-listed', type: 'client', environment: 'development' });
    expect(created.status).toBe(201);
    const { secret: masked } = (await listed('ui-listed'))!;
    expect(masked.endsWith('…')).toBe(true);
    expect(masked).not.toBe(created.body.secret);
    const path = `${base}/${encodeURIComponent(masked)}`;
    expect((await t.put(path, { expiresAt: '2999-06-01T12:00:00.000Z' })).status).toBe(200);
    expect((await listed('ui-listed'))!.expiresAt).toBe('2999-06-01T12:00:00.000Z');
    expect((await t.delete(path)).status).toBe(200);
    expect(await listed('ui-listed')).toBeUndefined();
    expect((await t.get('/api/client/features', { token: created.body.secret })).status).toBe(401);
    // Gone, it names nothing; nor does a masked secret nobody was listed with.
    expect((await t.delete(path)).status).toBe(404);
    expect((await t.delete(`${base}/${encodeURIComponent('default:development.ffff…')}`)).status).toBe(404);
  });
});

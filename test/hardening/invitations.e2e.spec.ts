import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';

/**
 * Invitation and password-reset links (ADR 0047): a user created without a password gets a
 * link; the link tells whose it is, sets a password under the usual rules and signs the person
 * in; it works once, expires, is replaced by a newer one and dies with its user. Wrong links all
 * get the same answer and are counted per address.
 */
const HOST = 'pennant.test';
const PASSWORD = 'Invited-Horse-9';
const INVALID = { name: 'InvalidTokenError', message: expect.stringMatching(/^This link does not work/) };

describe('invitation links', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_FAILURES_PER_15_MINUTES: '20' });
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, body?: unknown, address = '10.7.0.1') => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: address,
      headers: { host: HOST, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookie = /pennant_session=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1] ?? null;
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, cookie };
  };
  const tokenOf = (link: string) => /\/invite\/([A-Za-z0-9_-]+)$/.exec(link)?.[1] as string;
  const validate = (token: string, address?: string) =>
    call('GET', `/auth/reset/validate?token=${encodeURIComponent(token)}`, undefined, address);
  const accept = (token: string, password = PASSWORD, address?: string) =>
    call('POST', '/auth/reset/password', { token, password }, address);
  const login = (username: string, password = PASSWORD) => call('POST', '/auth/simple/login', { username, password });
  const invite = async (username: string, rootRole = 'Viewer') => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user-admin',
      headers: { host: HOST, authorization: ADMIN_TOKEN, 'content-type': 'application/json' },
      payload: JSON.stringify({ username, rootRole }),
    });
    expect(created.statusCode).toBe(201);
    return JSON.parse(created.body) as { id: number; inviteLink: string; emailSent: boolean };
  };

  it('creates a user without a password with a link into the console; the link sets the password and signs in, once', async () => {
    const before = await t.eventCount();
    const user = await invite('ivy', 'Editor');
    expect(user).toMatchObject({
      username: 'ivy',
      rootRole: 2,
      emailSent: false,
      inviteLink: expect.stringMatching(/^http:\/\/pennant\.test\/invite\/[A-Za-z0-9_-]{43}$/),
    });
    const token = tokenOf(user.inviteLink);
    // The token is stored hashed, outside the log: only the user-created event was appended.
    const stored = await t.sql.query('SELECT encode(token_hash, $2) AS hash FROM auth_invitations WHERE user_id = $1', [user.id, 'hex']);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].hash).not.toContain(Buffer.from(token).toString('hex'));
    expect(await t.eventCount()).toBe(before + 1);
    const log = JSON.stringify((await t.sql.query('SELECT data FROM es_events')).rows);
    expect(log).not.toContain(token);

    // Nobody can sign in as ivy before the link is used.
    expect((await login('ivy')).status).toBe(401);
    const checked = await validate(token);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ id: user.id, username: 'ivy' });

    // A password that breaks the rules is refused and the link keeps working.
    const weak = await accept(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.details.map((d: { message: string }) => d.message)).toContain('The password must be at least 10 characters long.');
    expect((await validate(token)).status).toBe(200);

    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: user.id, username: 'ivy' });
    expect(accepted.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/user',
      headers: { host: HOST, cookie: `pennant_session=${accepted.cookie}` },
    });
    expect(JSON.parse(me.body).user).toMatchObject({ id: user.id });
    expect((await login('ivy')).status).toBe(200);
    // Setting the password recorded no event, like every password change (ADR 0030).
    expect(await t.eventCount()).toBe(before + 1);

    // Used: refused, with the same answer as a link that never existed.
    const again = await accept(token, 'Another-Horse-9');
    const unknown = await accept('x'.repeat(43), 'Another-Horse-9');
    for (const res of [again, unknown, await validate(token), await validate('nope')]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(INVALID);
      expect(res.cookie).toBeNull();
    }
    expect((await login('ivy', 'Another-Horse-9')).status).toBe(401);
  });

  it('refuses an expired link and a link replaced by a newer one; an admin can make a reset link for an existing user', async () => {
    const user = await invite('jon');
    const first = tokenOf(user.inviteLink);
    const fresh = await t.post(`/api/admin/user-admin/${user.id}/invite-link`);
    expect(fresh.status).toBe(201);
    expect(fresh.body).toEqual({
      inviteLink: expect.stringMatching(/\/invite\/[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
      emailSent: false,
    });
    // Valid for INVITE_LINK_HOURS (7 days by default).
    expect(Date.parse(fresh.body.expiresAt) - Date.now()).toBeGreaterThan(167 * 3_600_000);
    expect(Date.parse(fresh.body.expiresAt) - Date.now()).toBeLessThanOrEqual(168 * 3_600_000);
    expect((await validate(first)).status).toBe(400);
    expect((await accept(first)).body).toMatchObject(INVALID);

    const second = tokenOf(fresh.body.inviteLink);
    await t.sql.query(`UPDATE auth_invitations SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    expect((await validate(second)).body).toMatchObject(INVALID);
    expect((await accept(second)).body).toMatchObject(INVALID);
    expect((await login('jon')).status).toBe(401);

    // A reset link for someone who has a password: the old one works until the link is used.
    const reset = await t.post(`/api/admin/user-admin/${user.id}/invite-link`);
    expect((await accept(tokenOf(reset.body.inviteLink))).status).toBe(200);
    const again = await t.post(`/api/admin/user-admin/${user.id}/invite-link`);
    expect((await login('jon')).status).toBe(200);
    expect((await accept(tokenOf(again.body.inviteLink), 'Reset-Horse-42')).status).toBe(200);
    expect((await login('jon')).status).toBe(401);
    expect((await login('jon', 'Reset-Horse-42')).status).toBe(200);

    expect((await t.post('/api/admin/user-admin/999999/invite-link')).status).toBe(404);
  });

  it("refuses a deleted user's link", async () => {
    const user = await invite('kim');
    const token = tokenOf(user.inviteLink);
    expect((await t.delete(`/api/admin/user-admin/${user.id}`)).status).toBe(200);
    expect((await t.sql.query('SELECT 1 FROM auth_invitations WHERE user_id = $1', [user.id])).rowCount).toBe(0);
    expect((await validate(token)).body).toMatchObject(INVALID);
    expect((await accept(token)).body).toMatchObject(INVALID);
  });

  it("refuses a deactivated user's link, so a link never re-enables anyone; after reactivation it works", async () => {
    const user = await invite('lou');
    const token = tokenOf(user.inviteLink);
    expect((await t.post(`/api/admin/user-admin/${user.id}/deactivate`)).status).toBe(200);
    expect((await validate(token)).body).toMatchObject(INVALID);
    const refused = await accept(token);
    expect(refused.status).toBe(400);
    expect(refused.cookie).toBeNull();
    expect((await login('lou')).status).toBe(401);
    expect((await t.post(`/api/admin/user-admin/${user.id}/reactivate`)).status).toBe(200);
    const fresh = await t.post(`/api/admin/user-admin/${user.id}/invite-link`);
    expect(fresh.status).toBe(201);
    const accepted = await accept(tokenOf((fresh.body as { inviteLink: string }).inviteLink));
    expect(accepted.status).toBe(200);
    expect((await login('lou')).status).toBe(200);
  });

  it('only an admin makes links; the public routes take nothing but the token', async () => {
    const user = await invite('lee');
    expect((await t.post(`/api/admin/user-admin/${user.id}/invite-link`, undefined, { token: null })).status).toBe(401);
    const viewer = await t.post('/api/admin/user-admin', { username: 'vic', rootRole: 'Viewer', password: PASSWORD });
    const signedIn = await login('vic');
    const asViewer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/user-admin/${user.id}/invite-link`,
      headers: { host: HOST, origin: `http://${HOST}`, cookie: `pennant_session=${signedIn.cookie}` },
    });
    expect({ id: viewer.body.id, status: asViewer.statusCode }).toEqual({ id: viewer.body.id, status: 403 });
    expect((await validate('')).status).toBe(400);
    expect((await call('POST', '/auth/reset/password', { token: tokenOf(user.inviteLink) })).status).toBe(400);
  });

  it('counts wrong links per address: past the budget that address gets 429, others are unaffected', async () => {
    const user = await invite('max');
    for (let i = 0; i < 20; i += 1) expect((await validate(`wrong-${i}`, '10.7.9.9')).status).toBe(400);
    const blocked = await validate(tokenOf(user.inviteLink), '10.7.9.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body.name).toBe('RateLimitError');
    expect((await accept(tokenOf(user.inviteLink), PASSWORD, '10.7.9.10')).status).toBe(200);
  });
});

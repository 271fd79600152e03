import { AdminBootstrap } from '@pennant/access';
import { loadConfig, sessionCookie } from '@pennant/platform';
import { startupBanner } from '../../apps/admin-api/src/startup-banner';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';

/**
 * People sign in with a password and a session cookie that acts exactly as their
 * user; sessions expire and end; cookie writes need our own Origin; failed sign-ins are limited
 * per account and address without locking anyone else out.
 */
const PASSWORD = 'Correct-Horse-9';
const HOST = 'pennant.test';
const ORIGIN = `http://${HOST}`;

describe('sign-in and sessions', () => {
  let t: TestApp;
  let ann = 0;

  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_FAILURES_PER_15_MINUTES: '3' });
    const created = await t.post('/api/admin/user-admin', {
      email: 'ann@example.com',
      username: 'ann',
      name: 'Ann',
      rootRole: 'Editor',
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    ann = created.body.id as number;
  });
  afterAll(() => t.close());

  const login = async (username: string, password: string, address = '10.9.0.1') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/simple/login',
      remoteAddress: address,
      headers: { host: HOST, 'content-type': 'application/json' },
      payload: JSON.stringify({ username, password }),
    });
    const cookie = /pennant_session=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1] ?? null;
    return {
      status: res.statusCode,
      body: res.body ? JSON.parse(res.body) : undefined,
      setCookie: String(res.headers['set-cookie'] ?? ''),
      cookie,
    };
  };
  const withSession = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = { origin: ORIGIN },
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        host: HOST,
        cookie: `theme=dark; pennant_session=${cookie}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  it('signs in by username or email; the cookie is HttpOnly and SameSite=Strict; the answer is the user', async () => {
    for (const name of ['ann', 'ANN@example.com']) {
      const res = await login(name, PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: ann, email: 'ann@example.com', username: 'ann', rootRole: 2 });
      expect(res.setCookie).toMatch(/HttpOnly/);
      expect(res.setCookie).toMatch(/SameSite=Strict/);
      expect(res.setCookie).not.toMatch(/Secure/); // plain HTTP here
      expect(res.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(sessionCookie('x', 60, true)).toMatch(/; Secure$/);
  });

  it('answers a wrong password and an unknown user alike (401 PasswordMismatch), with no cookie', async () => {
    const wrong = await login('ann', 'Wrong-Horse-9', '10.9.0.2');
    const unknown = await login('nobody', PASSWORD, '10.9.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        id: expect.any(String),
        name: 'PasswordMismatch',
        message: 'Wrong password, try again.',
        details: [{ message: 'Wrong password, try again.' }],
      });
      expect(res.cookie).toBeNull();
    }
  });

  it('a session acts as its user: who-am-I with permissions, Editor writes, no ADMIN routes', async () => {
    const { cookie } = await login('ann', PASSWORD);
    const me = await withSession(cookie as string, 'GET', '/api/admin/user');
    expect(me.statusCode).toBe(200);
    const body = JSON.parse(me.body);
    expect(body.user).toMatchObject({ id: ann, email: 'ann@example.com' });
    expect(body.permissions).toEqual(expect.arrayContaining([{ permission: 'CREATE_FEATURE' }, { permission: 'UPDATE_FEATURE' }]));
    expect(body.permissions).not.toContainEqual({ permission: 'ADMIN' });
    expect((await withSession(cookie as string, 'POST', '/api/admin/projects/default/features', { name: 'by-session' })).statusCode).toBe(
      201,
    );
    const created = (await t.get('/api/admin/events?limit=1')).body.events[0];
    expect(created).toMatchObject({ type: 'feature-created', createdBy: 'ann@example.com', createdByUserId: ann });
    expect((await withSession(cookie as string, 'GET', '/api/admin/api-tokens')).statusCode).toBe(403);
    expect((await withSession(cookie as string, 'GET', '/api/client/features')).statusCode).toBe(401); // SDK routes take tokens only
  });

  it('refuses cookie writes without our own Origin (CSRF), and allows reads', async () => {
    const { cookie } = await login('ann', PASSWORD);
    const before = await t.eventCount();
    for (const headers of [{}, { origin: 'http://evil.test' }, { referer: 'http://evil.test/page' }, { origin: 'null' }] as Record<
      string,
      string
    >[]) {
      const res = await withSession(cookie as string, 'POST', '/api/admin/projects/default/features', { name: 'csrf' }, headers);
      expect({ headers, status: res.statusCode, name: JSON.parse(res.body).name }).toEqual({ headers, status: 403, name: 'NoAccessError' });
    }
    expect(await t.eventCount()).toBe(before);
    expect(
      (
        await withSession(
          cookie as string,
          'POST',
          '/api/admin/projects/default/features',
          { name: 'csrf-ok' },
          { referer: `${ORIGIN}/flags` },
        )
      ).statusCode,
    ).toBe(201);
    expect((await withSession(cookie as string, 'GET', '/api/admin/projects/default/features/csrf-ok', undefined, {})).statusCode).toBe(
      200,
    );
  });

  it('ends on sign-out, on expiry (idle and absolute), and everywhere but here on a password change', async () => {
    const out = await login('ann', PASSWORD);
    const logout = await withSession(out.cookie as string, 'POST', '/logout', undefined, {});
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/pennant_session=;.*Max-Age=0/);
    expect((await withSession(out.cookie as string, 'GET', '/api/admin/user')).statusCode).toBe(401);

    // One session unused past the idle limit (120 min), one past its absolute limit.
    const aged = await login('ann', PASSWORD);
    const idle = await login('ann', PASSWORD);
    await t.sql.query(
      `UPDATE auth_sessions SET last_seen_at = now() - interval '121 minutes' WHERE user_id = $1 AND created_at = (SELECT max(created_at) FROM auth_sessions WHERE user_id = $1)`,
      [ann],
    );
    await t.sql.query(
      `UPDATE auth_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND last_seen_at > now() - interval '1 minute' AND created_at < (SELECT max(created_at) FROM auth_sessions WHERE user_id = $1)`,
      [ann],
    );
    expect((await withSession(idle.cookie as string, 'GET', '/api/admin/user')).statusCode).toBe(401);
    expect((await withSession(aged.cookie as string, 'GET', '/api/admin/user')).statusCode).toBe(401);

    const here = await login('ann', PASSWORD);
    const elsewhere = await login('ann', PASSWORD);
    const changed = await withSession(here.cookie as string, 'POST', '/api/admin/user/change-password', {
      password: 'Battery-Staple-7',
      confirmPassword: 'Battery-Staple-7',
      oldPassword: PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await withSession(here.cookie as string, 'GET', '/api/admin/user')).statusCode).toBe(200);
    expect((await withSession(elsewhere.cookie as string, 'GET', '/api/admin/user')).statusCode).toBe(401);
    expect((await login('ann', PASSWORD)).status).toBe(401);
    expect((await login('ann', 'Battery-Staple-7')).status).toBe(200);
    // The current password is required to set a new one; a weak one is refused.
    expect(
      (
        await withSession(here.cookie as string, 'POST', '/api/admin/user/change-password', {
          password: 'Another-Pass-1',
          oldPassword: 'nope',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await withSession(here.cookie as string, 'POST', '/api/admin/user/change-password', {
          password: 'short',
          oldPassword: 'Battery-Staple-7',
        })
      ).statusCode,
    ).toBe(400);

    // An admin's reset ends every session of the user.
    const reset = await t.post(`/api/admin/user-admin/${ann}/change-password`, { password: PASSWORD });
    expect(reset.status).toBe(200);
    expect((await withSession(here.cookie as string, 'GET', '/api/admin/user')).statusCode).toBe(401);
  });

  it('follows the user: a lowered role applies at once, a deleted user ends every session', async () => {
    const bob = (await t.post('/api/admin/user-admin', { username: 'bob', rootRole: 'Admin', password: PASSWORD })).body.id as number;
    const { cookie } = await login('bob', PASSWORD);
    expect((await withSession(cookie as string, 'GET', '/api/admin/api-tokens')).statusCode).toBe(200);
    expect((await t.put(`/api/admin/user-admin/${bob}`, { rootRole: 'Viewer' })).status).toBe(200);
    expect((await withSession(cookie as string, 'GET', '/api/admin/api-tokens')).statusCode).toBe(403);
    expect((await t.delete(`/api/admin/user-admin/${bob}`)).status).toBe(200);
    expect((await withSession(cookie as string, 'GET', '/api/admin/user')).statusCode).toBe(401);
    expect((await login('bob', PASSWORD)).status).toBe(401);
  });

  it('limits failed sign-ins per account and address, never anyone else', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('ann', `Guess-${i}-xyz!`, '10.9.9.9')).status).toBe(401);
    const blocked = await login('ann', PASSWORD, '10.9.9.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body.name).toBe('RateLimitError');
    // The same account from elsewhere, another account from here, and tokens from here all work.
    expect((await login('ann', PASSWORD, '10.9.9.10')).status).toBe(200);
    await t.post('/api/admin/user-admin', { username: 'cat', rootRole: 'Viewer', password: PASSWORD });
    expect((await login('cat', PASSWORD, '10.9.9.9')).status).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/ui-config',
          remoteAddress: '10.9.9.9',
          headers: { authorization: ADMIN_TOKEN },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a user whose password breaks the rules before the user exists', async () => {
    const before = await t.eventCount();
    const res = await t.post('/api/admin/user-admin', { username: 'weak', rootRole: 'Viewer', password: 'password' });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { message: string }) => d.message)).toEqual(
      expect.arrayContaining(['The password must be at least 10 characters long.']),
    );
    expect(await t.eventCount()).toBe(before);
  });
});

describe('the first admin', () => {
  it('gets a generated password printed once when none is configured, and never again', async () => {
    const t = await createTestApp();
    try {
      const first = await t.app.get(AdminBootstrap).run();
      expect(first).toEqual({ username: 'admin', generatedPassword: expect.stringMatching(/.{20,}/) });
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/auth/simple/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'admin', password: first?.generatedPassword }),
      });
      expect(signIn.statusCode).toBe(200);
      expect(JSON.parse(signIn.body)).toMatchObject({ username: 'admin', rootRole: 1 });
      expect(await t.app.get(AdminBootstrap).run()).toBeNull();
      const banner = startupBanner({ url: 'http://localhost:4242', config: loadConfig({}), embedded: true, firstAdmin: first });
      expect(banner).toContain(first?.generatedPassword as string);
    } finally {
      await t.close();
    }
  });

  it('uses INIT_ADMIN_USER / INIT_ADMIN_PASSWORD and prints neither the password nor a configured API token', async () => {
    const t = await createTestApp({ INIT_ADMIN_USER: 'root@example.com', INIT_ADMIN_PASSWORD: 'Operator-Chosen-1' });
    try {
      const first = await t.app.get(AdminBootstrap).run();
      expect(first).toEqual({ username: 'root@example.com', generatedPassword: null });
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/auth/simple/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'root@example.com', password: 'Operator-Chosen-1' }),
      });
      expect(signIn.statusCode).toBe(200);
      const config = loadConfig({ INIT_ADMIN_API_TOKENS: ADMIN_TOKEN, INIT_ADMIN_PASSWORD: 'Operator-Chosen-1' });
      const banner = startupBanner({ url: 'http://localhost:4242', config, embedded: false, firstAdmin: first });
      expect(banner).not.toContain('Operator-Chosen-1');
      expect(banner).not.toContain(ADMIN_TOKEN);
      expect(banner).toContain('root@example.com');
      // The built-in development token is printed, and said to be one.
      expect(startupBanner({ url: 'http://x', config: loadConfig({}), embedded: true, firstAdmin: null })).toMatch(
        /pennant-local-admin-token-change-me.*built-in development token/,
      );
    } finally {
      await t.close();
    }
  });
});

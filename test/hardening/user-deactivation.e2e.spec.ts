import { request as httpRequest } from 'node:http';
import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Deactivating a user (ADR 0046) refuses them everywhere they could act: sign-in (the same 401
 * as a wrong password), their sessions (ended at once), their PATs and their open event streams;
 * a password reset does not re-enable them; reactivation lets them sign in again with the same
 * password while old sessions stay dead. The refusals of the command itself, and the read model
 * rebuilt from the log.
 */
const PASSWORD = 'Correct-Horse-9';
const HOST = 'pennant.test';
const ORIGIN = `http://${HOST}`;

describe('user deactivation', () => {
  let t: TestApp;
  let port = 0;
  let root = 0;
  let ann = 0;
  /** Ann's session from before her deactivation. */
  let oldCookie = '';

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.getHttpServer().address();
    port = typeof address === 'object' && address ? address.port : 0;
    root = (await t.post('/api/admin/user-admin', { username: 'root', rootRole: 'Admin', password: PASSWORD })).body.id as number;
    ann = (
      await t.post('/api/admin/user-admin', {
        email: 'ann@example.com',
        username: 'ann',
        name: 'Ann',
        rootRole: 'Admin',
        password: PASSWORD,
      })
    ).body.id as number;
  });
  afterAll(() => t.close());

  const login = async (username: string, password = PASSWORD) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/simple/login',
      headers: { host: HOST, 'content-type': 'application/json' },
      payload: JSON.stringify({ username, password }),
    });
    const cookie = /pennant_session=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1] ?? null;
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, cookie };
  };
  const withSession = (cookie: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { host: HOST, origin: ORIGIN, cookie: `pennant_session=${cookie}` } });
  const sessionsOf = async (userId: number) =>
    ((await t.sql.query('SELECT count(*)::int AS n FROM auth_sessions WHERE user_id = $1', [userId])).rows[0] as { n: number }).n;

  /** An event stream over a real socket; resolves when the server ends it. */
  const openStream = (headers: Record<string, string>) =>
    new Promise<{ status: number; ended: Promise<void> }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/api/admin/events/stream',
        headers: { accept: 'text/event-stream', ...headers },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, ended: new Promise((done) => res.on('close', () => done())) });
      });
      req.end();
    });
  const endsWithin = (ended: Promise<void>, ms: number) =>
    Promise.race([ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);

  it('answers isActive on the list and on one user', async () => {
    const list = await t.get('/api/admin/user-admin');
    expect(list.body.users.map((u: { id: number; isActive: boolean }) => [u.id, u.isActive])).toEqual([
      [root, true],
      [ann, true],
    ]);
    expect((await t.get(`/api/admin/user-admin/${ann}`)).body).toMatchObject({ id: ann, isActive: true });
  });

  it('deactivation ends sessions, PATs and open streams at once, and sign-in answers as for a wrong password', async () => {
    const pat = (await t.post(`/api/admin/user-admin/${ann}/tokens`, { description: 'ci', expiresAt: '2999-01-01T00:00:00.000Z' })).body
      .secret as string;
    const session = await login('ann');
    expect(session.status).toBe(200);
    oldCookie = session.cookie as string;
    expect((await withSession(session.cookie as string, 'GET', '/api/admin/user')).statusCode).toBe(200);
    expect((await t.get('/api/admin/user', { token: pat })).status).toBe(200);
    const byPat = await openStream({ authorization: pat });
    const bySession = await openStream({ host: HOST, cookie: `pennant_session=${session.cookie as string}` });
    expect([byPat.status, bySession.status]).toEqual([200, 200]);

    const before = await t.eventCount();
    const res = await t.post(`/api/admin/user-admin/${ann}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ann, email: 'ann@example.com', isActive: false });
    expect(await t.eventCount()).toBe(before + 1);
    const event = (await t.get('/api/admin/events?limit=1')).body.events[0];
    expect(event).toMatchObject({
      type: 'user-updated',
      data: { id: ann, isActive: false, rootRole: 1 },
      preData: { id: ann, rootRole: 1 },
    });
    expect(event.preData.isActive).not.toBe(false);

    // The session row is gone before the next request; the cookie, the PAT and the streams stop.
    expect(await sessionsOf(ann)).toBe(0);
    const ended = await withSession(session.cookie as string, 'GET', '/api/admin/user');
    expect(ended.statusCode).toBe(401);
    expect(JSON.parse(ended.body).name).toBe('AuthenticationRequired');
    expect((await t.get('/api/admin/user', { token: pat })).status).toBe(401);
    expect(await endsWithin(byPat.ended, 3000)).toBe(true);
    expect(await endsWithin(bySession.ended, 3000)).toBe(true);

    // Sign-in: exactly the answer a wrong password gets (the account's existence does not leak).
    const refused = await login('ann');
    const wrong = await login('root', 'Wrong-Horse-9');
    expect(refused.status).toBe(401);
    expect({ ...refused.body, id: 'x' }).toEqual({ ...wrong.body, id: 'x' });
    expect(refused.cookie).toBeNull();
    expect((await login('ANN@example.com')).status).toBe(401);
  });

  it('an admin password reset does not re-enable; reactivation does, with the same password, and old sessions stay dead', async () => {
    expect((await t.post(`/api/admin/user-admin/${ann}/change-password`, { password: 'Battery-Staple-7' })).status).toBe(200);
    expect((await login('ann', 'Battery-Staple-7')).status).toBe(401);
    expect((await t.post(`/api/admin/user-admin/${ann}/change-password`, { password: PASSWORD })).status).toBe(200);
    // A repeated deactivation changes nothing and records nothing.
    const before = await t.eventCount();
    expect((await t.post(`/api/admin/user-admin/${ann}/deactivate`)).body).toMatchObject({ isActive: false });
    expect(await t.eventCount()).toBe(before);

    const res = await t.post(`/api/admin/user-admin/${ann}/reactivate`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ann, isActive: true });
    expect(await t.eventCount()).toBe(before + 1);
    expect((await t.post(`/api/admin/user-admin/${ann}/reactivate`)).status).toBe(200);
    expect(await t.eventCount()).toBe(before + 1);
    const again = await login('ann');
    expect(again.status).toBe(200);
    expect((await withSession(again.cookie as string, 'GET', '/api/admin/user')).statusCode).toBe(200);
    expect((await withSession(oldCookie, 'GET', '/api/admin/user')).statusCode).toBe(401);
    expect((await t.get(`/api/admin/user-admin/${ann}`)).body.isActive).toBe(true);
  });

  it('refuses self-deactivation (400), the last active Admin (409) and unknown users (404)', async () => {
    const rootSession = (await login('root')).cookie as string;
    const self = await withSession(rootSession, 'POST', `/api/admin/user-admin/${root}/deactivate`);
    expect(self.statusCode).toBe(400);
    expect(JSON.parse(self.body)).toMatchObject({ name: 'BadDataError', message: 'You cannot deactivate yourself.' });

    // Ann deactivated by root: root is now the last active Admin, which nobody may deactivate.
    expect((await withSession(rootSession, 'POST', `/api/admin/user-admin/${ann}/deactivate`)).statusCode).toBe(200);
    const before = await t.eventCount();
    const last = await t.post(`/api/admin/user-admin/${root}/deactivate`);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ name: 'ConflictError', message: expect.stringContaining('last active Admin') });
    expect(await t.eventCount()).toBe(before);
    expect((await t.get(`/api/admin/user-admin/${root}`)).body.isActive).toBe(true);
    // An inactive Admin is not an Admin who can act: reactivating Ann makes root deactivatable.
    expect((await t.post(`/api/admin/user-admin/${ann}/reactivate`)).status).toBe(200);

    for (const path of ['/api/admin/user-admin/9999/deactivate', '/api/admin/user-admin/9999/reactivate']) {
      const res = await t.post(path);
      expect({ path, status: res.status, name: res.body.name }).toEqual({ path, status: 404, name: 'NotFoundError' });
    }
    const account = (await t.post('/api/admin/service-account', { username: 'bot', rootRole: 'Viewer' })).body.id as number;
    expect((await t.post(`/api/admin/user-admin/${account}/deactivate`)).status).toBe(404);
  });

  it('a rebuild of the access read model from the log keeps isActive', async () => {
    const cat = (await t.post('/api/admin/user-admin', { username: 'cat', rootRole: 'Viewer', password: PASSWORD })).body.id as number;
    expect((await t.post(`/api/admin/user-admin/${cat}/deactivate`)).status).toBe(200);
    const before = (await t.get('/api/admin/user-admin')).body.users as { id: number; isActive: boolean }[];
    expect(before.map((u) => [u.id, u.isActive])).toEqual([
      [root, true],
      [ann, true],
      [cat, false],
    ]);

    await t.app.close();
    await t.sql.query('TRUNCATE rm_api_tokens, rm_users, rm_pats, rm_roles, rm_groups, rm_group_users CASCADE');
    await t.sql.query(`UPDATE projection_checkpoints SET position = 0 WHERE name = 'access'`);
    await t.restart();
    await t.get('/ready');
    await eventually(
      async () => {
        expect((await t.get('/api/admin/user-admin')).body.users).toEqual(before);
        return true;
      },
      { timeoutMs: 10_000, intervalMs: 100, what: 'the rebuilt access read model' },
    );
    expect((await login('cat')).status).toBe(401);
    expect((await login('ann')).status).toBe(200);
  });
});

import { createTestApp, type TestApp } from '../support/test-app';

const users = '/api/admin/user-admin';
const features = '/api/admin/projects/default/features';
const future = '2999-01-01T00:00:00.000Z';

describe('users, root roles and personal access tokens', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A user with a root role and a PAT for them (admin bootstrap route). */
  async function userWithPat(email: string, rootRole: number | string): Promise<{ id: number; pat: string }> {
    const user = await t.post(users, { email, name: email.split('@')[0], rootRole });
    expect(user.status).toBe(201);
    const pat = await t.post(`${users}/${user.body.id}/tokens`, { description: 'e2e', expiresAt: future });
    expect(pat.status).toBe(201);
    expect(pat.body.secret).toMatch(/^user:[0-9a-f]{56}$/);
    return { id: user.body.id, pat: pat.body.secret };
  }

  it('creates, lists, updates and deletes users (events without secrets)', async () => {
    const before = await t.eventCount();
    const res = await t.post(users, { email: 'ann@example.com', name: 'Ann', rootRole: 'editor' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`user-admin/${res.body.id}`);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      email: 'ann@example.com',
      name: 'Ann',
      username: null,
      rootRole: 2,
      emailSent: false,
    });
    expect(await t.eventCount()).toBe(before + 1);
    const list = await t.get(users);
    expect(list.body.users.map((u: { email: string }) => u.email)).toContain('ann@example.com');
    expect(list.body.rootRoles.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Editor', 'Viewer']);
    const put = await t.put(`${users}/${res.body.id}`, { rootRole: 3, name: 'Ann B' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ rootRole: 3, name: 'Ann B' });
    const dup = await t.post(users, { email: 'ANN@example.com', rootRole: 1 });
    expect(dup.status).toBe(400);
    expect((await t.delete(`${users}/${res.body.id}`)).status).toBe(200);
    expect((await t.get(`${users}/${res.body.id}`)).status).toBe(404);
    const log = await t.get('/api/admin/events');
    expect(log.body.events.slice(0, 3).map((e: { type: string }) => e.type)).toEqual(['user-deleted', 'user-updated', 'user-created']);
  });

  it('refuses bad user input with 400 and writes nothing', async () => {
    const before = await t.eventCount();
    for (const body of [
      { email: 'x@example.com' },
      { email: 'x@example.com', rootRole: 7 },
      { email: 'not-an-email', rootRole: 1 },
      { rootRole: 1 },
      { name: 'n', rootRole: 'Owner' },
    ]) {
      const res = await t.post(users, body);
      expect([res.status, res.body.name, body]).toEqual([400, 'BadDataError', body]);
    }
    expect((await t.put(`${users}/abc`, { name: 'x' })).status).toBe(400);
    expect(await t.eventCount()).toBe(before);
  });

  it("a Viewer's PAT reads (200) but gets 403 NoAccessError on writes, before content type and body validation", async () => {
    expect((await t.post(features, { name: 'viewer-target' })).status).toBe(201);
    const { pat } = await userWithPat('vera@example.com', 'Viewer');
    expect((await t.get(`${features}/viewer-target`, { token: pat })).status).toBe(200);
    expect((await t.get('/api/admin/projects', { token: `Bearer ${pat}` })).status).toBe(200);
    const before = await t.eventCount();
    const invalid = await t.put(`${features}/viewer-target`, { type: 'not-a-type', stale: 'yes' }, { token: pat });
    expect(invalid.status).toBe(403);
    expect(invalid.body).toEqual({
      id: expect.any(String),
      name: 'NoAccessError',
      message: expect.stringContaining('UPDATE_FEATURE'),
      details: [{ message: expect.stringContaining('UPDATE_FEATURE') }],
      permissions: ['UPDATE_FEATURE'],
    });
    const malformed = await t.put(`${features}/viewer-target`, undefined, {
      token: pat,
      raw: '{"broken',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(403);
    const wrongType = await t.put(`${features}/viewer-target`, undefined, {
      token: pat,
      raw: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrongType.status).toBe(403);
    expect((await t.get('/api/admin/events', { token: pat })).status).toBe(403);
    expect((await t.get('/api/admin/events/viewer-target', { token: pat })).status).toBe(200);
    expect(await t.eventCount()).toBe(before);
  });

  it('an Editor creates flags as themself but gets 403 on API tokens and user admin', async () => {
    const { id, pat } = await userWithPat('ed@example.com', 2);
    const flag = await t.post(features, { name: 'by-editor' }, { token: pat });
    expect(flag.status).toBe(201);
    const log = await t.get('/api/admin/events/by-editor');
    expect(log.body.events[0]).toMatchObject({ type: 'feature-created', createdBy: 'ed@example.com', createdByUserId: id });
    const tokens = await t.post('/api/admin/api-tokens', { tokenName: 'x', type: 'client' }, { token: pat });
    expect(tokens.status).toBe(403);
    expect(tokens.body).toMatchObject({ name: 'NoAccessError', permissions: ['ADMIN'] });
    expect((await t.get(users, { token: pat })).status).toBe(403);
    expect((await t.get('/api/admin/signal-endpoints', { token: pat })).status).toBe(403);
  });

  it('an Admin user passes everything; PATs: own list, create (once), delete, 10 max, role changes apply at once', async () => {
    const { id, pat } = await userWithPat('root@example.com', 1);
    expect((await t.get('/api/admin/events', { token: pat })).status).toBe(200);
    const own = await t.post('/api/admin/user/tokens', { description: 'laptop', expiresAt: future }, { token: pat });
    expect(own.status).toBe(201);
    expect(own.body).toEqual({
      id: expect.any(Number),
      description: 'laptop',
      expiresAt: future,
      createdAt: expect.any(String),
      seenAt: null,
      userId: id,
      secret: expect.stringMatching(/^user:/),
    });
    const listed = await t.get('/api/admin/user/tokens', { token: own.body.secret });
    expect(listed.status).toBe(200);
    expect(listed.body.pats.map((p: { description: string }) => p.description)).toEqual(['e2e', 'laptop']);
    expect(JSON.stringify(listed.body)).not.toContain('user:');
    expect((await t.post('/api/admin/user/tokens', { description: 'laptop', expiresAt: future }, { token: pat })).status).toBe(409);
    expect(
      (await t.post('/api/admin/user/tokens', { description: 'past', expiresAt: '2001-01-01T00:00:00Z' }, { token: pat })).status,
    ).toBe(400);
    for (let i = 0; i < 8; i += 1)
      expect((await t.post('/api/admin/user/tokens', { description: `t${i}`, expiresAt: future }, { token: pat })).status).toBe(201);
    const eleventh = await t.post('/api/admin/user/tokens', { description: 'eleventh', expiresAt: future }, { token: pat });
    expect(eleventh.status).toBe(403);
    expect(eleventh.body.name).toBe('OperationDeniedError');
    expect((await t.get('/api/admin/user/tokens')).status).toBe(403); // an admin API token has no user

    const events = JSON.stringify((await t.get('/api/admin/events')).body);
    expect(events).not.toContain(own.body.secret);
    expect(events).toContain('"secret":"***"');

    expect((await t.delete(`/api/admin/user/tokens/${own.body.id}`, { token: pat })).status).toBe(200);
    expect((await t.get('/api/admin/projects', { token: own.body.secret })).status).toBe(401);
    // An admin revokes one of the user's tokens (a leaked one) without touching the user or the other tokens.
    const leaked = await t.post(`${users}/${id}/tokens`, { description: 'leaked', expiresAt: future });
    expect(leaked.status).toBe(201);
    expect((await t.get('/api/admin/projects', { token: leaked.body.secret })).status).toBe(200);
    const revoked = await t.delete(`${users}/${id}/tokens/${leaked.body.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.headers['pennant-last-event-id']).toEqual(expect.any(String));
    expect((await t.get('/api/admin/projects', { token: leaked.body.secret })).status).toBe(401);
    expect((await t.get('/api/admin/projects', { token: pat })).status).toBe(200);
    const deleted = (await t.get('/api/admin/events?type=pat-deleted')).body.events[0];
    expect(deleted).toMatchObject({ type: 'pat-deleted', createdBy: 'admin' });
    expect(deleted.preData).toMatchObject({ id: leaked.body.id, userId: id, description: 'leaked', secret: '***' });
    expect((await t.delete(`${users}/${id}/tokens/${leaked.body.id}`)).status).toBe(404);
    // A token id under another user's id: the token is not theirs, and it keeps working.
    const e2e = (await t.get(`${users}/${id}/tokens`)).body.pats.find((p: { description: string }) => p.description === 'e2e');
    expect((await t.delete(`${users}/${id + 1000}/tokens/${e2e.id}`)).status).toBe(404);
    expect((await t.get('/api/admin/projects', { token: pat })).status).toBe(200);
    expect((await t.delete(`${users}/${id}/tokens/abc`)).body).toMatchObject({ name: 'BadDataError' });
    // Demoted to Viewer: the same PAT loses write access immediately; deleted user: 401.
    expect((await t.put(`${users}/${id}`, { rootRole: 'Viewer' })).status).toBe(200);
    expect((await t.post(features, { name: 'too-late' }, { token: pat })).status).toBe(403);
    expect((await t.delete(`${users}/${id}`)).status).toBe(200);
    expect((await t.get('/api/admin/projects', { token: pat })).status).toBe(401);
  });
});

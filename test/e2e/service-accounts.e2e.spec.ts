import { createTestApp, type TestApp } from '../support/test-app';

/** Service accounts — users for machines, with a root role and tokens of their own. */
const base = '/api/admin/service-account';
const future = '2999-01-01T00:00:00.000Z';
const features = '/api/admin/projects/default/features';

describe('service accounts', () => {
  let t: TestApp;
  let editorPat: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.post('/api/admin/user-admin', { email: 'ed@example.com', rootRole: 'Editor' });
    editorPat = (await t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'e2e', expiresAt: future })).body
      .secret as string;
  });
  afterAll(() => t.close());

  type Logged = { type: string; createdBy: string; data: Record<string, unknown> | null; preData: Record<string, unknown> | null };
  const lastEvents = async (n: number) => ((await t.get('/api/admin/events')).body.events as Logged[]).slice(0, n);

  it('create (201) → list, get; not a user; service-account-created is logged', async () => {
    const created = await t.post(base, { username: 'deploy-bot', name: 'Deploy bot', rootRole: 'Editor' });
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(`service-account/${created.body.id}`);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Deploy bot',
      username: 'deploy-bot',
      imageUrl: expect.stringMatching(/^https:\/\/gravatar\.com\/avatar\/[0-9a-f]{64}/),
      createdAt: expect.stringMatching(/^\d{4}-/),
      rootRole: 2,
      isAPI: false,
      accountType: 'Service Account',
      tokens: [],
    });
    expect((await lastEvents(1))[0]).toMatchObject({
      type: 'service-account-created',
      data: { id: created.body.id, username: 'deploy-bot', name: 'Deploy bot', rootRole: 2 },
    });
    const list = await t.get(base);
    expect(list.body.serviceAccounts).toEqual([created.body]);
    expect(list.body.rootRoles.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Editor', 'Viewer']);
    expect((await t.get(`${base}/${created.body.id}`)).body).toEqual(created.body);
    // Service accounts are not users, and users are not service accounts.
    expect(((await t.get('/api/admin/user-admin')).body.users as { id: number }[]).some((u) => u.id === created.body.id)).toBe(false);
    expect((await t.get(`/api/admin/user-admin/${created.body.id}`)).status).toBe(404);
    expect((await t.delete(`/api/admin/user-admin/${created.body.id}`)).status).toBe(404);
  });

  it('its token authenticates with its root role; update changes what it may do; delete stops it', async () => {
    const account = await t.post(base, { username: 'ci-bot', rootRole: 3 });
    const token = await t.post(`${base}/${account.body.id}/token`, { description: 'ci', expiresAt: future });
    expect(token.status).toBe(201);
    expect(token.body).toMatchObject({ id: expect.any(Number), description: 'ci', secret: expect.stringMatching(/^user:/) });
    const secret = token.body.secret as string;
    expect((await lastEvents(1))[0].type).toBe('pat-created');
    expect((await t.get(`${base}/${account.body.id}/token`)).body.tokens).toEqual([
      { id: token.body.id, description: 'ci', expiresAt: future, createdAt: expect.any(String) },
    ]);

    // Viewer: reads, may not write.
    expect((await t.get(features, { token: secret })).status).toBe(200);
    expect((await t.post(features, { name: 'by-bot' }, { token: secret })).status).toBe(403);
    const updated = await t.put(`${base}/${account.body.id}`, { rootRole: 'Editor', name: 'CI' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ rootRole: 2, name: 'CI', username: 'ci-bot' });
    expect((await lastEvents(1))[0]).toMatchObject({
      type: 'service-account-updated',
      data: { rootRole: 2, name: 'CI' },
      preData: { rootRole: 3, name: null },
    });
    const made = await t.post(features, { name: 'by-bot' }, { token: secret });
    expect(made.status).toBe(201);
    const [event] = await lastEvents(1);
    expect(event).toMatchObject({ type: 'feature-created', createdBy: 'ci-bot' });

    // Token deleted → 401; a new one works until the account is deleted.
    expect((await t.delete(`${base}/${account.body.id}/token/${token.body.id}`)).status).toBe(200);
    expect((await t.get(features, { token: secret })).status).toBe(401);
    const second = (await t.post(`${base}/${account.body.id}/token`, { description: 'ci-2', expiresAt: future })).body.secret as string;
    expect((await t.get(features, { token: second })).status).toBe(200);
    expect((await t.delete(`${base}/${account.body.id}`)).status).toBe(200);
    expect((await lastEvents(1))[0]).toMatchObject({
      type: 'service-account-deleted',
      preData: { id: account.body.id, username: 'ci-bot' },
    });
    expect((await t.get(features, { token: second })).status).toBe(401);
    expect((await t.get(`${base}/${account.body.id}`)).status).toBe(404);
  });

  it('bad input 400, unknown 404, taken usernames 400, non-admins 403 — nothing logged', async () => {
    const before = await t.eventCount();
    for (const body of [
      {},
      { username: '' },
      { username: 'has space', rootRole: 2 },
      { username: 'x', rootRole: 'Owner' },
      { username: 'x', rootRole: 9 },
      { username: 42, rootRole: 2 },
    ]) {
      const res = await t.post(base, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body).toMatchObject({ id: expect.any(String), name: 'BadDataError', message: expect.any(String) });
    }
    expect((await t.post(base, { username: 'deploy-bot', rootRole: 2 })).status).toBe(400);
    expect((await t.post('/api/admin/user-admin', { username: 'DEPLOY-BOT', rootRole: 2 })).status).toBe(400);
    expect((await t.put(`${base}/99999`, { name: 'x' })).status).toBe(404);
    expect((await t.delete(`${base}/99999`)).status).toBe(404);
    expect((await t.post(`${base}/99999/token`, { description: 'x', expiresAt: future })).status).toBe(404);
    expect((await t.put(`${base}/abc`, { name: 'x' })).status).toBe(400);
    const denied = await t.post(base, { username: 'sneaky', rootRole: 1 }, { token: editorPat });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ name: 'NoAccessError' });
    expect((await t.get(base, { token: editorPat })).status).toBe(403);
    expect((await t.get(base, { token: null })).status).toBe(401);
    expect(await t.eventCount()).toBe(before);
  });

  it('concurrent creates of one username: exactly one 201', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => t.post(base, { username: 'raced-bot', rootRole: 3 })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
  });
});

import { createTestApp, type TestApp } from '../support/test-app';

// ADR 0056: nobody reaches, through an action set, a service account's token or a username, more
// than their own rights; personal access tokens are personal and may have a maximum lifetime.

const FAR = '2999-01-01T00:00:00.000Z';
const NO_ACCESS = { id: expect.any(String), name: 'NoAccessError', message: expect.any(String) };

describe('privilege boundaries', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PAT_MAX_LIFETIME_DAYS: '30' });
  });
  afterAll(() => t.close());

  /** A person with a password-less account and a PAT (the PAT route of an admin); `project` gets the given project role. */
  async function person(email: string, rootRole: string, projectRole?: number): Promise<{ id: number; token: string }> {
    const created = await t.post('/api/admin/user-admin', { email, rootRole });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    if (projectRole !== undefined)
      expect((await t.post(`/api/admin/projects/default/users/${id}/roles/${projectRole}`, {})).status).toBe(200);
    const pat = await t.post(`/api/admin/user-admin/${id}/tokens`, { description: 'e2e', expiresAt: inDays(10) });
    expect(pat.status).toBe(201);
    return { id, token: pat.body.secret as string };
  }

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  async function serviceAccount(username: string, rootRole: string, projectRole?: number): Promise<number> {
    const created = await t.post('/api/admin/service-account', { username, name: username, rootRole });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    if (projectRole !== undefined)
      expect((await t.post(`/api/admin/projects/default/users/${id}/roles/${projectRole}`, {})).status).toBe(200);
    return id;
  }

  describe('an action set acts only as a service account whose rights the caller holds', () => {
    const base = '/api/admin/projects/default/actions';
    let endpointId: number;
    let owner: { id: number; token: string };
    const accounts: Record<'admin' | 'editor' | 'viewer' | 'member', number> = { admin: 0, editor: 0, viewer: 0, member: 0 };
    let n = 0;
    const body = (actorId: number) => ({
      name: `act-as-${(n += 1)}`,
      actorId,
      match: { source: 'signal-endpoint', sourceId: endpointId },
      actions: [
        { action: 'TOGGLE_FEATURE_ON', sortOrder: 1, executionParams: { project: 'default', featureName: 'f', environment: 'production' } },
      ],
    });

    beforeAll(async () => {
      endpointId = (await t.post('/api/admin/signal-endpoints', { name: 'act-as' })).body.id;
      // A Viewer who owns the project (Owner holds UPDATE_PROJECT there, so may manage its action sets).
      owner = await person('owner@example.com', 'Viewer', 4);
      accounts.admin = await serviceAccount('admin-bot', 'Admin');
      accounts.editor = await serviceAccount('editor-bot', 'Editor');
      accounts.viewer = await serviceAccount('viewer-bot', 'Viewer');
      accounts.member = await serviceAccount('member-bot', 'Viewer', 5);
    });

    it('refuses an UPDATE_PROJECT holder an Admin or Editor account (403, nothing recorded), and allows accounts within their rights', async () => {
      for (const account of [accounts.admin, accounts.editor]) {
        const before = await t.eventCount();
        const refused = await t.post(base, body(account), { token: owner.token });
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject(NO_ACCESS);
        expect(refused.body.message).toContain(`service account ${account}`);
        expect(await t.eventCount()).toBe(before);
      }
      for (const account of [accounts.viewer, accounts.member])
        expect((await t.post(base, body(account), { token: owner.token })).status).toBe(201);
      // An admin may pick any account.
      expect((await t.post(base, body(accounts.admin))).status).toBe(201);
    });

    it('refuses re-pointing, editing or switching on a set whose account outranks the caller; switching it off is allowed', async () => {
      const mine = (await t.post(base, body(accounts.viewer), { token: owner.token })).body.id as number;
      const repointed = await t.put(`${base}/${mine}`, { actorId: accounts.admin }, { token: owner.token });
      expect(repointed.status).toBe(403);
      expect(repointed.body).toMatchObject(NO_ACCESS);

      const privileged = (await t.post(base, body(accounts.admin))).body.id as number;
      const edited = await t.put(`${base}/${privileged}`, { description: 'now mine' }, { token: owner.token });
      expect(edited.status).toBe(403);
      expect((await t.post(`${base}/${privileged}/off`, undefined, { token: owner.token })).status).toBe(200);
      expect((await t.post(`${base}/${privileged}/on`, undefined, { token: owner.token })).status).toBe(403);
      expect((await t.get(`${base}/${privileged}`)).body).toMatchObject({ enabled: false, description: null, actorId: accounts.admin });
    });
  });

  describe("a username is never another user's email, nor an email another user's username", () => {
    beforeAll(async () => {
      expect((await t.post('/api/admin/user-admin', { email: 'newhire@corp.example', rootRole: 'Viewer' })).status).toBe(201);
      expect((await t.post('/api/admin/user-admin', { username: 'shared@corp.example', rootRole: 'Viewer' })).status).toBe(201);
    });

    it('refuses it on user create and update (400, nothing recorded)', async () => {
      const before = await t.eventCount();
      const squat = await t.post('/api/admin/user-admin', { username: 'NewHire@corp.example', rootRole: 'Viewer' });
      expect(squat.status).toBe(400);
      expect(squat.body).toMatchObject({ name: 'BadDataError', message: expect.stringContaining("another user's email address") });
      const clash = await t.post('/api/admin/user-admin', { email: 'Shared@corp.example', rootRole: 'Viewer' });
      expect(clash.status).toBe(400);
      expect(clash.body.message).toContain("another user's username");
      const other = (await t.post('/api/admin/user-admin', { username: 'innocent', rootRole: 'Viewer' })).body.id as number;
      const renamed = await t.put(`/api/admin/user-admin/${other}`, { username: 'newhire@corp.example' });
      expect(renamed.status).toBe(400);
      expect(await t.eventCount()).toBe(before + 1); // only `innocent`
    });

    it('refuses it on a public sign-up link', async () => {
      const link = await t.post('/api/admin/invite-link/tokens', { name: 'team', expiresAt: inDays(7) });
      expect(link.status).toBe(201);
      const signUp = await t.post(
        `/invite/${encodeURIComponent(link.body.secret)}/signup`,
        { name: 'Squatter', email: 'squatter@evil.example', username: 'newhire@corp.example', password: 'Squatting-Horse-9' },
        { token: null },
      );
      expect(signUp.status).toBe(400);
      expect(signUp.body.message).toContain("another user's email address");
      expect((await t.get('/api/admin/user-admin')).body.users.some((u: { email: string }) => u.email === 'squatter@evil.example')).toBe(
        false,
      );
    });
  });

  describe('personal access tokens are personal', () => {
    it("refuses a service account's token minting one, and an admin making one for a service account", async () => {
      const bot = await serviceAccount('pat-bot', 'Editor');
      const token = await t.post(`/api/admin/service-account/${bot}/token`, { description: 'ci', expiresAt: FAR });
      expect(token.status).toBe(201); // a service account's own token: no maximum lifetime applies
      const before = await t.eventCount();
      const minted = await t.post('/api/admin/user/tokens', { description: 'more', expiresAt: inDays(5) }, { token: token.body.secret });
      expect(minted.status).toBe(403);
      expect(minted.body).toMatchObject(NO_ACCESS);
      expect(minted.body.message).toContain('Personal access tokens belong to people');
      expect((await t.post(`/api/admin/user-admin/${bot}/tokens`, { description: 'admin-made', expiresAt: inDays(5) })).status).toBe(403);
      expect(await t.eventCount()).toBe(before);
      // A person's token still mints its holder's own.
      const someone = await person('pat-person@example.com', 'Editor');
      expect((await t.post('/api/admin/user/tokens', { description: 'mine', expiresAt: inDays(5) }, { token: someone.token })).status).toBe(
        201,
      );
    });

    it('refuses an expiry past PAT_MAX_LIFETIME_DAYS with a clear 400, on both PAT routes', async () => {
      const someone = await person('long-lived@example.com', 'Viewer');
      const before = await t.eventCount();
      for (const [url, token] of [
        ['/api/admin/user/tokens', someone.token],
        [`/api/admin/user-admin/${someone.id}/tokens`, undefined],
      ] as const) {
        const refused = await t.post(url, { description: `far ${url}`, expiresAt: FAR }, { token });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          name: 'BadDataError',
          message: expect.stringContaining('at most 30 days from now (PAT_MAX_LIFETIME_DAYS)'),
        });
        expect(refused.body.details).toEqual([{ path: 'body.expiresAt', message: expect.stringContaining('no later than') }]);
      }
      expect(await t.eventCount()).toBe(before);
      expect(
        (await t.post('/api/admin/user/tokens', { description: 'month', expiresAt: inDays(29) }, { token: someone.token })).status,
      ).toBe(201);
    });
  });
});

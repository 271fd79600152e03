import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Project roles (Owner, Member, custom), groups and project members — evented, and
 * enforced: a Viewer with a project role may do in that project what the role allows, nowhere else.
 */
const future = '2999-01-01T00:00:00.000Z';
const pa = '/api/admin/projects/pa';

describe('project roles, groups and project access', () => {
  let t: TestApp;
  const user = { vic: 0, greg: 0 };
  const pat = { vic: '', greg: '' };
  let team = 0;
  let toggler = 0;

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['vic', 'greg'] as const) {
      user[name] = (await t.post('/api/admin/user-admin', { email: `${name}@example.com`, rootRole: 'Viewer' })).body.id as number;
      pat[name] = (await t.post(`/api/admin/user-admin/${user[name]}/tokens`, { description: 'e2e', expiresAt: future })).body
        .secret as string;
    }
    expect((await t.post('/api/admin/projects', { id: 'pa', name: 'Project access' })).status).toBe(201);
    expect((await t.post(`${pa}/features`, { name: 'pa-flag' })).status).toBe(201);
  });
  afterAll(() => t.close());

  type Logged = { type: string; project: string | null; data: Record<string, unknown> | null; preData: Record<string, unknown> | null };
  const last = async () => ((await t.get('/api/admin/events?limit=1')).body.events as Logged[])[0];
  const toggle = (env: string, token: string) => t.post(`${pa}/features/pa-flag/environments/${env}/on`, undefined, { token });

  it('a Member may create flags in that project only; not change the project', async () => {
    expect((await t.post(`${pa}/features`, { name: 'by-vic' }, { token: pat.vic })).status).toBe(403);
    const added = await t.post(`${pa}/access`, { roles: [5], users: [user.vic] });
    expect(added.status).toBe(200);
    expect(added.body.users).toEqual([expect.objectContaining({ id: user.vic, roles: [5] })]);
    expect(await last()).toMatchObject({
      type: 'project-access-added',
      project: 'pa',
      data: { roles: [5], users: [user.vic], groups: [] },
    });
    expect((await t.post(`${pa}/features`, { name: 'by-vic' }, { token: pat.vic })).status).toBe(201);
    expect((await t.post('/api/admin/projects/default/features', { name: 'by-vic-elsewhere' }, { token: pat.vic })).status).toBe(403);
    expect((await t.put(pa, { name: 'renamed by vic' }, { token: pat.vic })).status).toBe(403);
  });

  it('a group holding Owner gives its members the project, and taking a member out takes it away', async () => {
    const group = await t.post('/api/admin/groups', { name: 'Team', users: [{ user: { id: user.greg } }] });
    expect(group.status).toBe(201);
    team = group.body.id as number;
    expect(group.body).toMatchObject({ name: 'Team', userCount: 1, users: [{ user: expect.objectContaining({ id: user.greg }) }] });
    expect(await last()).toMatchObject({ type: 'group-created', data: { id: team, name: 'Team', users: [user.greg] } });
    expect((await t.post(`${pa}/access`, { roles: [4], groups: [team] })).status).toBe(200);
    expect((await t.put(pa, { name: 'Project access (by Greg)' }, { token: pat.greg })).status).toBe(200);
    // An Owner manages members: Greg makes Vic a Member of nothing else, then back.
    expect((await t.get(`${pa}/access`)).body.groups).toEqual([
      expect.objectContaining({ id: team, roles: [4], users: [{ id: user.greg }] }),
    ]);

    expect((await t.put(`/api/admin/groups/${team}`, { name: 'Team', users: [] })).status).toBe(200);
    expect(await last()).toMatchObject({ type: 'group-user-removed', data: { groupId: team, userId: user.greg } });
    expect((await t.put(pa, { name: 'again by Greg' }, { token: pat.greg })).status).toBe(403);
    expect((await t.put(`/api/admin/groups/${team}`, { name: 'Team', users: [{ user: { id: user.greg } }] })).status).toBe(200);
    expect(await last()).toMatchObject({ type: 'group-user-added', data: { groupId: team, userId: user.greg } });
    expect((await t.put(pa, { name: 'again by Greg' }, { token: pat.greg })).status).toBe(200);
  });

  it('a custom role with a permission in production only allows exactly that', async () => {
    const role = await t.post('/api/admin/roles', {
      name: 'Prod toggler',
      description: 'production switch',
      type: 'custom',
      permissions: [{ name: 'UPDATE_FEATURE_ENVIRONMENT', environment: 'production' }],
    });
    expect(role.status).toBe(201);
    toggler = role.body.id as number;
    expect(role.body).toEqual({
      id: toggler,
      name: 'Prod toggler',
      description: 'production switch',
      type: 'custom',
      permissions: [{ name: 'UPDATE_FEATURE_ENVIRONMENT', environment: 'production' }],
    });
    expect(await last()).toMatchObject({ type: 'role-created', data: { id: toggler, name: 'Prod toggler' } });
    const roles = (await t.get('/api/admin/roles')).body.roles as { id: number; name: string; type: string }[];
    expect(roles.map((r) => [r.id, r.name, r.type])).toEqual([
      [1, 'Admin', 'root'],
      [2, 'Editor', 'root'],
      [3, 'Viewer', 'root'],
      [4, 'Owner', 'project'],
      [5, 'Member', 'project'],
      [toggler, 'Prod toggler', 'custom'],
    ]);

    const set = await t.put(`${pa}/users/${user.vic}/roles`, { roles: [toggler] });
    expect(set.status).toBe(200);
    expect(await last()).toMatchObject({
      type: 'project-access-user-roles-updated',
      data: { roles: [toggler], users: [user.vic] },
      preData: { roles: [5], users: [user.vic] },
    });
    expect((await toggle('production', pat.vic)).status).toBe(200);
    expect((await toggle('development', pat.vic)).status).toBe(403);
    expect((await t.post(`${pa}/features`, { name: 'by-vic-2' }, { token: pat.vic })).status).toBe(403);

    // Changing the role changes what its holders may do, at once.
    expect(
      (await t.put(`/api/admin/roles/${toggler}`, { name: 'Prod toggler', permissions: [{ name: 'UPDATE_FEATURE_ENVIRONMENT' }] })).status,
    ).toBe(200);
    expect(await last()).toMatchObject({ type: 'role-updated' });
    expect((await toggle('development', pat.vic)).status).toBe(200);
    // Held by someone: cannot be deleted.
    const refused = await t.delete(`/api/admin/roles/${toggler}`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.message).toContain('Prod toggler');
  });

  it('the older single-role endpoints add, change and remove one role', async () => {
    expect((await t.delete(`${pa}/users/${user.vic}/roles`)).status).toBe(200);
    expect(await last()).toMatchObject({ type: 'project-access-user-roles-deleted', preData: { roles: [toggler], users: [user.vic] } });
    expect((await toggle('production', pat.vic)).status).toBe(403);
    expect((await t.post(`${pa}/users/${user.vic}/roles/5`)).status).toBe(200);
    expect(await last()).toMatchObject({ type: 'project-user-added', data: { roleId: 5, users: [user.vic] } });
    expect((await t.put(`${pa}/users/${user.vic}/roles/4`, {})).status).toBe(200);
    expect(await last()).toMatchObject({ type: 'project-user-role-changed', data: { roleId: 4 }, preData: { roles: [5] } });
    expect((await t.put(pa, { name: 'by Vic, Owner' }, { token: pat.vic })).status).toBe(200);
    expect((await t.delete(`${pa}/users/${user.vic}/roles/4`)).status).toBe(200);
    expect(await last()).toMatchObject({ type: 'project-user-removed', preData: { roleId: 4, users: [user.vic] } });
    expect((await t.put(pa, { name: 'by Vic again' }, { token: pat.vic })).status).toBe(403);
    for (const [method, type] of [
      ['post', 'project-group-added'],
      ['put', 'project-group-role-changed'],
      ['delete', 'project-group-removed'],
    ] as const) {
      const url = `${pa}/groups/${team}/roles/5`;
      expect((method === 'post' ? await t.post(url) : method === 'put' ? await t.put(url, {}) : await t.delete(url)).status).toBe(200);
      expect((await last()).type).toBe(type);
    }
    expect((await t.put(`${pa}/groups/${team}/roles`, { roles: [5] })).status).toBe(200);
    expect(await last()).toMatchObject({ type: 'project-access-group-roles-updated', data: { roles: [5], groups: [team] } });
    expect((await t.delete(`${pa}/groups/${team}/roles`)).status).toBe(200);
    expect(await last()).toMatchObject({ type: 'project-access-group-roles-deleted' });
    expect((await t.delete(`/api/admin/roles/${toggler}`)).status).toBe(200);
    expect(await last()).toMatchObject({ type: 'role-deleted', preData: { id: toggler } });
    expect((await t.delete(`/api/admin/groups/${team}`)).status).toBe(200);
    expect(await last()).toMatchObject({ type: 'group-deleted', preData: { id: team } });
  });

  it('bad input 400, unknown 404, non-admins 403, and nothing is logged', async () => {
    const before = await t.eventCount();
    const cases: [Promise<{ status: number; body: { name?: string } }>, number][] = [
      [t.post(`${pa}/access`, { roles: [1], users: [user.vic] }), 400],
      [t.post(`${pa}/access`, { roles: [5] }), 400],
      [t.post(`${pa}/access`, { roles: [5], users: [99999] }), 404],
      [t.post(`${pa}/access`, { roles: [5], groups: [99999] }), 404],
      [t.post(`${pa}/access`, { roles: 'all' }), 400],
      [t.put(`${pa}/users/${user.vic}/roles`, { roles: [] }), 400],
      [t.delete(`${pa}/users/${user.vic}/roles`), 404],
      [t.post('/api/admin/projects/nope/access', { roles: [5], users: [user.vic] }), 404],
      [t.post('/api/admin/roles', { name: 'x', permissions: [{ name: 'FLY' }] }), 400],
      [t.post('/api/admin/roles', { name: 'Owner', permissions: [] }), 409],
      [t.post('/api/admin/roles', { name: 'y', permissions: [{ name: 'CREATE_FEATURE', environment: 'production' }] }), 400],
      [t.put('/api/admin/roles/4', { name: 'Boss', permissions: [] }), 403],
      [t.post('/api/admin/groups', { name: 'g', users: [{ user: { id: 99999 } }] }), 400],
      [t.post('/api/admin/groups', { name: '' }), 400],
      [t.post('/api/admin/roles', { name: 'by vic', permissions: [] }, { token: pat.vic }), 403],
      [t.get('/api/admin/groups', { token: pat.vic }), 403],
      [t.post(`${pa}/access`, { roles: [4], users: [user.vic] }, { token: pat.vic }), 403],
    ];
    for (const [request, status] of cases) {
      const res = await request;
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ name: expect.any(String) });
    }
    expect(await t.eventCount()).toBe(before);
  });

  it('a deleted and re-created project starts with no members', async () => {
    expect((await t.post('/api/admin/projects', { id: 'pb', name: 'B' })).status).toBe(201);
    expect((await t.post('/api/admin/projects/pb/access', { roles: [4], users: [user.vic] })).status).toBe(200);
    expect((await t.put('/api/admin/projects/pb', { name: 'B by Vic' }, { token: pat.vic })).status).toBe(200);
    expect((await t.delete('/api/admin/projects/pb')).status).toBe(200);
    expect((await t.post('/api/admin/projects', { id: 'pb', name: 'B again' })).status).toBe(201);
    expect((await t.get('/api/admin/projects/pb/access')).body.users).toEqual([]);
    expect((await t.put('/api/admin/projects/pb', { name: 'B by Vic' }, { token: pat.vic })).status).toBe(403);
  });
});

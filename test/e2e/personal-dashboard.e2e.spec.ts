import { personalDashboardProjectDetailsSchema, personalDashboardSchema } from '../../apps/admin-api/src/openapi/schemas';
import { expectSchema } from '../support/schema-assert';
import { createTestApp, type TestApp } from '../support/test-app';

const OTHER_ADMIN = '*:*.second-admin-secret-abcdef012345';

describe('favourites and personal dashboards', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ INIT_ADMIN_API_TOKENS: `*:*.e2e-admin-secret-0123456789abcdef,${OTHER_ADMIN}` });
  });
  afterAll(() => t.close());

  it('shows an empty dashboard with the default project for a new caller', async () => {
    const res = await t.get('/api/admin/personal-dashboard');
    expect(res.status).toBe(200);
    expectSchema(res.body, personalDashboardSchema);
    expect(res.body).toEqual({
      admins: [],
      projectOwners: [],
      flags: [],
      projects: [{ id: 'default', name: 'Default', health: 100, memberCount: 0, featureCount: 0 }],
    });
  });

  it('lists flags the caller created or favourited, newest first, without archived ones', async () => {
    await t.post('/api/admin/projects/default/features', { name: 'mine-1' });
    await t.post('/api/admin/projects/default/features', { name: 'theirs' }, { token: OTHER_ADMIN });
    await t.post('/api/admin/projects/default/features', { name: 'mine-2', type: 'experiment' });
    expect((await t.post('/api/admin/projects/default/features/theirs/favorites')).status).toBe(200);
    const before = await t.eventCount();
    expect((await t.post('/api/admin/projects/default/features/theirs/favorites')).status).toBe(200);
    expect(await t.eventCount()).toBe(before);
    const res = await t.get('/api/admin/personal-dashboard');
    expect(res.body.flags).toEqual([
      { name: 'mine-2', project: 'default', type: 'experiment' },
      { name: 'theirs', project: 'default', type: 'release' },
      { name: 'mine-1', project: 'default', type: 'release' },
    ]);
    expect((await t.get('/api/admin/personal-dashboard', { token: OTHER_ADMIN })).body.flags.map((f: { name: string }) => f.name)).toEqual([
      'theirs',
    ]);
    await t.put('/api/admin/projects/default/features/mine-1', { archived: true });
    await t.delete('/api/admin/projects/default/features/theirs/favorites');
    expect((await t.get('/api/admin/personal-dashboard')).body.flags.map((f: { name: string }) => f.name)).toEqual(['mine-2']);
    expect((await t.get('/api/admin/personal-dashboard')).body.projects[0]).toMatchObject({ id: 'default', featureCount: 2 });
    const favs = await t.get('/api/admin/events/theirs');
    expect(favs.body.events.slice(0, 2).map((e: { type: string; project: string | null }) => [e.type, e.project])).toEqual([
      ['feature-unfavorited', null],
      ['feature-favorited', null],
    ]);
  });

  it('favourites projects and 404s unknown ones without writing', async () => {
    expect((await t.post('/api/admin/projects/default/favorites')).status).toBe(200);
    const before = await t.eventCount();
    expect((await t.post('/api/admin/projects/nope/favorites')).status).toBe(404);
    expect((await t.post('/api/admin/projects/default/features/nope/favorites')).status).toBe(404);
    expect(await t.eventCount()).toBe(before);
  });

  it('gives project details: insights, onboarding status, latest events, system owner', async () => {
    await t.put('/api/admin/projects/default/features/mine-2', { stale: true });
    for (const description of ['a', 'b', 'c']) await t.put('/api/admin/projects/default/features/theirs', { description });
    const res = await t.get('/api/admin/personal-dashboard/default');
    expect(res.status).toBe(200);
    expectSchema(res.body, personalDashboardProjectDetailsSchema);
    expect(res.body.insights).toEqual({
      avgHealthCurrentWindow: null,
      avgHealthPastWindow: null,
      totalFlags: 2,
      activeFlags: 1,
      staleFlags: 1,
      potentiallyStaleFlags: 0,
      health: 50,
    });
    expect(res.body.onboardingStatus).toEqual({ status: 'first-flag-created', feature: 'theirs' });
    expect(res.body.owners).toEqual([{ ownerType: 'system' }]);
    expect(res.body.roles).toEqual([]);
    expect(res.body.latestEvents).toHaveLength(10);
    expect(res.body.latestEvents[0]).toEqual({
      id: expect.any(Number),
      summary: expect.stringContaining('**admin**'),
      createdBy: 'admin',
      createdByImageUrl: expect.any(String),
      createdAt: expect.any(String),
    });
    const ids = res.body.latestEvents.map((e: { id: number }) => e.id);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    // The same events, ids and times as the event log shows them (ISO 8601, milliseconds, UTC).
    const log = (await t.get('/api/admin/events?project=default')).body.events as { id: number; createdAt: string }[];
    expect(res.body.latestEvents.map((e: { id: number; createdAt: string }) => [e.id, e.createdAt])).toEqual(
      log.slice(0, 10).map((e) => [e.id, e.createdAt]),
    );
    expect(res.body.latestEvents[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('404 for an unknown project, 401 without a token', async () => {
    const res = await t.get('/api/admin/personal-dashboard/unknown');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'NotFoundError',
      message: 'No project with id "unknown" exists.',
      details: [{ message: 'No project with id "unknown" exists.' }],
    });
    expect((await t.get('/api/admin/personal-dashboard', { token: null })).status).toBe(401);
  });

  it("shows the caller's projects with members, owners, admins and their roles (direct and through groups)", async () => {
    const future = '2999-01-01T00:00:00.000Z';
    const mk = async (email: string, name: string, rootRole: string) => {
      const id = (await t.post('/api/admin/user-admin', { email, name, rootRole })).body.id as number;
      const pat = (await t.post(`/api/admin/user-admin/${id}/tokens`, { description: 'pd', expiresAt: future })).body.secret as string;
      return { id, pat };
    };
    const ann = await mk('ann@example.com', 'Ann', 'Viewer');
    const bo = await mk('bo@example.com', 'Bo', 'Viewer');
    const root = await mk('root@example.com', 'Root', 'Admin');
    expect((await t.post('/api/admin/projects', { id: 'pd-team', name: 'Team project' })).status).toBe(201);
    const group = (await t.post('/api/admin/groups', { name: 'pd-devs', users: [{ user: { id: bo.id } }] })).body.id as number;
    const role = (await t.post('/api/admin/roles', { name: 'pd-reviewer', permissions: [{ name: 'APPROVE_CHANGE_REQUEST' }] })).body
      .id as number;
    expect((await t.post('/api/admin/projects/pd-team/access', { roles: [4], users: [ann.id] })).status).toBe(200);
    expect((await t.post('/api/admin/projects/pd-team/access', { roles: [4], groups: [group] })).status).toBe(200);
    expect((await t.post('/api/admin/projects/pd-team/access', { roles: [role], groups: [group] })).status).toBe(200);

    const dashboard = await t.get('/api/admin/personal-dashboard', { token: bo.pat });
    expectSchema(dashboard.body, personalDashboardSchema);
    expect(dashboard.body.projects.map((p: { id: string; memberCount: number }) => [p.id, p.memberCount])).toEqual([
      ['default', 0],
      ['pd-team', 2],
    ]);
    expect(dashboard.body.projectOwners).toEqual([
      { ownerType: 'user', name: 'Ann', email: 'ann@example.com', imageUrl: expect.stringMatching(/^https:\/\//) },
    ]);
    expect(dashboard.body.admins).toEqual([{ id: root.id, name: 'Root', email: 'root@example.com', imageUrl: expect.any(String) }]);

    const details = await t.get('/api/admin/personal-dashboard/pd-team', { token: bo.pat });
    expectSchema(details.body, personalDashboardProjectDetailsSchema);
    expect(details.body.owners).toEqual([
      { ownerType: 'user', name: 'Ann', email: 'ann@example.com', imageUrl: expect.any(String) },
      { ownerType: 'group', name: 'pd-devs' },
    ]);
    expect(details.body.roles).toEqual([
      { id: 4, name: 'Owner', type: 'project' },
      { id: role, name: 'pd-reviewer', type: 'custom' },
    ]);
    expect((await t.get('/api/admin/personal-dashboard/pd-team', { token: ann.pat })).body.roles).toEqual([
      { id: 4, name: 'Owner', type: 'project' },
    ]);
    expect((await t.get('/api/admin/personal-dashboard/pd-team')).body.roles).toEqual([]);
    expect((await t.get('/api/admin/personal-dashboard/default', { token: bo.pat })).body.owners).toEqual([{ ownerType: 'system' }]);
    // Ann sees the project through her own role, an API token does not.
    expect((await t.get('/api/admin/personal-dashboard', { token: ann.pat })).body.projects.map((p: { id: string }) => p.id)).toEqual([
      'default',
      'pd-team',
    ]);
  });
});

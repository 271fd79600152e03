import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A project role must not reach another project, or a global resource, through a
 * path that names its own project. Two Owners of project "alpha" (Viewers elsewhere) try.
 */
const future = '2999-01-01T00:00:00.000Z';
const alpha = '/api/admin/projects/alpha';

describe('cross-project and cross-scope effects need the permission where they land', () => {
  let t: TestApp;
  const pat: Record<'ann' | 'bob', string> = { ann: '', bob: '' };

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of ['alpha', 'beta']) expect((await t.post('/api/admin/projects', { id, name: id })).status).toBe(201);
    for (const name of ['ann', 'bob'] as const) {
      const user = (await t.post('/api/admin/user-admin', { email: `${name}@example.com`, rootRole: 'Viewer' })).body.id as number;
      pat[name] = (await t.post(`/api/admin/user-admin/${user}/tokens`, { description: 'e2e', expiresAt: future })).body.secret as string;
      expect((await t.post(`${alpha}/users/${user}/roles/4`, {})).status).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('an Owner of alpha cannot move a flag into beta, where creating one is refused to them too', async () => {
    expect((await t.post(`${alpha}/features`, { name: 'mover' }, { token: pat.ann })).status).toBe(201);
    expect((await t.post('/api/admin/projects/beta/features', { name: 'direct' }, { token: pat.ann })).status).toBe(403);
    const before = await t.eventCount();
    const moved = await t.post(`${alpha}/features/mover/changeProject`, { newProjectId: 'beta' }, { token: pat.ann });
    expect(moved.status).toBe(403);
    expect(moved.body).toMatchObject({ name: 'NoAccessError', permissions: ['CREATE_FEATURE'] });
    expect(await t.eventCount()).toBe(before);
    expect((await t.get(`${alpha}/features/mover`)).status).toBe(200);
    // With the right in beta (an admin), the same move works.
    expect((await t.post(`${alpha}/features/mover/changeProject`, { newProjectId: 'beta' })).status).toBe(200);
    expect((await t.get('/api/admin/projects/beta/features/mover')).status).toBe(200);
  });

  it('two Owners of alpha cannot change or delete a global segment through a change request of alpha', async () => {
    const segment = (await t.post('/api/admin/segments', { name: 'global-seg', constraints: [] })).body.id as number;
    expect((await t.put(`/api/admin/segments/${segment}`, { name: 'global-seg', description: 'direct' }, { token: pat.ann })).status).toBe(
      403,
    );
    expect(
      (await t.put(`${alpha}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 1 }))
        .status,
    ).toBe(204);
    for (const change of [
      { segmentId: segment, action: 'updateSegment', payload: { name: 'global-seg', description: 'through alpha', constraints: [] } },
      { segmentId: segment, action: 'deleteSegment', payload: {} },
    ]) {
      const cr = await t.post(`${alpha}/environments/production/change-requests`, [change], { token: pat.ann });
      expect(cr.status).toBe(201);
      const id = cr.body.id as number;
      expect((await t.put(`${alpha}/change-requests/${id}/state`, { state: 'In review' }, { token: pat.ann })).status).toBe(200);
      expect((await t.put(`${alpha}/change-requests/${id}/state`, { state: 'Approved' }, { token: pat.bob })).status).toBe(200);
      const before = await t.eventCount();
      const applied = await t.put(`${alpha}/change-requests/${id}/state`, { state: 'Applied' }, { token: pat.bob });
      expect(applied.status).toBe(403);
      expect(applied.body.permissions).toEqual([change.action === 'deleteSegment' ? 'DELETE_SEGMENT' : 'UPDATE_SEGMENT']);
      const scheduled = await t.put(
        `${alpha}/change-requests/${id}/state`,
        { state: 'Scheduled', scheduledAt: future },
        { token: pat.bob },
      );
      expect(scheduled.status).toBe(403);
      expect(await t.eventCount()).toBe(before);
      // An admin may apply the same request.
      expect((await t.put(`${alpha}/change-requests/${id}/state`, { state: 'Applied' })).status).toBe(200);
    }
    expect((await t.get(`/api/admin/segments/${segment}`)).status).toBe(404);
  });

  it('an Owner of alpha acts on alpha flags through the old flag-only routes, and not on beta flags', async () => {
    expect((await t.post(`${alpha}/features`, { name: 'tag-me' }, { token: pat.ann })).status).toBe(201);
    expect((await t.post('/api/admin/projects/beta/features', { name: 'beta-flag' })).status).toBe(201);
    expect((await t.post('/api/admin/features/tag-me/tags', { type: 'simple', value: 'ok' }, { token: pat.ann })).status).toBe(201);
    const refused = await t.post('/api/admin/features/beta-flag/tags', { type: 'simple', value: 'no' }, { token: pat.ann });
    expect(refused.status).toBe(403);
    expect(refused.body.permissions).toEqual(['UPDATE_FEATURE']);
  });
});

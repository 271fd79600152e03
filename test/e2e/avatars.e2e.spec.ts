import { avatarUrl } from '@pennant/platform';
import { createTestApp, type TestApp } from '../support/test-app';

/** One person has one avatar, whichever answer shows them. */
describe('avatars', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the same avatar URL for a user in the user list, a flag, search, a change request and the dashboard', async () => {
    const user = (await t.post('/api/admin/user-admin', { email: 'Ava.Tar@Example.com', name: 'Ava', rootRole: 'Admin' })).body
      .id as number;
    const pat = (await t.post(`/api/admin/user-admin/${user}/tokens`, { description: 'avatar', expiresAt: '2999-01-01T00:00:00.000Z' }))
      .body.secret as string;
    const expected = avatarUrl('Ava.Tar@Example.com');
    expect((await t.post('/api/admin/projects/default/features', { name: 'by-ava' }, { token: pat })).status).toBe(201);
    await t.put('/api/admin/projects/default/environments/production/change-requests/config', {
      changeRequestsEnabled: true,
      requiredApprovals: 1,
    });
    const cr = await t.post(
      '/api/admin/projects/default/environments/production/change-requests',
      [{ feature: 'by-ava', action: 'updateEnabled', payload: { enabled: true } }],
      { token: pat },
    );
    expect(cr.status).toBe(201);
    const seen = {
      users: (await t.get(`/api/admin/user-admin/${user}`)).body.imageUrl,
      flag: (await t.get('/api/admin/projects/default/features/by-ava')).body.createdBy.imageUrl,
      search: (await t.get('/api/admin/search/features?query=by-ava')).body.features[0].createdBy.imageUrl,
      changeRequest: (await t.get(`/api/admin/projects/default/change-requests/${cr.body.id}`)).body.createdBy.imageUrl,
      dashboardAdmins: (await t.get('/api/admin/personal-dashboard', { token: pat })).body.admins.find((a: { id: number }) => a.id === user)
        .imageUrl,
    };
    expect(seen).toEqual({ users: expected, flag: expected, search: expected, changeRequest: expected, dashboardAdmins: expected });
  });
});

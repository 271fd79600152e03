import { ChangeRequestScheduler } from '@pennant/change-requests';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every change kind is applied through the same deciders as a direct edit
 * (variants, archive, dependencies, segments), schedules of a deleted user are suspended, and
 * comments travel with the transitions they explain.
 */
const OTHER_ADMIN = '*:*.second-admin-secret-abcdef012345';
const project = '/api/admin/projects/default';
const features = `${project}/features`;
const future = '2999-01-01T00:00:00.000Z';

describe('change requests: every change kind, suspended schedules, comments', () => {
  let t: TestApp;
  let segment: number;

  beforeAll(async () => {
    t = await createTestApp({ INIT_ADMIN_API_TOKENS: `*:*.e2e-admin-secret-0123456789abcdef,${OTHER_ADMIN}` });
    for (const name of ['ck-parent', 'ck-child', 'ck-archive']) expect((await t.post(features, { name })).status).toBe(201);
    segment = (await t.post('/api/admin/segments', { name: 'ck-seg', constraints: [] })).body.id as number;
    await t.put(`${project}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 1 });
  });
  afterAll(() => t.close());

  const view = async (id: number) => (await t.get(`${project}/change-requests/${id}`)).body;
  async function approved(changes: unknown[]): Promise<number> {
    const cr = await t.post(`${project}/environments/production/change-requests`, changes);
    expect(cr.status).toBe(201);
    expect((await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'In review' })).status).toBe(200);
    expect((await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'Approved' }, { token: OTHER_ADMIN })).body.state).toBe(
      'Approved',
    );
    return cr.body.id as number;
  }
  const apply = (id: number) => t.put(`${project}/change-requests/${id}/state`, { state: 'Applied' }, { token: OTHER_ADMIN });

  it('applies patchVariant, addDependency, archiveFeature and updateSegment atomically, as direct edits would', async () => {
    const variants = [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }];
    const id = await approved([
      { feature: 'ck-child', action: 'patchVariant', payload: { variants } },
      { feature: 'ck-child', action: 'addDependency', payload: { feature: 'ck-parent', variants: [] } },
      { feature: 'ck-archive', action: 'archiveFeature', payload: {} },
      {
        segmentId: segment,
        action: 'updateSegment',
        payload: {
          name: 'ck-seg',
          description: 'via a change request',
          constraints: [{ contextName: 'userId', operator: 'IN', values: ['7'] }],
        },
      },
    ]);
    const applied = await apply(id);
    expect(applied.status).toBe(200);
    expect(applied.body.state).toBe('Applied');

    const child = (await t.get(`${features}/ck-child`)).body;
    expect(child.environments.find((e: { name: string }) => e.name === 'production').variants).toEqual([
      expect.objectContaining({ name: 'blue', weight: 1000 }),
    ]);
    expect(child.dependencies).toEqual([expect.objectContaining({ feature: 'ck-parent' })]);
    expect((await t.get(`${features}/ck-archive`)).status).toBe(404);
    expect(((await t.get('/api/admin/archive/features')).body.features as { name: string }[]).map((f) => f.name)).toContain('ck-archive');
    expect((await t.get(`/api/admin/segments/${segment}`)).body).toMatchObject({
      description: 'via a change request',
      constraints: [expect.objectContaining({ values: ['7'] })],
    });
    const types = ((await t.get('/api/admin/events?limit=8')).body.events as { type: string; createdBy: string }[]).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'feature-environment-variants-updated',
        'feature-dependency-added',
        'feature-archived',
        'segment-updated',
        'change-request-applied',
      ]),
    );
  });

  it('refuses archiving a flag others depend on (409, nothing applied), then applies deleteDependency and deleteSegment', async () => {
    const blocked = await approved([{ feature: 'ck-parent', action: 'archiveFeature', payload: {} }]);
    const before = await t.eventCount();
    const refused = await apply(blocked);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('ck-child');
    expect(await t.eventCount()).toBe(before);

    const id = await approved([
      { feature: 'ck-child', action: 'deleteDependency', payload: { feature: 'ck-parent' } },
      { segmentId: segment, action: 'deleteSegment', payload: {} },
    ]);
    expect((await apply(id)).status).toBe(200);
    expect((await t.get(`${features}/ck-child`)).body.dependencies).toEqual([]);
    expect((await t.get(`/api/admin/segments/${segment}`)).status).toBe(404);
  });

  it('refuses a change that mixes up flags and segments when it is added (400)', async () => {
    const url = `${project}/environments/production/change-requests`;
    expect((await t.post(url, { feature: 'ck-child', action: 'updateSegment', payload: {} })).status).toBe(400);
    expect((await t.post(url, { segmentId: 1, action: 'updateEnabled', payload: { enabled: true } })).status).toBe(400);
  });

  it('suspends the schedule of a user who was deleted, shows why, and runs again once rescheduled', async () => {
    const user = await t.post('/api/admin/user-admin', { email: 'scheduler@example.com', rootRole: 'Admin' });
    const pat = (await t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'cr', expiresAt: future })).body
      .secret as string;
    const cr = await t.post(`${project}/environments/production/change-requests`, {
      feature: 'ck-child',
      action: 'updateEnabled',
      payload: { enabled: true },
    });
    await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'In review', comment: 'turn it on for the launch' });
    await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'Approved', comment: 'looks right' }, { token: pat });
    const scheduled = await t.put(
      `${project}/change-requests/${cr.body.id}/state`,
      { state: 'Scheduled', scheduledAt: '2030-06-01T09:00:00.000Z', comment: 'at launch time' },
      { token: pat },
    );
    expect(scheduled.body.schedule).toEqual({ scheduledAt: '2030-06-01T09:00:00.000Z', status: 'pending' });
    expect((await view(cr.body.id)).comments.map((c: { text: string }) => c.text)).toEqual([
      'turn it on for the launch',
      'looks right',
      'at launch time',
    ]);

    expect((await t.delete(`/api/admin/user-admin/${user.body.id}`)).status).toBe(200);
    const scheduler = t.app.get(ChangeRequestScheduler);
    expect(await scheduler.runOnce(new Date('2030-06-01T09:00:01Z'))).toBe(1);
    const suspended = await view(cr.body.id);
    expect(suspended).toMatchObject({
      state: 'Scheduled',
      schedule: { status: 'suspended', reason: expect.stringContaining('scheduler@example.com') },
    });
    const [event] = (await t.get('/api/admin/events?limit=1')).body.events;
    expect(event).toMatchObject({ type: 'change-request-schedule-suspended', createdBy: 'unleash_system_user' });
    expect((await t.get(`${features}/ck-child`)).body.environments.find((e: { name: string }) => e.name === 'production').enabled).toBe(
      false,
    );
    // Not picked up again while suspended; rescheduled by someone else, it runs.
    expect(await scheduler.runOnce(new Date('2030-06-02T00:00:00Z'))).toBe(0);
    expect(
      (
        await t.put(
          `${project}/change-requests/${cr.body.id}/state`,
          { state: 'Scheduled', scheduledAt: '2030-06-03T00:00:00.000Z' },
          { token: OTHER_ADMIN },
        )
      ).body.schedule.status,
    ).toBe('pending');
    expect(await scheduler.runOnce(new Date('2030-06-03T00:00:01Z'))).toBe(1);
    expect((await view(cr.body.id)).state).toBe('Applied');
    expect((await t.get(`${features}/ck-child`)).body.environments.find((e: { name: string }) => e.name === 'production').enabled).toBe(
      true,
    );
  });
});

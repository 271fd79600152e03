import { ChangeRequestScheduler } from '@pennant/change-requests';
import { createTestApp, type TestApp } from '../support/test-app';

const OTHER_ADMIN = '*:*.second-admin-secret-abcdef012345';
const project = '/api/admin/projects/default';
const flag = `${project}/features/guarded`;

describe('change requests: guarded writes and atomic application', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ INIT_ADMIN_API_TOKENS: `*:*.e2e-admin-secret-0123456789abcdef,${OTHER_ADMIN}` });
    await t.post(`${project}/features`, { name: 'guarded' });
    await t.put(`${project}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 1 });
  });
  afterAll(() => t.close());

  async function approved(changes: unknown[]): Promise<number> {
    const cr = await t.post(`${project}/environments/production/change-requests`, changes);
    expect(cr.status).toBe(201);
    await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'In review' });
    const ok = await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'Approved' }, { token: OTHER_ADMIN });
    expect(ok.body.state).toBe('Approved');
    return cr.body.id as number;
  }

  it('refuses direct edits of a guarded environment with 403 naming the rule, and allows the others', async () => {
    const before = await t.eventCount();
    const on = await t.post(`${flag}/environments/production/on`);
    expect(on.status).toBe(403);
    expect(on.body).toMatchObject({ name: 'NoAccessError', message: expect.stringContaining('change request') });
    const strategy = await t.post(`${flag}/environments/production/strategies`, { name: 'default' });
    expect(strategy.status).toBe(403);
    expect(await t.eventCount()).toBe(before);
    expect((await t.post(`${flag}/environments/development/on`)).status).toBe(200);
  });

  it('applies all changes in one atomic append as the applying user', async () => {
    const id = await approved([
      {
        feature: 'guarded',
        action: 'addStrategy',
        payload: { name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'default', groupId: 'guarded' } },
      },
      { feature: 'guarded', action: 'updateEnabled', payload: { enabled: true } },
    ]);
    const applied = await t.put(`${project}/change-requests/${id}/state`, { state: 'Applied' }, { token: OTHER_ADMIN });
    expect(applied.status).toBe(200);
    expect(applied.body.state).toBe('Applied');
    const feature = await t.get(flag);
    const production = feature.body.environments.find((e: { name: string }) => e.name === 'production');
    expect(production).toMatchObject({ enabled: true, hasStrategies: true });
    expect(production.strategies).toEqual([
      expect.objectContaining({ name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'default', groupId: 'guarded' } }),
    ]);
    const log = (await t.get('/api/admin/events?project=default')).body.events.slice(0, 3);
    expect(log.map((e: { type: string }) => e.type)).toEqual([
      'change-request-applied',
      'feature-environment-enabled',
      'feature-strategy-add',
    ]);
    expect(log.map((e: { createdBy: string }) => e.createdBy)).toEqual(['admin-2', 'admin-2', 'admin-2']);
    expect(log[0].id - log[2].id).toBe(2);
    // One group, marked as a change request's (Unleash's groupType); the approval before it is another group.
    expect(log.map((e: { groupType: string }) => e.groupType)).toEqual(['change-request', 'change-request', 'change-request']);
    expect(new Set(log.map((e: { groupId: string }) => e.groupId)).size).toBe(1);
    const approval = (await t.get('/api/admin/events?project=default')).body.events.find(
      (e: { type: string }) => e.type === 'change-request-approved',
    );
    expect(approval).toMatchObject({
      type: 'change-request-approved',
      groupType: 'transaction',
      label: 'Change request approved',
      summary: `**admin-2** approved change request **#${id}** in project **default**`,
    });
    expect(approval.groupId).not.toBe(log[0].groupId);
    expect((await t.get(`${project}/change-requests/count`)).body).toMatchObject({ applied: 1 });
  });

  it('refuses to apply a conflicting request and writes nothing', async () => {
    const id = await approved([
      { feature: 'guarded', action: 'updateEnabled', payload: { enabled: false } },
      { feature: 'guarded', action: 'deleteStrategy', payload: { id: '00000000-0000-4000-8000-000000000000' } },
    ]);
    const view = await t.get(`${project}/change-requests/${id}`);
    expect(view.body.features[0].changes.map((c: { action: string; conflict?: string }) => [c.action, c.conflict ?? null])).toEqual([
      ['updateEnabled', null],
      ['deleteStrategy', 'The strategy this change edits has been deleted.'],
    ]);
    const before = await t.eventCount();
    const res = await t.put(`${project}/change-requests/${id}/state`, { state: 'Applied' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ name: 'ConflictError', message: expect.stringContaining('deleteStrategy') });
    expect(await t.eventCount()).toBe(before);
    expect((await t.get(`${project}/change-requests/${id}`)).body.state).toBe('Approved');
    const production = (await t.get(flag)).body.environments.find((e: { name: string }) => e.name === 'production');
    expect(production.enabled).toBe(true);
  });

  it('refuses to apply a request that is not approved', async () => {
    const cr = await t.post(`${project}/environments/production/change-requests`, {
      feature: 'guarded',
      action: 'updateEnabled',
      payload: { enabled: false },
    });
    const res = await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'Applied' });
    expect(res.status).toBe(409);
    expect(res.body.name).toBe('ConflictError');
  });
});

describe('change requests: scheduled application', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ INIT_ADMIN_API_TOKENS: `*:*.e2e-admin-secret-0123456789abcdef,${OTHER_ADMIN}` });
    await t.post(`${project}/features`, { name: 'guarded' });
    await t.put(`${project}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 1 });
  });
  afterAll(() => t.close());

  async function scheduled(changes: unknown[], at: string): Promise<number> {
    const cr = await t.post(`${project}/environments/production/change-requests`, changes);
    await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'In review' });
    await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'Approved' }, { token: OTHER_ADMIN });
    const res = await t.put(
      `${project}/change-requests/${cr.body.id}/state`,
      { state: 'Scheduled', scheduledAt: at },
      { token: OTHER_ADMIN },
    );
    expect(res.body).toMatchObject({ state: 'Scheduled', schedule: { scheduledAt: at, status: 'pending' } });
    return cr.body.id as number;
  }

  it('applies due requests as the scheduling user and records failures with their reason', async () => {
    const scheduler = t.app.get(ChangeRequestScheduler);
    const later = await scheduled(
      [{ feature: 'guarded', action: 'updateEnabled', payload: { enabled: true } }],
      '2030-01-01T00:00:00.000Z',
    );
    expect(await scheduler.runOnce(new Date('2029-12-31T23:59:59Z'))).toBe(0);
    expect(await scheduler.runOnce(new Date('2030-01-01T00:00:01Z'))).toBe(1);
    expect((await t.get(`${project}/change-requests/${later}`)).body.state).toBe('Applied');
    const events = (await t.get('/api/admin/events?project=default')).body.events.slice(0, 3);
    expect(events.map((e: { type: string; createdBy: string }) => [e.type, e.createdBy])).toEqual([
      ['change-request-applied', 'admin-2'],
      ['change-request-scheduled-application-success', 'admin-2'],
      ['feature-environment-enabled', 'admin-2'],
    ]);

    const failing = await scheduled(
      [{ feature: 'guarded', action: 'deleteStrategy', payload: { id: '00000000-0000-4000-8000-000000000000' } }],
      '2030-01-02T00:00:00.000Z',
    );
    expect(await scheduler.runOnce(new Date('2030-01-03T00:00:00Z'))).toBe(1);
    const view = (await t.get(`${project}/change-requests/${failing}`)).body;
    expect(view).toMatchObject({ state: 'Scheduled', schedule: { status: 'failed', reason: expect.stringContaining('deleteStrategy') } });
    expect(await scheduler.runOnce(new Date('2030-01-04T00:00:00Z'))).toBe(0);
    expect((await t.get('/api/admin/events?project=default')).body.events[0].type).toBe('change-request-scheduled-application-failure');
  });
});

describe('change requests: a scheduled request survives a restart', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ INIT_ADMIN_API_TOKENS: `*:*.e2e-admin-secret-0123456789abcdef,${OTHER_ADMIN}` });
    await t.post(`${project}/features`, { name: 'restart-flag' });
    await t.put(`${project}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 1 });
  });
  afterAll(() => t.close());

  it('is applied by the scheduler of the restarted service', async () => {
    const cr = await t.post(`${project}/environments/production/change-requests`, {
      feature: 'restart-flag',
      action: 'updateEnabled',
      payload: { enabled: true },
    });
    await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'In review' });
    await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'Approved' }, { token: OTHER_ADMIN });
    await t.put(
      `${project}/change-requests/${cr.body.id}/state`,
      { state: 'Scheduled', scheduledAt: '2031-05-01T12:00:00.000Z' },
      { token: OTHER_ADMIN },
    );
    await t.restart();
    expect(await t.app.get(ChangeRequestScheduler).runOnce(new Date('2031-05-01T12:00:00.000Z'))).toBe(1);
    expect((await t.get(`${project}/change-requests/${cr.body.id}`)).body.state).toBe('Applied');
    const production = (await t.get(`${project}/features/restart-flag`)).body.environments.find(
      (e: { name: string }) => e.name === 'production',
    );
    expect(production.enabled).toBe(true);
  });
});

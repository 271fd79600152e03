import { createTestApp, type TestApp } from '../support/test-app';

const OTHER_ADMIN = '*:*.second-admin-secret-abcdef012345';
const project = '/api/admin/projects/default';

describe('change requests: configuration, workflow, counts and the pending list', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ INIT_ADMIN_API_TOKENS: `*:*.e2e-admin-secret-0123456789abcdef,${OTHER_ADMIN}` });
    await t.post(`${project}/features`, { name: 'guarded-flag' });
  });
  afterAll(() => t.close());

  const counts = async () => (await t.get(`${project}/change-requests/count`)).body;

  it('counts zero for a project without change requests', async () => {
    expect(await counts()).toEqual({ total: 0, applied: 0, rejected: 0, reviewRequired: 0, approved: 0, scheduled: 0 });
    expect((await t.get('/api/admin/projects/unknown/change-requests/count')).body.total).toBe(0);
  });

  it('refuses changes while change requests are disabled, and bad configuration', async () => {
    const before = await t.eventCount();
    const res = await t.post(`${project}/environments/production/change-requests`, {
      feature: 'guarded-flag',
      action: 'updateEnabled',
      payload: { enabled: true },
    });
    expect(res.status).toBe(400);
    expect(
      (await t.put(`${project}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 0 }))
        .status,
    ).toBe(400);
    expect((await t.put(`${project}/environments/nowhere/change-requests/config`, { changeRequestsEnabled: true })).status).toBe(404);
    expect(await t.eventCount()).toBe(before);
  });

  it('walks draft → review → approval by another admin → counts and pending list follow', async () => {
    expect(
      (await t.put(`${project}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 1 }))
        .status,
    ).toBe(204);
    const created = await t.post(`${project}/environments/production/change-requests`, {
      feature: 'guarded-flag',
      action: 'updateEnabled',
      payload: { enabled: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      environment: 'production',
      project: 'default',
      state: 'Draft',
      minApprovals: 1,
      features: [{ name: 'guarded-flag', changes: [{ id: 1, action: 'updateEnabled', payload: { enabled: true } }] }],
      segments: [],
      createdBy: { username: 'admin', imageUrl: expect.any(String) },
    });
    const id = created.body.id as number;
    expect((await t.get(`${project}/change-requests/open`)).body.map((c: { id: number }) => c.id)).toEqual([id]);
    expect((await t.get(`${project}/change-requests/open`, { token: OTHER_ADMIN })).body).toEqual([]);

    const review = await t.put(`${project}/change-requests/${id}/state`, { state: 'In review' });
    expect(review.body.state).toBe('In review');
    expect(await counts()).toMatchObject({ total: 1, reviewRequired: 1 });

    const selfApprove = await t.put(`${project}/change-requests/${id}/state`, { state: 'Approved' });
    expect(selfApprove.status).toBe(403);
    expect(selfApprove.body.name).toBe('InvalidOperationError');

    const approved = await t.put(`${project}/change-requests/${id}/state`, { state: 'Approved' }, { token: OTHER_ADMIN });
    expect(approved.status).toBe(200);
    expect(approved.body.state).toBe('Approved');
    expect(approved.body.approvals).toHaveLength(1);
    expect(await counts()).toMatchObject({ total: 1, reviewRequired: 0, approved: 1 });
    expect((await t.get(`${project}/change-requests/open`, { token: OTHER_ADMIN })).body.map((c: { id: number }) => c.id)).toEqual([id]);

    const log = await t.get('/api/admin/events?project=default');
    expect(log.body.events.slice(0, 4).map((e: { type: string }) => e.type)).toEqual([
      'change-request-approved',
      'change-request-approval-added',
      'change-request-sent-to-review',
      'change-added',
    ]);
  });

  it('rejects and cancels, and closed requests leave the pending list', async () => {
    const a = await t.post(`${project}/environments/production/change-requests`, {
      feature: 'guarded-flag',
      action: 'updateEnabled',
      payload: { enabled: false },
    });
    await t.put(`${project}/change-requests/${a.body.id}/state`, { state: 'In review' });
    const rejected = await t.put(
      `${project}/change-requests/${a.body.id}/state`,
      { state: 'Rejected', comment: 'not now' },
      { token: OTHER_ADMIN },
    );
    expect(rejected.body).toMatchObject({ state: 'Rejected', rejections: [expect.any(Object)], comments: [{ text: 'not now' }] });
    const b = await t.post(`${project}/environments/production/change-requests`, {
      feature: 'guarded-flag',
      action: 'updateEnabled',
      payload: { enabled: true },
    });
    expect(b.body.id).not.toBe(a.body.id);
    const cancelled = await t.put(`${project}/change-requests/${b.body.id}/state`, { state: 'Cancelled' });
    expect(cancelled.body.state).toBe('Cancelled');
    const c = await counts();
    expect(c).toMatchObject({ total: 3, rejected: 1, approved: 1 });
    const open = (await t.get(`${project}/change-requests/open`)).body.map((x: { id: number }) => x.id);
    expect(open).not.toContain(a.body.id);
    expect(open).not.toContain(b.body.id);
  });

  it('answers 400/404 for bad ids, states and bodies without changing the log', async () => {
    const before = await t.eventCount();
    expect((await t.get(`${project}/change-requests/999999`)).status).toBe(404);
    expect((await t.get(`${project}/change-requests/abc`)).status).toBe(400);
    expect((await t.get(`${project}/change-requests/99999999999999999999`)).status).toBe(400);
    expect((await t.put(`${project}/change-requests/1/state`, { state: 'Exploded' })).status).toBe(400);
    expect((await t.put('/api/admin/projects/other/change-requests/1/state', { state: 'Cancelled' })).status).toBe(404);
    expect((await t.post(`${project}/environments/production/change-requests`, { action: 'updateEnabled' })).status).toBe(400);
    expect((await t.post(`${project}/environments/production/change-requests`, { feature: 'x', action: 'fly' })).status).toBe(400);
    expect((await t.get(`${project}/change-requests/count`, { token: null })).status).toBe(401);
    expect(await t.eventCount()).toBe(before);
  });
});

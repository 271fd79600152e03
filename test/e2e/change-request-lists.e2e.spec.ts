import { createTestApp, type TestApp } from '../support/test-app';

const project = '/api/admin/projects/default';
const future = '2099-01-01T00:00:00.000Z';

/**
 * The reads the console's change-request and project screens need beyond the spec: the list by
 * state, each environment's configuration, the author's id, segment names, members per project,
 * and which event a write recorded.
 */
describe('change-request lists and configuration, project members, recorded-event header', () => {
  let t: TestApp;
  const pat: Record<string, string> = {};
  const userId: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['alice', 'bob']) {
      userId[name] = (await t.post('/api/admin/user-admin', { email: `${name}@example.com`, rootRole: 'Editor' })).body.id as number;
      pat[name] = (await t.post(`/api/admin/user-admin/${userId[name]}/tokens`, { description: 'e2e', expiresAt: future })).body
        .secret as string;
    }
    await t.post(`${project}/features`, { name: 'listed-flag' });
    expect(
      (await t.put(`${project}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 2 }))
        .status,
    ).toBe(204);
  });
  afterAll(() => t.close());

  it("reads every environment's configuration, and 404 for an unknown project (its list too)", async () => {
    const config = await t.get(`${project}/change-requests/config`);
    expect(config.status).toBe(200);
    expect(config.body).toEqual([
      { environment: 'development', type: 'development', changeRequestEnabled: false, requiredApprovals: 1 },
      { environment: 'production', type: 'production', changeRequestEnabled: true, requiredApprovals: 2 },
    ]);
    expect((await t.get('/api/admin/projects/nowhere/change-requests/config')).status).toBe(404);
    const list = await t.get('/api/admin/projects/nowhere/change-requests');
    expect(list.status).toBe(404);
    expect(list.body).toMatchObject({ name: 'NotFoundError', message: 'No project with id "nowhere" exists.' });
  });

  it('lists by state, newest first; drafts only to their author; the author id and segment names', async () => {
    const segment = (await t.post('/api/admin/segments', { name: 'listed-segment', constraints: [] })).body.id as number;
    const draft = await t.post(
      `${project}/environments/production/change-requests`,
      { feature: 'listed-flag', action: 'updateEnabled', payload: { enabled: true } },
      { token: pat.alice },
    );
    expect(draft.status).toBe(201);
    expect(draft.body.createdBy).toMatchObject({ id: userId.alice });
    const inReview = await t.post(
      `${project}/environments/production/change-requests`,
      { segmentId: segment, action: 'updateSegment', payload: { name: 'listed-segment', constraints: [] } },
      { token: pat.bob },
    );
    expect((await t.put(`${project}/change-requests/${inReview.body.id}/state`, { state: 'In review' }, { token: pat.bob })).status).toBe(
      200,
    );

    const all = await t.get(`${project}/change-requests`, { token: pat.alice });
    expect(all.status).toBe(200);
    expect(all.body.map((c: { id: number }) => c.id)).toEqual([inReview.body.id, draft.body.id]);
    expect((await t.get(`${project}/change-requests`, { token: pat.bob })).body.map((c: { id: number }) => c.id)).toEqual([
      inReview.body.id,
    ]);
    const reviewing = await t.get(`${project}/change-requests?state=In%20review`, { token: pat.alice });
    expect(reviewing.body).toHaveLength(1);
    expect(reviewing.body[0]).toMatchObject({
      id: inReview.body.id,
      state: 'In review',
      segments: [{ name: 'listed-segment', action: 'updateSegment' }],
    });
    expect((await t.get(`${project}/change-requests?state=Applied`)).body).toEqual([]);
    expect(
      (await t.get(`${project}/change-requests?limit=1&offset=1`, { token: pat.alice })).body.map((c: { id: number }) => c.id),
    ).toEqual([draft.body.id]);
    for (const bad of ['state=Exploded', 'limit=0', 'limit=201', 'offset=-1', 'limit=abc']) {
      const res = await t.get(`${project}/change-requests?${bad}`);
      expect([bad, res.status, res.body.name]).toEqual([bad, 400, 'BadDataError']);
    }
  });

  it('counts the members of each project in the project list, directly and through groups', async () => {
    await t.post('/api/admin/projects', { id: 'members', name: 'Members' });
    const group = (
      await t.post('/api/admin/groups', { name: 'listed-group', users: [{ user: { id: userId.alice } }, { user: { id: userId.bob } }] })
    ).body.id as number;
    expect((await t.post('/api/admin/projects/members/access', { roles: [5], users: [userId.alice], groups: [group] })).status).toBe(200);
    const list = await t.get('/api/admin/projects');
    expect(list.body.projects.find((p: { id: string }) => p.id === 'members')).toMatchObject({
      memberCount: 2,
      featureCount: 0,
      health: 100,
    });
  });

  it('names the last event a write recorded in Pennant-Last-Event-Id, and nothing for a no-op or a refusal', async () => {
    const update = await t.put('/api/admin/projects/members', { description: 'who is in' });
    expect(update.status).toBe(200);
    const id = Number(update.headers['pennant-last-event-id']);
    const events = (await t.get('/api/admin/events?project=members')).body.events as { id: number; type: string }[];
    expect(events[0]).toMatchObject({ id, type: 'project-updated' });
    const again = await t.put('/api/admin/projects/members', { description: 'who is in' });
    expect(again.status).toBe(200);
    expect(again.headers['pennant-last-event-id']).toBeUndefined();
    const refused = await t.post('/api/admin/projects', { id: 'members', name: 'Members' });
    expect(refused.status).toBe(409);
    expect(refused.headers['pennant-last-event-id']).toBeUndefined();
    // A write of several appends (a change request's creation, then its change) names the last.
    const change = await t.post(`${project}/environments/production/change-requests`, {
      feature: 'listed-flag',
      action: 'updateEnabled',
      payload: { enabled: false },
    });
    const last = (await t.get('/api/admin/events?project=default')).body.events[0] as { id: number; type: string };
    expect(last.type).toBe('change-added');
    expect(Number(change.headers['pennant-last-event-id'])).toBe(last.id);
  });
});

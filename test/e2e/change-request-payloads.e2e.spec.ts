import { injectIntoStream } from '../support/inject-events';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Each change action's payload is checked with the schema of the direct edit it stands for when
 * it is added (ADR 0049), and parsed again before applying: a change an older version stored
 * without checking is shown as a conflict and refuses the apply (409), never cast.
 */
const OTHER_ADMIN = '*:*.second-admin-secret-abcdef012345';
const project = '/api/admin/projects/default';
const add = `${project}/environments/production/change-requests`;

describe('change requests: typed change payloads', () => {
  let t: TestApp;
  let segment: number;

  beforeAll(async () => {
    t = await createTestApp({ INIT_ADMIN_API_TOKENS: `*:*.e2e-admin-secret-0123456789abcdef,${OTHER_ADMIN}` });
    expect((await t.post(`${project}/features`, { name: 'cp-flag' })).status).toBe(201);
    segment = (await t.post('/api/admin/segments', { name: 'cp-seg', constraints: [] })).body.id as number;
    expect(
      (await t.put(`${project}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 1 }))
        .status,
    ).toBe(204);
  });
  afterAll(() => t.close());

  it('refuses a malformed payload of three actions with 400 naming the field, and appends nothing', async () => {
    const before = await t.eventCount();
    const strategy = await t.post(add, { feature: 'cp-flag', action: 'addStrategy', payload: { parameters: { rollout: '50' } } });
    expect(strategy.status).toBe(400);
    expect(strategy.body).toMatchObject({
      id: expect.any(String),
      name: 'BadDataError',
      message: expect.stringContaining('body.payload.name is required'),
    });
    expect(strategy.body.details).toEqual([{ path: 'body.payload.name', message: 'body.payload.name is required' }]);

    const variants = await t.post(add, {
      feature: 'cp-flag',
      action: 'patchVariant',
      payload: { variants: [{ name: 'blue', weight: 'heavy' }] },
    });
    expect(variants.status).toBe(400);
    expect(variants.body.details).toEqual([expect.objectContaining({ path: 'body.payload.variants[0].weight' })]);

    const seg = await t.post(add, { segmentId: segment, action: 'updateSegment', payload: { name: 'cp-seg' } });
    expect(seg.status).toBe(400);
    expect(seg.body.details).toEqual([
      expect.objectContaining({ path: 'body.payload.constraints', message: 'body.payload.constraints is required' }),
    ]);

    // In an array, one bad change refuses them all: the valid toggle beside it is not added either.
    const many = await t.post(add, [
      { feature: 'cp-flag', action: 'updateEnabled', payload: { enabled: true } },
      { feature: 'cp-flag', action: 'reorderStrategy', payload: { sortOrders: 'first' } },
    ]);
    expect(many.status).toBe(400);
    expect(many.body.details).toEqual([expect.objectContaining({ path: 'body[1].payload.sortOrders' })]);

    expect((await t.post(add, [])).status).toBe(400);

    const unknown = await t.post(add, { feature: 'cp-flag', action: 'fly', payload: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain(
      'must be one of updateEnabled, addStrategy, updateStrategy, deleteStrategy, patchVariant, reorderStrategy, archiveFeature, addDependency, deleteDependency, setSafeguard, deleteSafeguard, updateSegment, deleteSegment',
    );

    expect(await t.eventCount()).toBe(before);
    expect((await t.get(`${project}/change-requests`)).body).toEqual([]);
  });

  it('reports a stored change that no longer parses and refuses to apply it (409 naming the change), applying nothing', async () => {
    const created = await t.post(add, { feature: 'cp-flag', action: 'updateEnabled', payload: { enabled: true } });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    // What a version that did not check payloads would have stored: a strategy without a name.
    await injectIntoStream(t, `change-request-${id}`, [
      {
        type: 'change-added',
        data: {
          project: 'default',
          environment: 'production',
          featureName: 'cp-flag',
          data: {
            changeRequestId: id,
            changeId: 2,
            feature: 'cp-flag',
            segmentId: null,
            action: 'addStrategy',
            payload: { parameters: { rollout: 50 } },
          },
        },
      },
    ]);
    const view = (await t.get(`${project}/change-requests/${id}`)).body;
    const changes = view.features.find((f: { name: string }) => f.name === 'cp-flag').changes as { id: number; conflict?: string }[];
    expect(changes.find((c) => c.id === 1)?.conflict).toBeUndefined();
    expect(changes.find((c) => c.id === 2)?.conflict).toMatch(
      /cannot be applied: its payload is malformed: payload\.name is required\. Discard it/,
    );

    expect((await t.put(`${project}/change-requests/${id}/state`, { state: 'In review' })).status).toBe(200);
    expect((await t.put(`${project}/change-requests/${id}/state`, { state: 'Approved' }, { token: OTHER_ADMIN })).body.state).toBe(
      'Approved',
    );
    const before = await t.eventCount();
    const applied = await t.put(`${project}/change-requests/${id}/state`, { state: 'Applied' }, { token: OTHER_ADMIN });
    expect(applied.status).toBe(409);
    expect(applied.body).toMatchObject({
      id: expect.any(String),
      name: 'ConflictError',
      message: expect.stringContaining(`Change request ${id} cannot be applied: change 2 (addStrategy on "cp-flag")`),
    });
    expect(applied.body.details).toEqual([{ path: 'changes[2]', message: expect.stringContaining('payload.name is required') }]);
    expect(await t.eventCount()).toBe(before);
    expect((await t.get(`${project}/change-requests/${id}`)).body.state).toBe('Approved');
    const production = ((await t.get(`${project}/features/cp-flag`)).body.environments as { name: string; enabled: boolean }[]).find(
      (e) => e.name === 'production',
    );
    expect(production).toMatchObject({ enabled: false });
  });
});

import { createTestApp, type TestApp } from '../support/test-app';

/**
 * `PUT …/strategies/{id}` replaces as Unleash's does (absent constraints,
 * parameters and variants become empty), and `PATCH …/strategies/{id}` takes an RFC 6902 patch
 * on the strategy as GET shows it (UPDATE_FEATURE_STRATEGY).
 */
const features = '/api/admin/projects/default/features';
const strategies = (flag: string) => `${features}/${flag}/environments/development/strategies`;
const future = '2999-01-01T00:00:00.000Z';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function flagWithStrategy(name: string): Promise<string> {
  expect((await t.post(features, { name })).status).toBe(201);
  const segment = await t.post('/api/admin/segments', {
    name: `${name}-seg`,
    constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }],
  });
  const res = await t.post(strategies(name), {
    name: 'flexibleRollout',
    title: 'Beta',
    parameters: { rollout: '25', stickiness: 'userId', groupId: name },
    constraints: [{ contextName: 'userId', operator: 'IN', values: ['1', '2'] }],
    variants: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }],
    segments: [segment.body.id],
  });
  expect(res.status).toBe(200);
  return res.body.id as string;
}

it('PUT replaces: omitted constraints, parameters and variants are emptied (flexibleRollout gets its defaults); title, segments and sort order are kept', async () => {
  const id = await flagWithStrategy('put-replaces');
  const before = (await t.get(`${strategies('put-replaces')}/${id}`)).body;
  const res = await t.put(`${strategies('put-replaces')}/${id}`, { name: 'flexibleRollout' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    ...before,
    constraints: [],
    variants: [],
    parameters: { rollout: '100', stickiness: 'default', groupId: 'put-replaces' },
  });
  const [event] = (await t.get('/api/admin/events/put-replaces')).body.events;
  expect(event).toMatchObject({
    type: 'feature-strategy-update',
    data: { constraints: [], variants: [] },
    preData: { constraints: [expect.objectContaining({ values: ['1', '2'] })] },
  });
  const other = await t.put(`${strategies('put-replaces')}/${id}`, {
    name: 'default',
    constraints: [{ contextName: 'userId', operator: 'IN', values: ['9'] }],
  });
  expect(other.body).toMatchObject({
    name: 'default',
    title: 'Beta',
    parameters: {},
    variants: [],
    constraints: [expect.objectContaining({ values: ['9'] })],
  });
});

it('PATCH applies a JSON patch to the strategy → 200 with it; one feature-strategy-update; no-op patches write nothing', async () => {
  const id = await flagWithStrategy('patch-strategy');
  const res = await t.patch(`${strategies('patch-strategy')}/${id}`, [
    { op: 'replace', path: '/parameters/rollout', value: '60' },
    { op: 'add', path: '/constraints/0/values/-', value: '3' },
    { op: 'remove', path: '/variants' },
  ]);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    id,
    title: 'Beta',
    parameters: { rollout: '60', stickiness: 'userId', groupId: 'patch-strategy' },
    variants: [],
    constraints: [expect.objectContaining({ values: ['1', '2', '3'] })],
  });
  expect((await t.get(`${strategies('patch-strategy')}/${id}`)).body).toEqual(res.body);
  const [event] = (await t.get('/api/admin/events/patch-strategy')).body.events;
  expect(event).toMatchObject({
    type: 'feature-strategy-update',
    data: { parameters: { rollout: '60' } },
    preData: { parameters: { rollout: '25' } },
  });
  const before = await t.eventCount();
  expect((await t.patch(`${strategies('patch-strategy')}/${id}`, [{ op: 'test', path: '/parameters/rollout', value: '60' }])).status).toBe(
    200,
  );
  expect(await t.eventCount()).toBe(before);
});

it('PATCH refuses bad patches (400), unknown strategies (404) and callers without UPDATE_FEATURE_STRATEGY (403), writing nothing', async () => {
  const id = await flagWithStrategy('patch-errors');
  const user = await t.post('/api/admin/user-admin', { email: 'viewer-patch@example.com', rootRole: 'Viewer' });
  const pat = (await t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'e2e', expiresAt: future })).body
    .secret as string;
  const before = await t.eventCount();
  const failedTest = await t.patch(`${strategies('patch-errors')}/${id}`, [{ op: 'test', path: '/title', value: 'Gamma' }]);
  expect(failedTest.status).toBe(400);
  expect(failedTest.body).toMatchObject({ name: 'BadDataError', message: expect.stringContaining('test of "/title" failed') });
  expect((await t.patch(`${strategies('patch-errors')}/${id}`, [{ op: 'replace', path: '/constraints', value: 'everyone' }])).status).toBe(
    400,
  );
  expect((await t.patch(`${strategies('patch-errors')}/${id}`, { op: 'replace' })).status).toBe(400);
  expect(
    (await t.patch(`${strategies('patch-errors')}/00000000-0000-4000-8000-000000000000`, [{ op: 'replace', path: '/title', value: 'x' }]))
      .status,
  ).toBe(404);
  const denied = await t.patch(`${strategies('patch-errors')}/${id}`, [{ op: 'replace', path: '/title', value: 'x' }], { token: pat });
  expect(denied.status).toBe(403);
  expect(denied.body.message).toContain('UPDATE_FEATURE_STRATEGY');
  expect(await t.eventCount()).toBe(before);
});

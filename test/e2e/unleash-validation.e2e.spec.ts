import { createTestApp, type TestApp } from '../support/test-app';

/** Checks Unleash makes that Pennant lacked; every refusal writes nothing. */
const features = '/api/admin/projects/default/features';
const dev = (flag: string) => `${features}/${flag}/environments/development`;
const fix = (name: string, weight: number) => ({ name, weight, weightType: 'fix', stickiness: 'default' });

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['v-flag', 'used-flag', 'archived-user']) expect((await t.post(features, { name })).status).toBe(201);
  expect((await t.post('/api/admin/context', { name: 'plan', legalValues: [{ value: 'free' }, { value: 'pro' }] })).status).toBe(201);
});
afterAll(() => t.close());

async function refused(
  res: Promise<{ status: number; body: { name?: string; message?: string } }>,
  message: string | RegExp,
): Promise<void> {
  const before = await t.eventCount();
  const answer = await res;
  expect(answer.status).toBe(400);
  expect(answer.body.name).toBe('BadDataError');
  expect(answer.body.message).toMatch(message);
  expect(await t.eventCount()).toBe(before);
}

it("refuses a context field that a constraint uses: 409 naming every use (active flags' strategies and segments); archived flags do not count", async () => {
  expect((await t.post('/api/admin/context', { name: 'region' })).status).toBe(201);
  const strategy = await t.post(`${dev('used-flag')}/strategies`, {
    name: 'default',
    constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }],
  });
  expect(strategy.status).toBe(200);
  const segment = await t.post('/api/admin/segments', {
    name: 'region-segment',
    constraints: [{ contextName: 'region', operator: 'IN', values: ['us'] }],
  });
  expect(
    (
      await t.post(`${dev('archived-user')}/strategies`, {
        name: 'default',
        constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }],
      })
    ).status,
  ).toBe(200);
  expect((await t.delete(`${features}/archived-user`)).status).toBe(202);
  const before = await t.eventCount();
  const res = await t.delete('/api/admin/context/region');
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({
    name: 'ConflictError',
    message: expect.stringContaining('This context field is in use by existing flags'),
  });
  expect(res.body.details).toEqual([
    {
      path: `strategies.${strategy.body.id}`,
      message: 'used by a strategy of the flag "used-flag" (project "default", environment "development")',
    },
    { path: `segments.${segment.body.id}`, message: 'used by the segment "region-segment" (' + segment.body.id + ')' },
  ]);
  expect(await t.eventCount()).toBe(before);
  expect((await t.get('/api/admin/context/region')).status).toBe(200);
  expect((await t.delete(`${dev('used-flag')}/strategies/${strategy.body.id}`)).status).toBe(200);
  expect((await t.delete(`/api/admin/segments/${segment.body.id}`)).status).toBe(204);
  expect((await t.delete('/api/admin/context/region')).status).toBe(200);
});

it('refuses strategy, environment, batch and legacy variants without a "variable" variant', async () => {
  const message = 'There must be at least one "variable" variant';
  await refused(t.post(`${dev('v-flag')}/strategies`, { name: 'default', variants: [fix('a', 500), fix('b', 500)] }), message);
  await refused(t.put(`${dev('v-flag')}/variants`, [fix('a', 1000)]), message);
  await refused(
    t.put(`${features}/v-flag/variants-batch`, { variants: [fix('a', 400), fix('b', 600)], environments: ['development'] }),
    message,
  );
  await refused(t.put(`${features}/v-flag/variants`, [fix('a', 1000)]), message);
  expect((await t.put(`${dev('v-flag')}/variants`, [fix('a', 400), { ...fix('b', 0), weightType: 'variable' }])).status).toBe(200);
  await refused(t.patch(`${dev('v-flag')}/variants`, [{ op: 'replace', path: '/1/weightType', value: 'fix' }]), message);
});

it("refuses constraint values outside the context field's legal values, in strategies and segments", async () => {
  const gold = [{ contextName: 'plan', operator: 'IN', values: ['pro', 'gold'] }];
  await refused(
    t.post(`${dev('v-flag')}/strategies`, { name: 'default', constraints: gold }),
    /"gold" is not specified as a legal value on the context field "plan"/,
  );
  await refused(t.post('/api/admin/segments', { name: 'gold-plan', constraints: gold }), /"gold" is not specified as a legal value/);
  const ok = await t.post('/api/admin/segments', {
    name: 'pro-plan',
    constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro'] }],
  });
  expect(ok.status).toBe(201);
  await refused(t.put(`/api/admin/segments/${ok.body.id}`, { name: 'pro-plan', constraints: gold }), /"gold" is not specified/);
  expect(
    (
      await t.post(`${dev('v-flag')}/strategies`, {
        name: 'default',
        constraints: [{ contextName: 'plan', operator: 'NOT_IN', values: ['free'] }],
      })
    ).status,
  ).toBe(200);
});

it('refuses IN, NOT_IN and STR_* constraints without values, in strategies and segments', async () => {
  for (const operator of ['IN', 'NOT_IN', 'STR_CONTAINS', 'STR_STARTS_WITH', 'STR_ENDS_WITH']) {
    await refused(
      t.post(`${dev('v-flag')}/strategies`, { name: 'default', constraints: [{ contextName: 'userId', operator, values: [] }] }),
      new RegExp(`at least one value for the operator ${operator}`),
    );
  }
  await refused(
    t.post('/api/admin/segments', { name: 'empty-in', constraints: [{ contextName: 'userId', operator: 'IN' }] }),
    /at least one value/,
  );
});

it('refuses unknown strategy types (400 "Could not find strategy type"), userWithId and gradualRollout* included, until defined', async () => {
  for (const name of ['no-such-type', 'userWithId', 'gradualRolloutRandom'])
    await refused(t.post(`${dev('v-flag')}/strategies`, { name }), `Could not find strategy type with name ${name}`);
  const flagStrategy = await t.post(`${dev('v-flag')}/strategies`, { name: 'default' });
  await refused(
    t.put(`${dev('v-flag')}/strategies/${flagStrategy.body.id}`, { name: 'no-such-type' }),
    'Could not find strategy type with name no-such-type',
  );
  expect((await t.post('/api/admin/strategies', { name: 'userWithId', parameters: [{ name: 'userIds', type: 'list' }] })).status).toBe(201);
  expect((await t.post(`${dev('v-flag')}/strategies`, { name: 'userWithId', parameters: { userIds: '1' } })).status).toBe(200);
  const builtIn = ((await t.get('/api/admin/strategies')).body.strategies as { name: string; editable: boolean }[])
    .filter((s) => !s.editable)
    .map((s) => s.name);
  expect(builtIn).toEqual(['flexibleRollout', 'default', 'remoteAddress', 'applicationHostname']);
});

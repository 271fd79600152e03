import { createTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';

/**
 * A project environment's default strategy (ADR 0052): set through the API, shown by the project
 * GETs, and added — a copy with a fresh id, the flag's name as groupId — by every path that turns
 * a flag on without an enabled strategy: the toggle, the bulk toggle, a change request's
 * updateEnabled (an import and an action set: project-default-strategy-paths.e2e.spec.ts). Other
 * environments keep the built-in flexibleRollout 100 %.
 */
const OTHER_ADMIN = '*:*.second-admin-secret-defstrat-0123456789';
const project = '/api/admin/projects/ds';
const features = `${project}/features`;
const quarter = {
  name: 'flexibleRollout',
  title: 'A quarter of the EU',
  constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }],
  parameters: { rollout: '25', stickiness: 'default', groupId: '' },
};
const storedQuarter = {
  name: 'flexibleRollout',
  title: 'A quarter of the EU',
  disabled: false,
  sortOrder: 0,
  segments: [],
  constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'], caseInsensitive: false, inverted: false }],
  variants: [],
  parameters: { rollout: '25', stickiness: 'default', groupId: '' },
};
/** The default as a flag gets it: a fresh id, the flag's name as groupId, no other difference. */
const addedTo = (flag: string) => ({
  ...storedQuarter,
  id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  featureName: flag,
  parameters: { ...storedQuarter.parameters, groupId: flag },
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ INIT_ADMIN_API_TOKENS: `*:*.e2e-admin-secret-0123456789abcdef,${OTHER_ADMIN}` });
  expect((await t.post('/api/admin/projects', { id: 'ds', name: 'Default strategies' })).status).toBe(201);
  expect((await t.post('/api/admin/environments', { name: 'staging', type: 'test' })).status).toBe(201);
  expect((await t.post(`${project}/environments`, { environment: 'staging' })).status).toBe(200);
});
afterAll(() => t.close());

async function strategiesOf(flag: string, environment: string): Promise<unknown[]> {
  const res = await t.get(`${features}/${flag}`);
  expect(res.status).toBe(200);
  return res.body.environments.find((e: { name: string }) => e.name === environment).strategies;
}

describe('a project environment default strategy', () => {
  it('is set (200 with the stored strategy), shown by the project GETs, and recorded with preData/data', async () => {
    const before = await t.eventCount();
    const res = await t.post(`${project}/environments/development/default-strategy`, quarter);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(storedQuarter);
    expect((await t.post(`${project}/environments/production/default-strategy`, quarter)).status).toBe(200);

    const view = await t.get(project);
    expect(view.body.environments).toEqual([
      { environment: 'development', defaultStrategy: storedQuarter },
      { environment: 'production', defaultStrategy: storedQuarter },
      { environment: 'staging' },
    ]);
    const overview = await t.get(`${project}/overview`);
    expect(overview.body.environments).toEqual([
      { environment: 'development', changeRequestEnabled: false, defaultStrategy: storedQuarter },
      { environment: 'production', changeRequestEnabled: false, defaultStrategy: storedQuarter },
      { environment: 'staging', changeRequestEnabled: false },
    ]);

    // Same default again: nothing recorded. A change: recorded with what it replaced.
    expect((await t.post(`${project}/environments/development/default-strategy`, quarter)).status).toBe(200);
    expect(await t.eventCount()).toBe(before + 2);
    const half = { ...quarter, parameters: { ...quarter.parameters, rollout: '50' } };
    expect((await t.post(`${project}/environments/staging/default-strategy`, half)).status).toBe(200);
    const events = await t.get('/api/admin/events?project=ds');
    const recorded = events.body.events.filter((e: { type: string }) => e.type === 'default-strategy-updated');
    expect(recorded.map((e: { environment: string }) => e.environment)).toEqual(['staging', 'production', 'development']);
    expect(recorded[2]).toMatchObject({ project: 'ds', environment: 'development', preData: null, data: storedQuarter });

    // Removing an environment drops its default (staging is back to the built-in); a change names the default it replaced.
    expect((await t.delete(`${project}/environments/staging`)).status).toBe(200);
    expect((await t.post(`${project}/environments`, { environment: 'staging' })).status).toBe(200);
    expect((await t.get(project)).body.environments[2]).toEqual({ environment: 'staging' });
    expect((await t.post(`${project}/environments/production/default-strategy`, half)).status).toBe(200);
    const replaced = (await t.get('/api/admin/events?project=ds')).body.events[0];
    expect(replaced).toMatchObject({
      type: 'default-strategy-updated',
      environment: 'production',
      preData: storedQuarter,
      data: { parameters: { rollout: '50' } },
    });
    expect((await t.post(`${project}/environments/production/default-strategy`, quarter)).status).toBe(200);
  });

  it('is what turning a new flag on adds (fresh id, groupId = the flag), and the client API serves it', async () => {
    expect((await t.post(features, { name: 'ds-single' })).status).toBe(201);
    expect((await t.post(`${features}/ds-single/environments/development/on`)).status).toBe(200);
    const [strategy] = (await strategiesOf('ds-single', 'development')) as { id: string }[];
    expect(await strategiesOf('ds-single', 'development')).toEqual([addedTo('ds-single')]);

    const token = await t.post('/api/admin/api-tokens', {
      tokenName: 'ds-sdk',
      type: 'client',
      environment: 'development',
      projects: ['ds'],
    });
    expect(token.status).toBe(201);
    const served = await t.get('/api/client/features', { token: token.body.secret });
    expect(served.status).toBe(200);
    const flag = served.body.features.find((f: { name: string }) => f.name === 'ds-single');
    expect(flag).toMatchObject({ enabled: true });
    expect(flag.strategies).toEqual([
      {
        name: 'flexibleRollout',
        constraints: storedQuarter.constraints,
        parameters: { rollout: '25', stickiness: 'default', groupId: 'ds-single' },
        variants: [],
      },
    ]);

    // Turning on a second flag gets another id: a copy each time, never a shared strategy.
    expect((await t.post(features, { name: 'ds-second' })).status).toBe(201);
    expect((await t.post(`${features}/ds-second/environments/development/on`)).status).toBe(200);
    const [second] = (await strategiesOf('ds-second', 'development')) as { id: string }[];
    expect(second.id).not.toBe(strategy.id);
  });

  it('is what the bulk toggle adds to each flag; another environment still gets the built-in flexibleRollout 100 %', async () => {
    for (const name of ['ds-bulk-a', 'ds-bulk-b']) expect((await t.post(features, { name })).status).toBe(201);
    const bulk = await t.post(`${project}/bulk_features/environments/development/on`, { features: ['ds-bulk-a', 'ds-bulk-b'] });
    expect(bulk.status).toBe(200);
    expect(await strategiesOf('ds-bulk-a', 'development')).toEqual([addedTo('ds-bulk-a')]);
    expect(await strategiesOf('ds-bulk-b', 'development')).toEqual([addedTo('ds-bulk-b')]);

    expect((await t.post(`${features}/ds-bulk-a/environments/staging/on`)).status).toBe(200);
    expect(await strategiesOf('ds-bulk-a', 'staging')).toEqual([
      expect.objectContaining({
        name: 'flexibleRollout',
        title: null,
        constraints: [],
        parameters: { rollout: '100', stickiness: 'default', groupId: 'ds-bulk-a' },
      }),
    ]);
  });

  it("is what a change request's updateEnabled adds when it is applied", async () => {
    expect((await t.post(features, { name: 'ds-guarded' })).status).toBe(201);
    const config = { changeRequestsEnabled: true, requiredApprovals: 1 };
    expect((await t.put(`${project}/environments/production/change-requests/config`, config)).status).toBe(204);
    const cr = await t.post(`${project}/environments/production/change-requests`, [
      { feature: 'ds-guarded', action: 'updateEnabled', payload: { enabled: true } },
    ]);
    expect(cr.status).toBe(201);
    expect((await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'In review' })).status).toBe(200);
    expect((await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'Approved' }, { token: OTHER_ADMIN })).status).toBe(200);
    const applied = await t.put(`${project}/change-requests/${cr.body.id}/state`, { state: 'Applied' }, { token: OTHER_ADMIN });
    expect(applied.status).toBe(200);
    expect(await strategiesOf('ds-guarded', 'production')).toEqual([addedTo('ds-guarded')]);
  });

  it("refuses another strategy type (400), a Viewer (403) and an environment that is not the project's (404), writing no default", async () => {
    const before = await t.eventCount();
    const other = await t.post(`${project}/environments/development/default-strategy`, { name: 'default' });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ name: 'BadDataError', message: expect.stringContaining('flexibleRollout') });
    expect((await t.post(`${project}/environments/development/default-strategy`, { parameters: {} })).status).toBe(400);

    const user = await t.post('/api/admin/user-admin', { email: 'vic@example.com', name: 'Vic', rootRole: 'Viewer' });
    expect(user.status).toBe(201);
    const pat = await t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'e2e', expiresAt: '2999-01-01T00:00:00.000Z' });
    expect(pat.status).toBe(201);
    const denied = await t.post(`${project}/environments/development/default-strategy`, quarter, { token: pat.body.secret });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ name: 'NoAccessError' });

    expect((await t.post('/api/admin/environments', { name: 'elsewhere', type: 'test' })).status).toBe(201);
    const notOurs = await t.post(`${project}/environments/elsewhere/default-strategy`, quarter);
    expect(notOurs.status).toBe(404);
    expect(notOurs.body).toMatchObject({ name: 'NotFoundError', message: expect.stringContaining('elsewhere') });
    expect((await t.post(`${project}/environments/nowhere/default-strategy`, quarter)).status).toBe(404);
    expect((await t.post('/api/admin/projects/nope/environments/development/default-strategy', quarter)).status).toBe(404);
    // A segment that does not exist: 404 with Unleash's wording, as for a flag's strategy.
    const unknownSegment = await t.post(`${project}/environments/development/default-strategy`, { ...quarter, segments: [424242] });
    expect(unknownSegment.status).toBe(404);
    expect(await t.eventCount()).toBe(before + 3); // the user, the PAT and the environment
  });

  it('keeps a segment it uses from being deleted (409 naming it), and the segment lists it as a user', async () => {
    const segment = await t.post('/api/admin/segments', { name: 'ds-segment', constraints: [] });
    expect(segment.status).toBe(201);
    const withSegment = { ...quarter, segments: [segment.body.id] };
    expect((await t.post(`${project}/environments/staging/default-strategy`, withSegment)).status).toBe(200);
    const refused = await t.delete(`/api/admin/segments/${segment.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('the default strategy of project "ds" in environment "staging"');
    expect((await t.get(`/api/admin/segments/${segment.body.id}/strategies`)).body).toEqual({
      strategies: [],
      changeRequestStrategies: [],
      defaultStrategies: [{ projectId: 'ds', environment: 'staging' }],
    });
    expect((await t.post(`${project}/environments/staging/default-strategy`, quarter)).status).toBe(200);
    expect((await t.delete(`/api/admin/segments/${segment.body.id}`)).status).toBe(204);
  });

  it('survives a rebuild of every projection: the project GET answers the same', async () => {
    const before = (await t.get(project)).body;
    const startedAt = Date.now();
    expect((await t.post('/api/admin/projections/rebuild')).status).toBe(202);
    type Status = { rebuild: unknown; lastRebuild: { at: string; position?: number } | null };
    await eventually(
      async () => {
        const list = (await t.get('/api/admin/projections')).body.projections as Status[];
        return list.every((p) => p.rebuild === null && p.lastRebuild && Date.parse(p.lastRebuild.at) >= startedAt - 1000);
      },
      { timeoutMs: 30_000, intervalMs: 50, what: 'every projection rebuilt' },
    );
    expect((await t.get(project)).body).toEqual(before);
    expect(before.environments[0].defaultStrategy).toEqual(storedQuarter);
  });
});

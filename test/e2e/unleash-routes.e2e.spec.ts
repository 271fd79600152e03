import { createTestApp, type TestApp } from '../support/test-app';

const project = '/api/admin/projects/default';
const flags = `${project}/features`;
const future = new Date(Date.now() + 86_400_000).toISOString();

type Event = {
  type: string;
  featureName: string | null;
  environment: string | null;
  data: Record<string, unknown> | null;
  preData: Record<string, unknown> | null;
  groupId: string;
};

/** Routes Unleash OSS has and its clients call, which answered 404 before. */
describe('Unleash routes: clone, bulk on/off, one environment, validation, usage, overview', () => {
  let t: TestApp;
  let viewer: string;
  const history = async (flag: string) => (await t.get(`/api/admin/events/${flag}`)).body.events as Event[];

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.post('/api/admin/user-admin', { email: 'viewer@example.com', rootRole: 'Viewer' });
    viewer = (await t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'e2e', expiresAt: future })).body.secret;
    expect((await t.post('/api/admin/context', { name: 'region', legalValues: [{ value: 'eu' }, { value: 'us' }] })).status).toBe(201);
    const segment = await t.post('/api/admin/segments', { name: 'beta-users', constraints: [] });
    expect(segment.status).toBe(201);
    expect((await t.post(flags, { name: 'parent-flag' })).status).toBe(201);
    expect((await t.post(flags, { name: 'source', type: 'experiment', description: 'the original', impressionData: true })).status).toBe(
      201,
    );
    const strategy = {
      name: 'flexibleRollout',
      parameters: { rollout: '30', stickiness: 'default', groupId: 'source' },
      constraints: [{ contextName: 'region', operator: 'IN', values: ['eu'] }],
      segments: [segment.body.id],
    };
    expect((await t.post(`${flags}/source/environments/development/strategies`, strategy)).status).toBe(200);
    expect(
      (
        await t.put(`${flags}/source/environments/production/variants`, [
          { name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' },
        ])
      ).status,
    ).toBe(200);
    expect((await t.post(`${flags}/source/dependencies`, { feature: 'parent-flag' })).status).toBe(200);
  });
  afterAll(() => t.close());

  it('clones a flag (201): the events of creating it and adding its strategies, variants and parent, in one group', async () => {
    const res = await t.post(`${flags}/source/clone`, { name: 'copy' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'copy',
      type: 'experiment',
      description: 'the original',
      impressionData: true,
      project: 'default',
      stale: false,
    });
    const events = (await history('copy')).reverse();
    expect(events.map((e) => [e.type, e.environment])).toEqual([
      ['feature-created', null],
      ['feature-strategy-add', 'development'],
      ['feature-environment-variants-updated', 'production'],
      ['feature-dependency-added', null],
    ]);
    expect(new Set(events.map((e) => e.groupId)).size).toBe(1);
    const copy = (await t.get(`${flags}/copy`)).body;
    const dev = copy.environments.find((e: { name: string }) => e.name === 'development');
    expect(dev.enabled).toBe(false);
    expect(dev.strategies).toEqual([
      expect.objectContaining({
        name: 'flexibleRollout',
        parameters: { rollout: '30', stickiness: 'default', groupId: 'copy' },
        segments: [expect.any(Number)],
      }),
    ]);
    expect(dev.strategies[0].id).not.toBe(
      (await t.get(`${flags}/source`)).body.environments.find((e: { name: string }) => e.name === 'development').strategies[0].id,
    );
    expect(copy.dependencies).toEqual([{ feature: 'parent-flag', enabled: true, variants: [] }]);
    // replaceGroupId: false keeps the source's groupId.
    expect((await t.post(`${flags}/source/clone`, { name: 'copy-2', replaceGroupId: false })).status).toBe(201);
    expect((await t.get(`${flags}/copy-2/environments/development`)).body.strategies[0].parameters.groupId).toBe('source');
  });

  it('refuses a taken name (409), an unknown source (404), a bad name (400) and a Viewer (403), writing nothing', async () => {
    const before = await t.eventCount();
    expect((await t.post(`${flags}/source/clone`, { name: 'copy' })).status).toBe(409);
    expect((await t.post(`${flags}/nope/clone`, { name: 'copy-3' })).status).toBe(404);
    expect((await t.post(`${flags}/source/clone`, { name: 'bad name' })).status).toBe(400);
    const denied = await t.post(`${flags}/source/clone`, { name: 'copy-3' }, { token: viewer });
    expect(denied.status).toBe(403);
    expect(denied.body.permissions).toEqual(['CREATE_FEATURE']);
    expect(await t.eventCount()).toBe(before);
  });

  it('turns several flags on or off in one environment at once; one unknown flag fails them all', async () => {
    const bulk = `${project}/bulk_features/environments/production`;
    const before = await t.eventCount();
    expect((await t.post(`${bulk}/on`, { features: ['source', 'no-such-flag'] })).status).toBe(404);
    expect(await t.eventCount()).toBe(before);
    expect((await t.post(`${bulk}/on`, { features: ['source', 'copy'] })).status).toBe(200);
    const enabled = (name: string) => t.get(`${flags}/${name}/environments/production`).then((r) => r.body.enabled as boolean);
    expect([await enabled('source'), await enabled('copy')]).toEqual([true, true]);
    const [on] = await history('copy');
    expect(on).toMatchObject({ type: 'feature-environment-enabled', environment: 'production' });
    expect((await t.post(`${bulk}/off`, { features: ['source', 'copy'] })).status).toBe(200);
    expect([await enabled('source'), await enabled('copy')]).toEqual([false, false]);
    expect((await t.post(`${project}/bulk_features/environments/nowhere/on`, { features: ['source'] })).status).toBe(404);
    expect((await t.post(`${bulk}/on`, { features: ['source'] }, { token: viewer })).status).toBe(403);
  });

  it('reads one environment of a flag and its variants', async () => {
    const env = await t.get(`${flags}/source/environments/development`);
    expect(env.status).toBe(200);
    expect(env.body).toEqual({
      name: 'source',
      environment: 'development',
      enabled: false,
      strategies: [expect.objectContaining({ name: 'flexibleRollout' })],
    });
    expect((await t.get(`${flags}/source/environments/production/variants`)).body).toEqual({
      version: 1,
      variants: [expect.objectContaining({ name: 'blue', weight: 1000 })],
    });
    expect((await t.get(`${flags}/source/environments/nowhere`)).status).toBe(404);
    expect((await t.get(`${flags}/nope/environments/development`)).status).toBe(404);
  });

  it('tags several flags of a project at once; a flag of another project is refused', async () => {
    const res = await t.put(`${project}/tags`, {
      features: ['source', 'copy', 'unknown'],
      tags: { addedTags: [{ type: 'simple', value: 'bulk' }], removedTags: [] },
    });
    expect(res.status).toBe(200);
    expect((await t.get('/api/admin/features/copy/tags')).body.tags).toEqual([{ type: 'simple', value: 'bulk', color: '#FFFFFF' }]);
    expect((await history('source'))[0]).toMatchObject({ type: 'feature-tagged', data: { type: 'simple', value: 'bulk' } });
    expect(
      (await t.put(`${project}/tags`, { features: ['copy'], tags: { addedTags: [], removedTags: [{ type: 'simple', value: 'bulk' }] } }))
        .status,
    ).toBe(200);
    expect((await t.get('/api/admin/features/copy/tags')).body.tags).toEqual([]);
    expect((await t.post('/api/admin/projects', { id: 'other', name: 'Other' })).status).toBe(201);
    expect((await t.post('/api/admin/projects/other/features', { name: 'elsewhere' })).status).toBe(201);
    expect(
      (await t.put(`${project}/tags`, { features: ['elsewhere'], tags: { addedTags: [{ type: 'simple', value: 'x1' }] } })).status,
    ).toBe(400);
    expect((await t.put(`${project}/tags`, { features: ['copy'], tags: { addedTags: [{ type: 'nope', value: 'x1' }] } })).status).toBe(404);
    expect((await t.put(`${project}/tags`, { features: ['copy'], tags: {} }, { token: viewer })).status).toBe(403);
  });

  it('validates flag names, tag types, segment names and constraints without writing', async () => {
    const before = await t.eventCount();
    expect((await t.post('/api/admin/features/validate', { name: 'fresh-name' })).status).toBe(200);
    expect((await t.post('/api/admin/features/validate', { name: 'source' })).status).toBe(409);
    expect((await t.post('/api/admin/features/validate', { name: 'bad name' })).status).toBe(400);
    expect((await t.post('/api/admin/tag-types/validate', { name: 'team' })).body).toEqual({ valid: true, tagType: { name: 'team' } });
    expect((await t.post('/api/admin/tag-types/validate', { name: 'simple' })).status).toBe(409);
    expect((await t.post('/api/admin/segments/validate', { name: 'new-segment' })).status).toBe(204);
    expect((await t.post('/api/admin/segments/validate', { name: 'beta-users' })).status).toBe(409);
    expect((await t.post('/api/admin/constraints/validate', { contextName: 'region', operator: 'IN', values: ['eu'] })).status).toBe(204);
    const illegal = await t.post('/api/admin/constraints/validate', { contextName: 'region', operator: 'IN', values: ['mars'] });
    expect(illegal.status).toBe(400);
    expect(illegal.body.details[0].message).toContain('"mars"');
    expect((await t.post('/api/admin/constraints/validate', { contextName: 'version', operator: 'SEMVER_EQ', value: 'one' })).status).toBe(
      400,
    );
    expect(await t.eventCount()).toBe(before);
  });

  it('lists flag types and changes a lifetime (ADMIN) with feature-type-updated', async () => {
    const types = await t.get('/api/admin/feature-types');
    expect(types.body.version).toBe(1);
    expect(types.body.types.map((x: { id: string; lifetimeDays: number | null }) => [x.id, x.lifetimeDays])).toEqual([
      ['release', 40],
      ['experiment', 40],
      ['operational', 7],
      ['kill-switch', null],
      ['permission', null],
    ]);
    expect((await t.put('/api/admin/feature-types/release/lifetime', { lifetimeDays: 10 }, { token: viewer })).status).toBe(403);
    const changed = await t.put('/api/admin/feature-types/Release/lifetime', { lifetimeDays: 10 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: 'release', name: 'Release', lifetimeDays: 10 });
    const [event] = (await t.get('/api/admin/events')).body.events as Event[];
    expect(event).toMatchObject({
      type: 'feature-type-updated',
      featureName: null,
      data: { id: 'release', lifetimeDays: 10 },
      preData: { id: 'release', lifetimeDays: 40 },
    });
    expect((await t.put('/api/admin/feature-types/kill-switch/lifetime', { lifetimeDays: 0 })).body.lifetimeDays).toBeNull();
    expect((await t.put('/api/admin/feature-types/sunset/lifetime', { lifetimeDays: 1 })).status).toBe(404);
    expect((await t.get('/api/admin/feature-types')).body.types[0].lifetimeDays).toBe(10);
    // Flags of that type still read and change their own type as before.
    expect((await t.put(`${flags}/copy`, { type: 'release' })).status).toBe(200);
    expect((await t.get(`${flags}/copy`)).body.type).toBe('release');
  });

  it('reads tag types and the tags of a type', async () => {
    expect((await t.post('/api/admin/tag-types', { name: 'team', color: '#00FF00' })).body).toEqual({
      name: 'team',
      description: '',
      icon: null,
      color: '#00FF00',
    });
    expect((await t.get('/api/admin/tag-types/team')).body).toEqual({
      version: 1,
      tagType: { name: 'team', description: '', icon: null, color: '#00FF00' },
    });
    expect((await t.get('/api/admin/tag-types/simple')).body.tagType).toMatchObject({ name: 'simple', color: '#FFFFFF' });
    expect((await t.get('/api/admin/tag-types/nope')).status).toBe(404);
    expect((await t.post('/api/admin/tags', { type: 'team', value: 'checkout' })).status).toBe(201);
    expect((await t.get('/api/admin/tags/team')).body).toEqual({ version: 1, tags: [{ type: 'team', value: 'checkout' }] });
    expect((await t.get('/api/admin/tags/team/checkout')).body).toEqual({ version: 1, tag: { type: 'team', value: 'checkout' } });
    expect((await t.get('/api/admin/tags/nope')).body).toEqual({ version: 1, tags: [] });
    expect((await t.put('/api/admin/tag-types/team', { color: '#123456' })).status).toBe(200);
    expect((await t.post('/api/admin/features/copy/tags', { type: 'team', value: 'checkout' })).status).toBe(201);
    expect((await t.get('/api/admin/features/copy/tags')).body.tags).toEqual([{ type: 'team', value: 'checkout', color: '#123456' }]);
    expect((await t.post('/api/admin/tag-types', { name: 'paint', color: 'red' })).status).toBe(400);
  });

  it('lists where a segment and a context field are used', async () => {
    const segment = (await t.get('/api/admin/segments')).body.segments.find((s: { name: string }) => s.name === 'beta-users');
    expect(segment).toMatchObject({ usedInFeatures: 3, usedInProjects: 1 });
    const used = await t.get(`/api/admin/segments/${segment.id}/strategies`);
    expect(used.body.changeRequestStrategies).toEqual([]);
    expect(
      used.body.strategies.map((s: { featureName: string; environment: string; strategyName: string; projectId: string }) => [
        s.featureName,
        s.environment,
        s.strategyName,
        s.projectId,
      ]),
    ).toEqual([
      ['copy', 'development', 'flexibleRollout', 'default'],
      ['copy-2', 'development', 'flexibleRollout', 'default'],
      ['source', 'development', 'flexibleRollout', 'default'],
    ]);
    expect((await t.get('/api/admin/segments/abc/strategies')).status).toBe(400);
    const fields = await t.get('/api/admin/context/region/strategies');
    expect(fields.body.strategies.map((s: { featureName: string }) => s.featureName)).toEqual(['copy', 'copy-2', 'source']);
    expect(fields.body.strategies[0]).toEqual({
      id: expect.any(String),
      projectId: 'default',
      featureName: 'copy',
      strategyName: 'flexibleRollout',
      environment: 'development',
    });
    expect((await t.get('/api/admin/context/unused/strategies')).body).toEqual({ strategies: [] });
  });

  it('lists possible parents and whether a project has dependencies', async () => {
    // Not itself, not a flag that depends on another (one level), not archived.
    expect((await t.get(`${flags}/parent-flag/parents`)).body).toEqual([]);
    expect((await t.post(flags, { name: 'loner' })).status).toBe(201);
    expect((await t.get(`${flags}/loner/parents`)).body).toEqual(['parent-flag']);
    expect((await t.get(`${project}/dependencies`)).body).toBe(true);
    expect((await t.get('/api/admin/projects/other/dependencies')).body).toBe(false);
    expect((await t.get('/api/admin/projects/nope/dependencies')).status).toBe(404);
  });

  it('lists the environments available to a project', async () => {
    const res = await t.get('/api/admin/environments/project/default');
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(1);
    expect(res.body.environments.map((e: { name: string; visible: boolean; sortOrder: number }) => [e.name, e.visible])).toEqual([
      ['development', true],
      ['production', true],
    ]);
    expect(res.body.environments[0]).toEqual({
      name: 'development',
      type: 'development',
      enabled: true,
      protected: false,
      sortOrder: expect.any(Number),
      requiredApprovals: null,
      projectApiTokenCount: 0,
      projectEnabledToggleCount: 0,
      visible: true,
    });
    expect((await t.get('/api/admin/environments/project/nope')).status).toBe(404);
  });

  it('lists who recorded events, the admin tokens as one Unleash Admin Token user', async () => {
    const res = await t.get('/api/admin/event-creators');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: -1337, name: 'Unleash System' },
      { id: -42, name: 'Unleash Admin Token' },
    ]);
  });

  it('gives a project overview', async () => {
    const res = await t.get(`${project}/overview`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: 1,
      name: 'Default',
      mode: 'open',
      members: 0,
      health: expect.any(Number),
      technicalDebt: expect.any(Number),
      favorite: false,
      environments: [
        { environment: 'development', changeRequestEnabled: false },
        { environment: 'production', changeRequestEnabled: false },
      ],
      onboardingStatus: { status: 'first-flag-created', feature: 'parent-flag' },
      stats: {
        createdCurrentWindow: 5,
        createdPastWindow: 0,
        archivedCurrentWindow: 0,
        projectMembersAddedCurrentWindow: 0,
        avgTimeToProdCurrentWindow: expect.any(Number),
      },
    });
    expect(res.body.featureTypeCounts).toEqual([
      { type: 'experiment', count: 2 },
      { type: 'release', count: 3 },
    ]);
    expect(res.body.stats.projectActivityCurrentWindow).toBeGreaterThan(10);
    expect((await t.get('/api/admin/projects/nope/overview')).status).toBe(404);
  });
});

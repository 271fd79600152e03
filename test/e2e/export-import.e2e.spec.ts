import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Flags exported with their configuration in one environment and imported into
 * another project, atomically (one append), with every problem reported and nothing written.
 */
const src = '/api/admin/projects/src';
const dst = '/api/admin/projects/dst';

describe('feature export and import', () => {
  let t: TestApp;
  let segment: number;

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of ['src', 'dst']) expect((await t.post('/api/admin/projects', { id, name: id })).status).toBe(201);
    segment = (await t.post('/api/admin/segments', { name: 'ex-beta', constraints: [] })).body.id as number;
    expect((await t.post('/api/admin/context', { name: 'ex-region', legalValues: [{ value: 'eu' }] })).status).toBe(201);
    expect((await t.post('/api/admin/tag-types', { name: 'ex-team' })).status).toBe(201);
    expect(
      (await t.post(`${src}/features`, { name: 'ex-parent', description: 'the parent', type: 'experiment', impressionData: true })).status,
    ).toBe(201);
    expect((await t.post(`${src}/features`, { name: 'ex-child' })).status).toBe(201);
    const strategy = {
      name: 'flexibleRollout',
      parameters: { rollout: '40', stickiness: 'default', groupId: 'ex-parent' },
      constraints: [{ contextName: 'ex-region', operator: 'IN', values: ['eu'] }],
      segments: [segment],
    };
    expect((await t.post(`${src}/features/ex-parent/environments/production/strategies`, strategy)).status).toBe(200);
    expect(
      (
        await t.put(`${src}/features/ex-parent/environments/production/variants`, [
          { name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' },
        ])
      ).status,
    ).toBe(200);
    expect((await t.post(`${src}/features/ex-parent/environments/production/on`)).status).toBe(200);
    expect((await t.post('/api/admin/features/ex-parent/tags', { type: 'ex-team', value: 'payments' })).status).toBe(201);
    expect((await t.post(`${src}/features/ex-child/dependencies`, { feature: 'ex-parent' })).status).toBe(200);
  });
  afterAll(() => t.close());

  const lastEvent = async () => (await t.get('/api/admin/events?limit=1')).body.events[0];
  const exported = async () => {
    const res = await t.post('/api/admin/features-batch/export', { project: 'src', environment: 'production' });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('exports the flags of a project with strategies, environment, variants, tags, dependencies and what they use', async () => {
    const data = await exported();
    expect(await lastEvent()).toMatchObject({
      type: 'features-exported',
      data: { features: ['ex-parent', 'ex-child'], environment: 'production' },
    });
    expect(data.features).toEqual([
      { name: 'ex-parent', description: 'the parent', type: 'experiment', project: 'src', stale: false, impressionData: true },
      { name: 'ex-child', description: null, type: 'release', project: 'src', stale: false, impressionData: false },
    ]);
    expect(data.featureStrategies).toEqual([
      expect.objectContaining({
        featureName: 'ex-parent',
        name: 'flexibleRollout',
        segments: [segment],
        parameters: expect.objectContaining({ rollout: '40' }),
      }),
    ]);
    expect(data.featureEnvironments).toEqual([
      expect.objectContaining({
        featureName: 'ex-parent',
        environment: 'production',
        enabled: true,
        variants: [expect.objectContaining({ name: 'blue' })],
      }),
      expect.objectContaining({ featureName: 'ex-child', enabled: false }),
    ]);
    expect(data.segments).toEqual([{ id: segment, name: 'ex-beta' }]);
    expect(data.contextFields).toEqual([expect.objectContaining({ name: 'ex-region', legalValues: [{ value: 'eu' }] })]);
    expect(data.featureTags).toEqual([{ featureName: 'ex-parent', tagType: 'ex-team', tagValue: 'payments' }]);
    expect(data.tagTypes).toEqual([expect.objectContaining({ name: 'ex-team' })]);
    expect(data.dependencies).toEqual([{ feature: 'ex-child', dependencies: [{ feature: 'ex-parent', enabled: true, variants: [] }] }]);
    const file = await t.post('/api/admin/features-batch/export', {
      features: ['ex-child'],
      environment: 'production',
      downloadFile: true,
    });
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="export-/);
    expect(
      (await t.post('/api/admin/features-batch/export', { tag: 'ex-team:payments', environment: 'production' })).body.features.map(
        (f: { name: string }) => f.name,
      ),
    ).toEqual(['ex-parent']);
  });

  it('imports them into another project in one atomic step; validate reports nothing to fix', async () => {
    // Renamed so they are new flags in the target project.
    const data = JSON.parse(
      JSON.stringify(await exported())
        .replace(/ex-parent/g, 'im-parent')
        .replace(/ex-child/g, 'im-child'),
    );
    expect((await t.post('/api/admin/features-batch/validate', { project: 'dst', environment: 'production', data })).body).toEqual({
      errors: [],
      warnings: [],
      permissions: [],
    });
    const [{ head }] = (await t.sql.query('SELECT max(position)::int AS head FROM es_events')).rows;
    const res = await t.post('/api/admin/features-batch/import', { project: 'dst', environment: 'production', data });
    expect(res.status).toBe(200);
    expect(await lastEvent()).toMatchObject({
      type: 'features-imported',
      project: 'dst',
      environment: 'production',
      data: { features: ['im-parent', 'im-child'] },
    });
    // One append: every event of the import carries the same metadata (one correlation id), across streams.
    const appended = (
      await t.sql.query(
        `SELECT count(*)::int AS events, count(DISTINCT metadata->>'correlationId')::int AS appends, count(DISTINCT stream_id)::int AS streams FROM es_events WHERE position > $1`,
        [head],
      )
    ).rows[0];
    expect(appended).toEqual({ events: expect.any(Number), appends: 1, streams: 3 }); // im-parent, im-child, feature-imports

    const parent = (await t.get(`${dst}/features/im-parent`)).body;
    expect(parent).toMatchObject({
      project: 'dst',
      type: 'experiment',
      description: 'the parent',
      impressionData: true,
      tags: [{ type: 'ex-team', value: 'payments' }],
    });
    const prod = parent.environments.find((e: { name: string }) => e.name === 'production');
    expect(prod).toMatchObject({
      enabled: true,
      variants: [expect.objectContaining({ name: 'blue' })],
      strategies: [
        expect.objectContaining({
          name: 'flexibleRollout',
          segments: [segment],
          constraints: [expect.objectContaining({ contextName: 'ex-region' })],
        }),
      ],
    });
    expect((await t.get(`${dst}/features/im-child`)).body.dependencies).toEqual([{ feature: 'im-parent', enabled: true, variants: [] }]);

    // Importing the same again changes nothing but the strategy ids (replaced) and records the import.
    expect((await t.post('/api/admin/features-batch/import', { project: 'dst', environment: 'production', data })).status).toBe(200);
    expect(
      (await t.get(`${dst}/features/im-parent`)).body.environments.find((e: { name: string }) => e.name === 'production').strategies,
    ).toHaveLength(1);
  });

  it('refuses an import with problems as a whole: 400 naming them, nothing written; validate lists them', async () => {
    const data = await exported(); // flags of project src: importing them into dst must be refused
    data.segments = [{ id: segment, name: 'no-such-segment' }];
    const before = await t.eventCount();
    const res = await t.post('/api/admin/features-batch/import', { project: 'dst', environment: 'production', data });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ name: 'BadDataError', message: expect.stringContaining('ex-parent') });
    expect(res.body.message).toContain('no-such-segment');
    expect(await t.eventCount()).toBe(before);
    const report = await t.post('/api/admin/features-batch/validate', { project: 'dst', environment: 'production', data });
    expect(report.body.errors.map((e: { affectedItems: string[] }) => e.affectedItems)).toEqual([
      ['ex-parent', 'ex-child'],
      ['no-such-segment'],
    ]);

    const bad = {
      features: [{ name: 'im-bad' }],
      featureStrategies: [{ name: 'default', featureName: 'im-bad', constraints: [{ contextName: 'x', operator: 'BOGUS', values: [] }] }],
    };
    const refused = await t.post('/api/admin/features-batch/import', { project: 'dst', environment: 'production', data: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('im-bad');
    for (const body of [
      {},
      { project: 'dst', environment: 'production' },
      { project: 'dst', environment: 'production', data: { features: [{ name: 'has space' }] } },
    ]) {
      expect((await t.post('/api/admin/features-batch/import', body)).status).toBe(400);
    }
    expect((await t.post('/api/admin/features-batch/import', { project: 'nope', environment: 'production', data: bad })).status).toBe(404);
    expect((await t.post('/api/admin/features-batch/export', { environment: 'production' })).status).toBe(400);
    expect((await t.post('/api/admin/features-batch/export', { features: ['nope'], environment: 'production' })).status).toBe(404);
    expect(await t.eventCount()).toBe(before);
  });
});

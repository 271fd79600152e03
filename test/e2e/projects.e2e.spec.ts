import { createTestApp, type TestApp } from '../support/test-app';

describe('projects and environments', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PROJECTS_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('creates a project (201, location) with every enabled environment by default', async () => {
    const res = await t.post('/api/admin/projects', { name: 'Web Shop', description: 'shop' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe('projects/web-shop');
    expect(res.body).toMatchObject({
      id: 'web-shop',
      name: 'Web Shop',
      description: 'shop',
      mode: 'open',
      defaultStickiness: 'default',
      featureCount: 0,
      health: 100,
      environments: [{ environment: 'development' }, { environment: 'production' }],
    });
    const list = await t.get('/api/admin/projects');
    expect(list.body.projects.map((p: { id: string }) => p.id)).toEqual(['default', 'web-shop']);
    const events = await t.get('/api/admin/events?project=web-shop');
    expect(events.body.events.map((e: { type: string }) => e.type)).toEqual([
      'project-environment-added',
      'project-environment-added',
      'project-created',
    ]);
  });

  it('refuses duplicates (409), bad ids and unknown environments (400), and the project limit (400)', async () => {
    const before = await t.eventCount();
    expect((await t.post('/api/admin/projects', { id: 'web-shop', name: 'again' })).status).toBe(409);
    expect((await t.post('/api/admin/projects', { id: 'bad id', name: 'x' })).status).toBe(400);
    expect((await t.post('/api/admin/projects', { id: 'x', name: 'x', environments: ['nowhere'] })).status).toBe(400);
    expect((await t.post('/api/admin/projects', { name: 123 })).status).toBe(400);
    expect(await t.eventCount()).toBe(before);
    expect((await t.post('/api/admin/projects', { id: 'third', name: 'Third', environments: ['development'] })).status).toBe(201);
    const limited = await t.post('/api/admin/projects', { id: 'fourth', name: 'Fourth' });
    expect(limited.status).toBe(400);
    expect(limited.body.name).toBe('ExceedsLimitError');
  });

  it('updates, archives only without active flags, revives and deletes', async () => {
    const updated = await t.put('/api/admin/projects/third', { description: 'changed', mode: 'protected' });
    expect(updated.body).toMatchObject({ description: 'changed', mode: 'protected' });
    expect((await t.post('/api/admin/projects/third/features', { name: 'in-third' })).status).toBe(201);
    const blocked = await t.post('/api/admin/projects/archive/third');
    expect(blocked.status).toBe(403);
    expect(blocked.body.name).toBe('InvalidOperationError');
    await t.put('/api/admin/projects/third/features/in-third', { archived: true });
    expect((await t.post('/api/admin/projects/archive/third')).status).toBe(200);
    expect((await t.get('/api/admin/projects?archived=true')).body.projects.map((p: { id: string }) => p.id)).toEqual(['third']);
    expect((await t.post('/api/admin/projects/third/features', { name: 'late' })).status).toBe(404);
    expect((await t.post('/api/admin/projects/revive/third')).status).toBe(200);
    expect((await t.delete('/api/admin/projects/third')).status).toBe(403);
    expect((await t.delete('/api/admin/projects/default')).status).toBe(403);
    expect((await t.delete('/api/admin/projects/web-shop')).status).toBe(200);
    expect((await t.get('/api/admin/projects/web-shop')).status).toBe(404);
    expect((await t.put('/api/admin/projects/web-shop', { name: 'x' })).status).toBe(404);
  });

  it('manages instance environments and project environments', async () => {
    const env = await t.post('/api/admin/environments', { name: 'staging', type: 'test', sortOrder: 300 });
    expect(env.status).toBe(201);
    expect(env.body).toEqual({
      name: 'staging',
      type: 'test',
      enabled: true,
      protected: false,
      sortOrder: 300,
      projectCount: 0,
      requiredApprovals: null,
    });
    expect((await t.post('/api/admin/environments', { name: 'staging', type: 'test' })).status).toBe(409);
    expect((await t.post('/api/admin/projects/default/environments', { environment: 'staging' })).status).toBe(200);
    expect((await t.post('/api/admin/projects/default/environments', { environment: 'staging' })).status).toBe(409);
    expect((await t.post('/api/admin/projects/default/environments', { environment: 'ghost' })).status).toBe(400);
    await t.post('/api/admin/projects/default/features', { name: 'env-flag' });
    const flag = await t.get('/api/admin/projects/default/features/env-flag');
    expect(flag.body.environments.map((e: { name: string }) => e.name)).toEqual(['development', 'production', 'staging']);
    expect((await t.delete('/api/admin/environments/staging')).status).toBe(403);
    expect((await t.delete('/api/admin/projects/default/environments/staging')).status).toBe(200);
    expect((await t.put('/api/admin/environments/update/staging', { sortOrder: 1 })).body.sortOrder).toBe(1);
    expect((await t.post('/api/admin/environments/staging/off')).status).toBe(204);
    expect((await t.get('/api/admin/environments/staging')).body.enabled).toBe(false);
    expect((await t.delete('/api/admin/environments/staging')).status).toBe(200);
    expect((await t.get('/api/admin/environments')).body.environments.map((e: { name: string }) => e.name)).toEqual([
      'development',
      'production',
    ]);
    expect((await t.get('/api/admin/environments/staging')).status).toBe(404);
  });

  it('keeps at least one environment per project', async () => {
    await t.post('/api/admin/projects', { id: 'solo', name: 'Solo', environments: ['development'] });
    const res = await t.delete('/api/admin/projects/solo/environments/development');
    expect(res.status).toBe(400);
    expect(res.body.name).toBe('MinimumOneEnvironmentError');
  });
});

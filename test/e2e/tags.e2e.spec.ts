import { createTestApp, type TestApp } from '../support/test-app';

const base = '/api/admin/projects/default/features';

describe('tags and tag types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['t-one', 't-two']) expect((await t.post(base, { name })).status).toBe(201);
  });
  afterAll(() => t.close());

  const events = async (flag: string) =>
    (await t.get(`/api/admin/events/${flag}`)).body.events as {
      type: string;
      project: string | null;
      featureName: string | null;
      data: unknown;
      preData: unknown;
    }[];
  const lastEvents = async (n: number) =>
    ((await t.get('/api/admin/events')).body.events as { type: string; data: unknown; preData: unknown }[]).slice(0, n);

  it('simple exists from the start; tag types are created, listed, updated and deleted', async () => {
    expect((await t.get('/api/admin/tag-types')).body).toEqual({
      version: 1,
      tagTypes: [{ name: 'simple', description: 'Used to simplify filtering of features', icon: '#', color: '#FFFFFF' }],
    });
    const created = await t.post('/api/admin/tag-types', { name: 'color', description: 'Colors' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ name: 'color', description: 'Colors', icon: null, color: null });
    expect((await t.post('/api/admin/tag-types', { name: 'color' })).status).toBe(409);
    expect((await t.put('/api/admin/tag-types/color', { icon: 'palette' })).status).toBe(200);
    expect((await t.put('/api/admin/tag-types/nope', { icon: 'x' })).status).toBe(404);
    expect((await t.get('/api/admin/tag-types')).body.tagTypes.map((x: { name: string }) => x.name)).toEqual(['color', 'simple']);
    expect((await lastEvents(2)).map((e) => e.type)).toEqual(['tag-type-updated', 'tag-type-created']);
    expect((await t.post('/api/admin/tag-types', { name: 'temp' })).status).toBe(201);
    expect((await t.delete('/api/admin/tag-types/temp')).status).toBe(200);
    expect((await lastEvents(1))[0]).toMatchObject({ type: 'tag-type-deleted', preData: { name: 'temp' } });
    expect((await t.delete('/api/admin/tag-types/simple')).status).toBe(400);
    // A tag type that does not exist: 404, as Unleash 8 answers.
    const before = await t.eventCount();
    expect((await t.delete('/api/admin/tag-types/temp')).status).toBe(404);
    expect((await t.delete('/api/admin/tag-types/never-was')).body).toMatchObject({ name: 'NotFoundError' });
    expect(await t.eventCount()).toBe(before);
  });

  it('tags: 201, 409 duplicate, 404 unknown type (as Unleash 8), 400 bad value, list, delete', async () => {
    const created = await t.post('/api/admin/tags', { type: 'color', value: 'red' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ version: 1, tag: { type: 'color', value: 'red' } });
    expect((await lastEvents(1))[0]).toMatchObject({ type: 'tag-created', data: { type: 'color', value: 'red' } });
    const before = await t.eventCount();
    expect((await t.post('/api/admin/tags', { type: 'color', value: 'red' })).status).toBe(409);
    expect((await t.post('/api/admin/tags', { type: 'nope', value: 'red' })).status).toBe(404);
    expect((await t.post('/api/admin/tags', { type: 'color', value: 'r' })).status).toBe(400);
    expect((await t.post('/api/admin/tags', { type: 'bad type', value: 'red' })).status).toBe(400);
    expect(await t.eventCount()).toBe(before);
    expect((await t.get('/api/admin/tags')).body).toEqual({ version: 1, tags: [{ type: 'color', value: 'red' }] });
    expect((await t.delete('/api/admin/tags/color/red')).status).toBe(200);
    expect((await t.get('/api/admin/tags')).body.tags).toEqual([]);
  });

  it('tagging a flag creates the tag first, then feature-tagged; the Feature shows tags', async () => {
    const res = await t.post('/api/admin/features/t-one/tags', { type: 'simple', value: 'team-a' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ type: 'simple', value: 'team-a' });
    expect((await lastEvents(2)).map((e) => e.type)).toEqual(['feature-tagged', 'tag-created']);
    expect((await events('t-one'))[0]).toMatchObject({
      type: 'feature-tagged',
      project: 'default',
      featureName: 't-one',
      data: { type: 'simple', value: 'team-a' },
    });
    expect((await t.get('/api/admin/features/t-one/tags')).body).toEqual({
      version: 1,
      tags: [{ type: 'simple', value: 'team-a', color: '#FFFFFF' }],
    });
    expect((await t.get(`${base}/t-one`)).body.tags).toEqual([{ type: 'simple', value: 'team-a' }]);
    const before = await t.eventCount();
    expect((await t.post('/api/admin/features/t-one/tags', { type: 'simple', value: 'team-a' })).status).toBe(201);
    expect(await t.eventCount()).toBe(before);
  });

  it('search finds flags by tag', async () => {
    const res = await t.get('/api/admin/search/features?tag=INCLUDE:simple:team-a');
    expect(res.status).toBe(200);
    expect(res.body.features.map((f: { name: string }) => f.name)).toEqual(['t-one']);
  });

  it('PUT {addedTags, removedTags} and DELETE untag', async () => {
    const res = await t.put('/api/admin/features/t-one/tags', {
      addedTags: [{ type: 'simple', value: 'team-b' }],
      removedTags: [{ type: 'simple', value: 'team-a' }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: 1, tags: [{ type: 'simple', value: 'team-b' }] });
    expect((await events('t-one')).slice(0, 2).map((e) => e.type)).toEqual(['feature-untagged', 'feature-tagged']);
    expect((await t.delete('/api/admin/features/t-one/tags/simple/team-b')).status).toBe(200);
    expect((await events('t-one'))[0]).toMatchObject({ type: 'feature-untagged', preData: { type: 'simple', value: 'team-b' } });
    expect((await t.get('/api/admin/features/t-one/tags')).body.tags).toEqual([]);
  });

  it('deleting a tag untags the flags carrying it', async () => {
    expect((await t.post('/api/admin/features/t-two/tags', { type: 'color', value: 'blue' })).status).toBe(201);
    expect((await t.delete('/api/admin/tags/color/blue')).status).toBe(200);
    expect((await lastEvents(2)).map((e) => e.type)).toEqual(['tag-deleted', 'feature-untagged']);
    expect((await t.get('/api/admin/features/t-two/tags')).body.tags).toEqual([]);
  });

  it('unknown flag 404, unknown tag type 404 (as Unleash 8), bad body 400, no token 401 — nothing written', async () => {
    const before = await t.eventCount();
    expect((await t.post('/api/admin/features/no-such/tags', { type: 'simple', value: 'x1' })).status).toBe(404);
    expect((await t.get('/api/admin/features/no-such/tags')).status).toBe(404);
    expect((await t.post('/api/admin/features/t-two/tags', { type: 'nope', value: 'x1' })).status).toBe(404);
    expect((await t.post('/api/admin/features/t-two/tags', { type: 'simple', value: 'x'.repeat(51) })).status).toBe(400);
    expect((await t.post('/api/admin/features/t-two/tags', { type: 'simple', value: 'x1' }, { token: null })).status).toBe(401);
    expect(await t.eventCount()).toBe(before);
  });
});

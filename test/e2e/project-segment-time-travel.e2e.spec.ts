import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Time travel for a project's flags and for a segment: `GET
 * /api/admin/projects/{p}/features?asOf=` and `GET /api/admin/segments/{id}?asOf=` answer exactly
 * what the live endpoints answered at each recorded point of the log.
 */
let t: TestApp;
const head = async () => Number((await t.sql.query('SELECT max(position) AS p FROM es_events')).rows[0].p);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("answers a project's flags as they were at every recorded point, moved and archived flags included", async () => {
  expect((await t.post('/api/admin/projects', { id: 'tt-a', name: 'Travel A' })).status).toBe(201);
  expect((await t.post('/api/admin/projects', { id: 'tt-b', name: 'Travel B' })).status).toBe(201);
  const features = (p: string) => `/api/admin/projects/${p}/features`;
  const points: { position: number; body: unknown }[] = [];
  const record = async () => {
    const live = await t.get(features('tt-a'));
    expect(live.status).toBe(200);
    points.push({ position: await head(), body: live.body });
  };
  await record(); // an empty project
  expect((await t.post(features('tt-a'), { name: 'tt-one', description: 'first' })).status).toBe(201);
  expect((await t.post(features('tt-a'), { name: 'tt-two' })).status).toBe(201);
  expect((await t.post(`${features('tt-a')}/tt-one/environments/development/strategies`, { name: 'default' })).status).toBe(200);
  expect((await t.post(`${features('tt-a')}/tt-one/environments/development/on`)).status).toBe(200);
  await record();
  expect((await t.post(`${features('tt-a')}/tt-two/changeProject`, { newProjectId: 'tt-b' })).status).toBe(200);
  expect((await t.put(`${features('tt-a')}/tt-one`, { stale: true })).status).toBe(200);
  await record();
  expect((await t.delete(`${features('tt-a')}/tt-one`)).status).toBe(202);
  await record();

  const bodies = points.map((p) => p.body as { features: { name: string }[] });
  expect(bodies.map((b) => b.features.map((f) => f.name))).toEqual([[], ['tt-one', 'tt-two'], ['tt-one'], []]);
  for (const point of points) {
    const past = await t.get(`${features('tt-a')}?asOf=${point.position}`);
    expect(past.status).toBe(200);
    expect(past.headers['x-pennant-as-of-event']).toBe(String(point.position));
    expect(past.body).toEqual(point.body);
  }
  // The moved flag is in its new project now, and was not before the move.
  expect((await t.get(features('tt-b'))).body.features.map((f: { name: string }) => f.name)).toEqual(['tt-two']);
  expect((await t.get(`${features('tt-b')}?asOf=${points[1].position}`)).body.features).toEqual([]);
  // Unknown project (now or then) → 404; a malformed point → 400.
  expect((await t.get(features('tt-none'))).status).toBe(404);
  expect((await t.get(`${features('tt-a')}?asOf=1`)).status).toBe(404);
  const bad = await t.get(`${features('tt-a')}?asOf=2026-02-31`);
  expect({ status: bad.status, name: bad.body.name }).toEqual({ status: 400, name: 'BadDataError' });
});

it('answers a segment as it was at every recorded point, and 404 before it existed and after it was deleted', async () => {
  const before = await head();
  const created = await t.post('/api/admin/segments', {
    name: 'tt-seg',
    description: 'v1',
    constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }],
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const points: { position: number; body: unknown }[] = [];
  const record = async () => points.push({ position: await head(), body: (await t.get(`/api/admin/segments/${id}`)).body });
  await record();
  expect(
    (
      await t.put(`/api/admin/segments/${id}`, {
        name: 'tt-seg-renamed',
        description: 'v2',
        constraints: [{ contextName: 'region', operator: 'IN', values: ['eu', 'us'] }],
      })
    ).status,
  ).toBe(204);
  await record();
  expect((points[1].body as { name: string }).name).toBe('tt-seg-renamed');
  expect((await t.delete(`/api/admin/segments/${id}`)).status).toBe(204);
  expect((await t.get(`/api/admin/segments/${id}`)).status).toBe(404);
  const deletedAt = await head();

  for (const point of points) {
    const past = await t.get(`/api/admin/segments/${id}?asOf=${point.position}`);
    expect(past.status).toBe(200);
    expect(past.headers['x-pennant-as-of-event']).toBe(String(point.position));
    // The segment as it was; its current usage counts are not replayed (ADR 0039).
    const { usedInFeatures: _features, usedInProjects: _projects, ...stored } = point.body as Record<string, unknown>;
    expect(past.body).toEqual(stored);
  }
  expect((await t.get(`/api/admin/segments/${id}?asOf=${before}`)).status).toBe(404);
  expect((await t.get(`/api/admin/segments/${id}?asOf=${deletedAt}`)).status).toBe(404);
  expect((await t.get(`/api/admin/segments/${id}?asOf=later`)).status).toBe(400);
});

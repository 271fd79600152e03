import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Search and the event list are answered from a cache while their projection's checkpoint stands
 * still (ADR 0014). Every write must still be visible to the next read (read-your-writes).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const base = '/api/admin/projects/default/features';

it('a repeated search sees each write at once', async () => {
  expect((await t.post(base, { name: 'cached-1', description: 'one' })).status).toBe(201);
  const search = () => t.get('/api/admin/search/features?query=cached-&sortBy=name');
  const first = await search();
  expect(first.body.features.map((f: { description: string }) => f.description)).toEqual(['one']);
  expect((await search()).body).toEqual(first.body);
  for (const description of ['two', 'three', 'four']) {
    expect((await t.put(`${base}/cached-1`, { description })).status).toBe(200);
    expect((await search()).body.features.map((f: { description: string }) => f.description)).toEqual([description]);
  }
  expect((await t.post(base, { name: 'cached-2' })).status).toBe(201);
  const after = await search();
  expect(after.body.total).toBe(2);
  expect(after.body.features.map((f: { name: string }) => f.name)).toEqual(['cached-1', 'cached-2']);
});

it('the event list sees each write at once, per project key', async () => {
  const latest = async (query = '') => (await t.get(`/api/admin/events${query}`)).body;
  const before = await latest();
  expect((await t.post(base, { name: 'cached-3' })).status).toBe(201);
  const after = await latest();
  expect(after.events[0]).toMatchObject({ type: 'feature-created', featureName: 'cached-3' });
  expect(after.totalEvents).toBe(before.totalEvents + 1);
  const project = await latest('?project=default');
  expect(project.events[0]).toMatchObject({ type: 'feature-created', featureName: 'cached-3' });
  expect((await latest('?project=nope')).events).toEqual([]);
});

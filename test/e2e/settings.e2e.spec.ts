import { createTestApp, type TestApp } from '../support/test-app';

/** Frontend settings: POST /api/admin/ui-config stores frontendApiOrigins, evented. */
let t: TestApp;
const origins = async () => (await t.get('/api/admin/ui-config')).body.frontendApiOrigins as string[];
const store = (frontendApiOrigins: unknown, options = {}) =>
  t.post('/api/admin/ui-config', { frontendSettings: { frontendApiOrigins } }, options);
const settingEvents = async () =>
  ((await t.get('/api/admin/events')).body.events as { type: string; data: unknown; preData: unknown; createdBy: string }[]).filter((e) =>
    e.type.startsWith('setting-'),
  );

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('defaults to ["*"], stores a list (204) with setting-created then setting-updated, and a repeat changes nothing', async () => {
  expect(await origins()).toEqual(['*']);
  expect((await store(['https://app.example.com', 'http://localhost:3000'])).status).toBe(204);
  expect(await origins()).toEqual(['https://app.example.com', 'http://localhost:3000']);
  expect((await store(['https://app.example.com'])).status).toBe(204);
  expect(await origins()).toEqual(['https://app.example.com']);
  const events = await settingEvents();
  expect(events.map((e) => ({ type: e.type, data: e.data, preData: e.preData }))).toEqual([
    {
      type: 'setting-updated',
      data: { id: 'frontendSettings', value: { frontendApiOrigins: ['https://app.example.com'] } },
      preData: { id: 'frontendSettings', value: { frontendApiOrigins: ['https://app.example.com', 'http://localhost:3000'] } },
    },
    {
      type: 'setting-created',
      data: { id: 'frontendSettings', value: { frontendApiOrigins: ['https://app.example.com', 'http://localhost:3000'] } },
      preData: null,
    },
  ]);
  const before = await t.eventCount();
  expect((await store(['https://app.example.com'])).status).toBe(204);
  expect(await t.eventCount()).toBe(before);
});

it('refuses what is not a list of origins with 400 and stores nothing', async () => {
  const before = await t.eventCount();
  const bad: unknown[] = [
    { frontendSettings: { frontendApiOrigins: 'https://a.example' } },
    { frontendSettings: { frontendApiOrigins: ['https://a.example/path'] } },
    { frontendSettings: { frontendApiOrigins: ['a.example'] } },
    { frontendSettings: { frontendApiOrigins: ['ftp://a.example'] } },
    { frontendSettings: { frontendApiOrigins: [42] } },
    { frontendSettings: { frontendApiOrigins: ['https://ok.example', null] } },
    { frontendSettings: { frontendApiOrigins: ['https://a.example?q=1'] } },
    { frontendSettings: { frontendApiOrigins: ['https://a.example/'] } },
    { frontendSettings: { frontendApiOrigins: Array.from({ length: 101 }, (_, i) => `https://a${i}.example`) } },
    { frontendSettings: {} },
    {},
    { frontendSettings: null },
    [],
  ];
  for (const body of bad) {
    const res = await t.post('/api/admin/ui-config', body);
    expect({ body, status: res.status, name: res.body.name }).toEqual({ body, status: 400, name: 'BadDataError' });
    expect(res.body).toMatchObject({ id: expect.any(String), message: expect.any(String), details: expect.any(Array) });
  }
  expect(await t.eventCount()).toBe(before);
});

it('is for admins only', async () => {
  const editor = await t.post('/api/admin/user-admin', { email: 'settings-editor@example.com', name: 'Ed', rootRole: 'editor' });
  const pat = await t.post(`/api/admin/user-admin/${editor.body.id}/tokens`, { description: 'x', expiresAt: '2999-01-01T00:00:00.000Z' });
  const client = await t.post('/api/admin/api-tokens', {
    tokenName: 'settings-sdk',
    type: 'client',
    environment: 'development',
    projects: ['default'],
  });
  const before = await t.eventCount();
  for (const token of [pat.body.secret as string, client.body.secret as string]) {
    const res = await store(['*'], { token });
    expect({ status: res.status, name: res.body.name }).toEqual({ status: 403, name: 'NoAccessError' });
    expect(res.body).toMatchObject({ id: expect.any(String), message: expect.any(String) });
  }
  expect((await store(['*'], { token: null })).status).toBe(401);
  expect(await t.eventCount()).toBe(before);
});

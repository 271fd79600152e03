import { createTestApp, ADMIN_TOKEN, type TestApp } from '../support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** x-request-id: taken when safe, generated otherwise, echoed; a generated one is also the error body's `id` (ADR 0015). */
describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('echoes a safe incoming x-request-id; error ids stay fresh UUIDs when the caller chose the request id', async () => {
    const ok = await t.get('/api/admin/ui-config', { headers: { 'x-request-id': 'abc-123.x:y_z' } });
    expect(ok.status).toBe(200);
    expect(ok.headers['x-request-id']).toBe('abc-123.x:y_z');
    const a = await t.get('/api/admin/segments/999999', { headers: { 'x-request-id': 'trace-1' } });
    const b = await t.get('/api/admin/segments/999999', { headers: { 'x-request-id': 'trace-1' } });
    expect(a.status).toBe(404);
    expect(a.headers['x-request-id']).toBe('trace-1');
    expect(Object.keys(a.body).sort()).toEqual(['details', 'id', 'message', 'name']);
    expect(a.body.details).toEqual([{ message: a.body.message }]);
    expect(a.body.id).toMatch(UUID);
    expect(b.body.id).toMatch(UUID);
    expect(a.body.id).not.toBe(b.body.id);
  });

  it('generates one for unsafe or missing ids, including errors answered before routing and authentication', async () => {
    for (const bad of ['has space', 'x'.repeat(129), 'semi;colon', '']) {
      const res = await t.get('/api/admin/ui-config', { headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    // Without an incoming id every error gets a fresh one, as before.
    const first = await t.get('/api/admin/segments/999999');
    const second = await t.get('/api/admin/segments/999999');
    expect(first.body.id).toMatch(UUID);
    expect(first.body.id).not.toBe(second.body.id);
    expect(first.body.id).toBe(first.headers['x-request-id']);
    const unauthenticated = await t.get('/api/admin/events', { token: null });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers['x-request-id']).toMatch(UUID);
    expect(unauthenticated.body.id).toBe(unauthenticated.headers['x-request-id']);
    const routerError = await t.app.inject({
      method: 'GET',
      url: '/api/admin/segments/%E0%A4%A',
      headers: { authorization: ADMIN_TOKEN, 'x-request-id': 'router-1' },
    });
    expect(routerError.statusCode).toBe(400);
    expect(routerError.headers['x-request-id']).toBe('router-1');
    expect(JSON.parse(routerError.body)).toMatchObject({ id: expect.stringMatching(UUID), name: 'BadDataError' });
  });
});

import { createTestApp, ADMIN_TOKEN, type TestApp } from '../support/test-app';

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** Security headers on every kind of response: success, each error path, router errors, public routes. */
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(() => t.close());

  const requests: [string, () => Promise<{ statusCode: number; headers: Record<string, unknown> }>][] = [
    ['200 admin read', () => t.app.inject({ method: 'GET', url: '/api/admin/ui-config', headers: { authorization: ADMIN_TOKEN } })],
    [
      '201 write',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/projects/default/features',
          headers: { authorization: ADMIN_TOKEN, 'content-type': 'application/json' },
          payload: '{"name":"hdr"}',
        }),
    ],
    ['200 /health', () => t.app.inject({ method: 'GET', url: '/health' })],
    ['200 /docs/openapi.json', () => t.app.inject({ method: 'GET', url: '/docs/openapi.json' })],
    ['401 no token', () => t.app.inject({ method: 'GET', url: '/api/admin/events' })],
    ['404 unknown route', () => t.app.inject({ method: 'GET', url: '/api/admin/nothing-here', headers: { authorization: ADMIN_TOKEN } })],
    [
      '400 bad JSON',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/projects/default/features',
          headers: { authorization: ADMIN_TOKEN, 'content-type': 'application/json' },
          payload: '{',
        }),
    ],
    [
      '400 undecodable URL (router error)',
      () => t.app.inject({ method: 'GET', url: '/api/admin/segments/%E0%A4%A', headers: { authorization: ADMIN_TOKEN } }),
    ],
    [
      '413 oversize',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/projects/default/features',
          headers: { authorization: ADMIN_TOKEN, 'content-type': 'application/json' },
          payload: JSON.stringify({ name: 'x'.repeat(4096) }),
        }),
    ],
    [
      '415 content type',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/projects/default/features',
          headers: { authorization: ADMIN_TOKEN, 'content-type': 'text/plain' },
          payload: 'x',
        }),
    ],
    ['404 signal intake', () => t.app.inject({ method: 'POST', url: '/api/signal-endpoint/none', headers: { authorization: 'Bearer x' } })],
  ];

  it.each(requests)('%s', async (_label, send) => {
    const res = await send();
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers).toMatchObject(EXPECTED);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

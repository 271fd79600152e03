import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CONSOLE_DIST, ensureConsoleBuilt } from '../support/console-build';
import { createTestApp, type TestApp } from '../support/test-app';

/** The console is served by the API process at `/` without taking any of the API's paths. */
describe('console serving', () => {
  let sut: TestApp;
  let script: string;

  beforeAll(async () => {
    await ensureConsoleBuilt();
    script = readdirSync(join(CONSOLE_DIST, 'assets')).find((name) => /^index-.*\.js$/.test(name)) as string;
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut?.close();
  });

  it('serves index.html at / never cached, with a CSP that allows only its own files', async () => {
    const res = await sut.get('/', { token: null });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.body)).toContain(`/assets/${script}`);
  });

  it('answers deep links with index.html', async () => {
    for (const path of [
      '/flags?project=IS:default&type=IS_ANY_OF:release,experiment',
      '/projects/default/flags/a-flag',
      '/some/unknown/page',
    ]) {
      const res = await sut.get(path, { token: null });
      expect(res.status).toBe(200);
      expect(String(res.body)).toContain('<div id="root"></div>');
    }
  });

  it('caches content-hashed assets for a year and sends them gzipped when asked', async () => {
    const res = await sut.app.inject({ method: 'GET', url: `/assets/${script}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('createRoot');
    const again = await sut.app.inject({ method: 'GET', url: `/assets/${script}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const res = await sut.get('/assets/index-missing.js', { token: null });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ name: 'NotFoundError' });
  });

  it('leaves the API paths to the API: unknown ones are 404 JSON with the strict CSP', async () => {
    const unknown = await sut.get('/api/admin/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect(unknown.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // As without the console: no route matched, nothing to protect (configure-http), a 404.
    const anonymous = await sut.get('/api/admin/no-such-route', { token: null });
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toMatchObject({ name: 'NotFoundError' });
    expect((await sut.get('/api/admin/events', { token: null })).status).toBe(401);
    for (const path of ['/auth/nothing', '/docs/nothing', '/health/deep', '/internal-backstage/x', '/API/ADMIN/EVENTS']) {
      const res = await sut.get(path, { token: null });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    const api = await sut.get('/api/admin/ui-config');
    expect(api.status).toBe(200);
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await sut.get('/health', { token: null })).body).toEqual({ health: 'GOOD' });
  });
});

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { API_REFERENCE_CSP } from '../../apps/admin-api/src/openapi/api-reference';
import { createTestApp, type TestApp } from '../support/test-app';

const ROOT = join(__dirname, '..', '..');
const SWAGGER_UI_DIST = dirname(require.resolve('swagger-ui-dist/package.json'));
const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** `GET /docs`: Swagger UI from the installed swagger-ui-dist, on the committed document (ADR 0063). */
describe('GET /docs (the API reference)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves a page without credentials, with its own narrow policy and no inline script', async () => {
    const page = await get('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(API_REFERENCE_CSP);
    expect(API_REFERENCE_CSP).toContain("script-src 'self';");
    expect(API_REFERENCE_CSP).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/ src="\/docs\//);
      expect(inline.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/style=|<style/);
    // The trailing-slash spelling is the same page (the router ignores trailing slashes).
    expect((await get('/docs/')).body).toBe(page.body);
  });

  it('serves every file the page loads, Swagger UI byte for byte as the package ships it', async () => {
    const page = (await get('/docs')).body;
    const urls = [...page.matchAll(/(?:src|href)="(\/docs\/[^"]+)"/g)].map((m) => m[1]);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/docs/swagger-ui/swagger-ui.css',
        '/docs/swagger-ui/swagger-ui-bundle.js',
        '/docs/swagger-ui/initializer.js',
      ]),
    );
    for (const url of urls) {
      const file = await get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-security-policy']).toBe(API_REFERENCE_CSP);
      expect(file.headers['cache-control']).toBe('no-cache');
      if (url.endsWith('.js')) expect(file.headers['content-type']).toBe('text/javascript; charset=utf-8');
      if (url.endsWith('.css')) expect(file.headers['content-type']).toBe('text/css; charset=utf-8');
      const name = url.replace('/docs/swagger-ui/', '');
      if (name !== 'initializer.js') expect(file.rawPayload.equals(readFileSync(join(SWAGGER_UI_DIST, name)))).toBe(true);
      // Revalidation: the same file again costs a 304.
      expect((await get(url, { 'if-none-match': String(file.headers.etag) })).statusCode).toBe(304);
    }
    const bundle = await get('/docs/swagger-ui/swagger-ui-bundle.js', { 'accept-encoding': 'gzip' });
    expect(bundle.headers['content-encoding']).toBe('gzip');
    expect(bundle.rawPayload.length).toBeLessThan(readFileSync(join(SWAGGER_UI_DIST, 'swagger-ui-bundle.js')).length / 2);
  });

  it('points Swagger UI at the served document, which is the committed one', async () => {
    const initializer = (await get('/docs/swagger-ui/initializer.js')).body;
    const url = /url: "([^"]+)"/.exec(initializer)?.[1];
    expect(url).toBe('/docs/openapi.json');
    expect(initializer).toContain('validatorUrl: null');
    const served = await get(url ?? '');
    expect(served.statusCode).toBe(200);
    // The document keeps the API's own policy: only the page's files are relaxed.
    expect(served.headers['content-security-policy']).toBe(STRICT_CSP);
    const committed = JSON.parse(readFileSync(join(ROOT, 'docs', 'openapi.json'), 'utf8')) as unknown;
    expect(served.json()).toEqual(committed);
  });

  it('relaxes nothing else under /docs: an unknown file is the API’s 404, with the API’s policy', async () => {
    for (const url of ['/docs/swagger-ui/index.html', '/docs/swagger-ui/swagger-ui-bundle.js.map', '/docs/nothing']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ name: 'NotFoundError' });
      expect(res.headers['content-security-policy']).toBe(STRICT_CSP);
    }
  });
});

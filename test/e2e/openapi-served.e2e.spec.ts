import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../support/test-app';

/** The running service describes the routes it registered: the same document `npm run openapi` commits. */
describe('GET /docs/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the committed document, built from the controllers the app registered', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(served.statusCode).toBe(200);
    const committed = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8')) as unknown;
    expect(served.json()).toEqual(committed);
  });
});

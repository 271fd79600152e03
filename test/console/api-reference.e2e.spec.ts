import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium, saveScreenshot, SCREENSHOTS } from '../support/browser';
import { expect as expectPage } from '../support/locator-expect';
import { createTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(120_000);

const COMMITTED = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8')) as {
  info: { title: string };
  paths: Record<string, Record<string, { tags: string[] }>>;
};

/** `/docs` in Debian's Chromium: Swagger UI renders the committed document, named schemas included, under the page's CSP. */
describe('the API reference in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.getHttpServer().address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('renders every tag of the document, and an operation with its body schema by name', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    // A script or style the page's CSP refused, or any other error, shows as a console error.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/docs/openapi.json');
    await page.goto(`${baseUrl}/docs`);

    // The page loads the served document, and it is the committed one.
    expect(await (await loaded).json()).toEqual(COMMITTED);
    await expectPage(page.locator('.swagger-ui .info .title')).toContainText(COMMITTED.info.title);
    const tags = new Set(Object.values(COMMITTED.paths).flatMap((ops) => Object.values(ops).map((op) => op.tags[0])));
    await expectPage(page.locator('.opblock-tag-section')).toHaveCount(tags.size);

    // The spec's PUT of a flag, opened: its body is the named updateFeatureSchema (a $ref the page resolved).
    await page
      .locator('.opblock-tag', { hasText: /^Features/ })
      .first()
      .click();
    const put = page.locator('.opblock-put', { hasText: '/api/admin/projects/{projectId}/features/{featureName}' }).first();
    await put.locator('.opblock-summary').click();
    // Its parameters are components it refers to (issue 42 §3): the page resolved them.
    await expectPage(put.locator('.parameters .parameter__name')).toHaveCount(3);
    for (const name of ['projectId', 'featureName', 'Idempotency-Key'])
      await expectPage(put.locator('.parameters .parameter__name', { hasText: name })).toHaveCount(1);
    await expectPage(put.locator('.parameters .parameter__in').first()).toContainText('path');
    await put.getByRole('tab', { name: 'Schema' }).first().click();
    await expectPage(put.locator('.model-box').first()).toContainText('updateFeatureSchema');
    await expectPage(put.locator('.model-box').first()).toContainText('impressionData');

    // "Try it out" on a public operation: the call goes to this origin and its answer is shown.
    await page
      .locator('.opblock-tag', { hasText: /^health/ })
      .first()
      .click();
    const health = page.locator('.opblock-get', { hasText: '/health' }).first();
    await health.locator('.opblock-summary').click();
    await health.getByRole('button', { name: 'Try it out' }).click();
    await health.getByRole('button', { name: 'Execute' }).click();
    await expectPage(health.locator('.live-responses-table tbody .response-col_status')).toContainText('200');

    await saveScreenshot(page, 'api-reference');
    // The opened operation alone, legible, for a person to look at.
    await put.screenshot({ path: join(SCREENSHOTS, 'api-reference-operation.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});

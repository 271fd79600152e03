import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { Unleash, UnleashEvents } from 'unleash-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { CHROMIUM } from '../support/browser';
import { destroySdk } from '../support/sdk-teardown';
import { contexts, expected, payloadType, seedOfrepFlags, type SeededFlags } from '../support/ofrep-fixture';
import { eventually } from '../support/eventually';

/**
 * OFREP in a browser, with OpenFeature's own web SDK and web provider (`@openfeature/web-sdk` +
 * `@openfeature/ofrep-web-provider`, their ES modules served unmodified from node_modules through
 * an import map) on a page of another origin (CORS): every flag of the seeded set, for several
 * contexts (set with OpenFeature's `setContext`, which makes the provider fetch again), agrees
 * with the official Unleash SDK; and a flag changed in Pennant reaches the provider through the
 * change stream its bulk answer named (the provider does not poll).
 */
const ROOT = join(__dirname, '..', '..', 'node_modules', '@openfeature');
const MODULES: Record<string, string> = {
  '/m/core.js': join(ROOT, 'core', 'dist', 'esm', 'index.js'),
  '/m/web-sdk.js': join(ROOT, 'web-sdk', 'dist', 'esm', 'index.js'),
  '/m/ofrep-core.js': join(ROOT, 'ofrep-web-provider', 'node_modules', '@openfeature', 'ofrep-core', 'index.esm.js'),
  '/m/ofrep-web-provider.js': join(ROOT, 'ofrep-web-provider', 'index.esm.js'),
};
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>OFREP web provider</title>
<script type="importmap">{"imports": {
  "@openfeature/core": "/m/core.js", "@openfeature/web-sdk": "/m/web-sdk.js",
  "@openfeature/ofrep-core": "/m/ofrep-core.js", "@openfeature/ofrep-web-provider": "/m/ofrep-web-provider.js"}}</script>
<script type="module">
  import { OpenFeature, ProviderEvents } from '@openfeature/web-sdk';
  import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
  window.ofrep = {
    changes: 0,
    async start(baseUrl, token, context) {
      await OpenFeature.setContext(context);
      await OpenFeature.setProviderAndWait(new OFREPWebProvider({ baseUrl, headers: [['Authorization', token]] }));
      this.client = OpenFeature.getClient();
      this.client.addHandler(ProviderEvents.ConfigurationChanged, () => { this.changes += 1; });
    },
    setContext: (context) => OpenFeature.setContext(context),
    evaluate(asks) {
      return asks.map(([name, kind, fallback]) => {
        const c = this.client;
        const d = kind === 'boolean' ? c.getBooleanDetails(name, fallback) : kind === 'string' ? c.getStringDetails(name, fallback)
          : kind === 'number' ? c.getNumberDetails(name, fallback) : c.getObjectDetails(name, fallback);
        return { name, value: d.value, variant: d.variant ?? null, errorCode: d.errorCode ?? null };
      });
    },
  };
  document.body.dataset.ready = 'yes';
</script></head><body></body></html>`;
interface Answer {
  name: string;
  value: unknown;
  variant: string | null;
  errorCode: string | null;
}
/** What the page script puts on `globalThis.ofrep`. */
interface OfrepPage {
  ofrep: {
    changes: number;
    start(baseUrl: string, token: string, context: Record<string, string>): Promise<void>;
    setContext(context: Record<string, string>): Promise<void>;
    evaluate(asks: [string, string, unknown][]): Answer[];
  };
}
const DEFAULTS = { boolean: false, string: 'code-default', number: -1, object: { codeDefault: true } } as const;

let t: TestApp;
let baseUrl: string;
let frontendToken: string;
let flags: SeededFlags;
let sdk: Unleash;
let site: Server;
let siteUrl: string;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const streamRequests: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ OFREP_RATE_LIMIT_PER_SECOND: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  flags = await seedOfrepFlags(t);
  const token = async (type: string) =>
    (await t.post('/api/admin/api-tokens', { tokenName: `ofrep-${type}`, type, environment: 'development', projects: ['default'] })).body
      .secret as string;
  frontendToken = await token('frontend');
  sdk = new Unleash({
    url: `${baseUrl}/api/`,
    appName: 'ofrep-compare',
    customHeaders: { Authorization: await token('client') },
    refreshInterval: 60_000,
    disableMetrics: true,
  });
  sdk.on(UnleashEvents.Error, () => undefined);
  sdk.on(UnleashEvents.Warn, () => undefined);
  await new Promise<void>((resolve) => sdk.once(UnleashEvents.Synchronized, () => resolve()));
  // The app's page, on an origin of its own: the provider's requests to Pennant are cross-origin.
  site = createServer((req, res) => {
    const file = MODULES[req.url ?? ''];
    if (file) res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
    else if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    if (request.url().includes('/api/ofrep/event-stream')) streamRequests.push(request.url());
  });
  await page.goto(siteUrl);
  await page.waitForSelector('body[data-ready="yes"]', { state: 'attached' });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
  if (sdk) destroySdk(sdk);
  await t?.close();
});

function asks(): [string, string, unknown][] {
  return flags.names.map((name) => {
    const type = payloadType(sdk, name);
    const kind = type === null ? 'boolean' : type === 'number' ? 'number' : type === 'json' ? 'object' : 'string';
    return [name, kind, DEFAULTS[kind as keyof typeof DEFAULTS]];
  });
}

it('evaluates every seeded flag in Chromium through the official web provider as the Unleash SDK does, for each context', async () => {
  const list = contexts(12);
  await page.evaluate(([url, token, context]) => (globalThis as unknown as OfrepPage).ofrep.start(url, token, context), [
    baseUrl,
    frontendToken,
    list[0].openFeature,
  ] as const);
  const mismatches: unknown[] = [];
  for (const both of list) {
    await page.evaluate((context) => (globalThis as unknown as OfrepPage).ofrep.setContext(context), both.openFeature);
    const answers = (await page.evaluate((a) => (globalThis as unknown as OfrepPage).ofrep.evaluate(a), asks())) as {
      name: string;
      value: unknown;
      variant: string | null;
      errorCode: string | null;
    }[];
    for (const answer of answers) {
      const want = expected(sdk, answer.name, both.unleash);
      const wantValue = want.value === undefined ? DEFAULTS[want.kind] : want.value;
      if (
        JSON.stringify(answer.value) !== JSON.stringify(wantValue) ||
        answer.variant !== (want.variant ?? null) ||
        answer.errorCode !== null
      )
        mismatches.push({ user: both.openFeature.targetingKey, answer, want });
    }
  }
  expect(mismatches.slice(0, 10)).toEqual([]);
  expect(pageErrors).toEqual([]);
}, 180_000);

it('hears of a flag change through the change stream and fetches again (no polling)', async () => {
  const ask: [string, string, unknown][] = [['b-default', 'boolean', false]];
  const value = async () =>
    ((await page.evaluate((a) => (globalThis as unknown as OfrepPage).ofrep.evaluate(a), ask)) as { value: boolean }[])[0].value;
  expect(await value()).toBe(true);
  expect(streamRequests.length).toBeGreaterThan(0);
  const changesBefore = (await page.evaluate(() => (globalThis as unknown as OfrepPage).ofrep.changes)) as number;
  expect((await t.post('/api/admin/projects/default/features/b-default/environments/development/off')).status).toBe(200);
  await eventually(async () => (await value()) === false, { what: 'the web provider sees the flag off', timeoutMs: 10_000 });
  expect(await page.evaluate(() => (globalThis as unknown as OfrepPage).ofrep.changes)).toBeGreaterThan(changesBefore);
  expect((await t.post('/api/admin/projects/default/features/b-default/environments/development/on')).status).toBe(200);
  await eventually(async () => (await value()) === true, { what: 'and on again', timeoutMs: 10_000 });
  expect(pageErrors).toEqual([]);
});

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestApp, type TestApp } from './test-app';
import { ensureConsoleBuilt } from './console-build';

/** Debian's Chromium (apt-get install chromium); no browser is downloaded. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const SCREENSHOTS = resolve(__dirname, '..', '..', 'test-results', 'screenshots');

/** The person the browser tests sign in as: an Admin with a password, created through the API. */
export const OWNER = { username: 'owner', email: 'owner@example.com', name: 'Flag Owner', password: 'Correct-Horse-Battery-9' };

/** Headless Debian Chromium with the flags this machine needs (no background networking). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface ConsoleService {
  app: TestApp;
  baseUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

/** The real service on a fresh database, listening on a free loopback port, and a browser. */
export async function startConsoleService(env: Record<string, string> = {}): Promise<ConsoleService> {
  await ensureConsoleBuilt();
  const app = await createTestApp(env);
  const owner = await app.post('/api/admin/user-admin', { ...OWNER, rootRole: 'Admin' });
  if (owner.status !== 201) throw new Error(`creating the test user: ${owner.status} ${JSON.stringify(owner.body)}`);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await launchChromium();
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    browser,
    close: async () => {
      await browser.close();
      await app.close();
    },
  };
}

export interface ConsolePage {
  page: Page;
  context: BrowserContext;
  /** Errors the page logged or threw (a test ends with none it did not expect). */
  errors: string[];
  /**
   * Chromium logs every refused request ("Failed to load resource … 409") as a console error;
   * a test that provokes a refusal on purpose names it here (a path without a query string
   * covers every query string).
   */
  expectRefusal(status: number, path: string): void;
  unexpectedErrors(): string[];
}

/**
 * A browser tab on the console, signed in as OWNER through the sign-in page (`signIn: false`
 * leaves it on the sign-in page of `path`). Cookies are the tab's own: each tab is a new session.
 */
export async function openConsole(
  service: ConsoleService,
  path: string,
  options: { width?: number; signIn?: boolean } = {},
): Promise<ConsolePage> {
  const context = await service.browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  const expected: Array<{ status: number; url: string }> = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    errors.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // Signed out, "who am I" answers 401 — that is how the console learns to ask for a password —
  // and so does the screen's first request, which starts alongside that check (app/router.tsx).
  let signedIn = false;
  page.on('response', (response) => {
    const request = response.request();
    const path = new URL(response.url()).pathname;
    if (path === '/auth/simple/login' && response.status() === 200) signedIn = true;
    else if (path === '/logout') signedIn = false;
    else if (!signedIn && response.status() === 401 && request.method() === 'GET' && path.startsWith('/api/'))
      expected.push({ status: 401, url: response.url() });
  });
  await page.goto(service.baseUrl + path);
  await page.getByRole('heading', { name: 'Sign in to Pennant' }).waitFor();
  if (options.signIn !== false) {
    await page.getByLabel('Username or email').fill(OWNER.username);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
  return {
    page,
    context,
    errors,
    expectRefusal: (status, refused) => expected.push({ status, url: service.baseUrl + refused }),
    // A refusal named without a query string covers that path with any query string.
    unexpectedErrors: () =>
      errors.filter(
        (e) =>
          !expected.some(
            (x) => e.includes(`status of ${x.status} `) && (e.endsWith(`(${x.url})`) || (!x.url.includes('?') && e.includes(`(${x.url}?`))),
          ),
      ),
  };
}

/** Saves the screen as test-results/screenshots/<name>.png (git-ignored) for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

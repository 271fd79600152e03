import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, OWNER } from './browser';
import { createTestApp, type TestApp } from './test-app';
import { ensureUnleashUi } from './unleash-ui-package';
import { openUnleashUi as openTab, type UnleashUiPage } from './unleash-ui-page';
import { startUnleashUiServer, type UnleashUiServer } from './unleash-ui-server';

export { OSS_REFUSALS, UI_TIMEOUT_MS, type ApiCall, type KnownRefusal, type UnleashUiPage } from './unleash-ui-page';

/**
 * Pennant on a fresh database with Unleash's own admin UI in front of it (ADR 0059): the reverse
 * proxy serves the UI build of unleash-server 8.2.0 (fetched at test time, never committed) and
 * forwards the API paths to Pennant; Debian's Chromium drives the UI.
 */

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];

export interface UnleashUiService {
  app: TestApp;
  /** Pennant's own loopback URL. */
  pennantUrl: string;
  /** Where the UI is served (the proxy). */
  ui: UnleashUiServer;
  browser: Browser;
  close(): Promise<void>;
}

/** The person the UI signs in as (an Admin with a password, created through the API). */
export const UI_USER = OWNER;

/** Pennant on a fresh database, listening on loopback, Unleash's UI in front of it, and a browser. */
export async function startUnleashUiService(env: Record<string, string> = {}): Promise<UnleashUiService> {
  const build = await ensureUnleashUi();
  const app = await createTestApp(env);
  const owner = await app.post('/api/admin/user-admin', { ...UI_USER, rootRole: 'Admin' });
  if (owner.status !== 201) throw new Error(`creating the test user: ${owner.status} ${JSON.stringify(owner.body)}`);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.getHttpServer().address();
  const pennantUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const ui = await startUnleashUiServer(build, pennantUrl);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    app,
    pennantUrl,
    ui,
    browser,
    close: async () => {
      await browser.close();
      await ui.close();
      await app.close();
    },
  };
}

/** A tab on the UI, signed in as UI_USER through its sign-in form (`signIn: false`: left on the sign-in page). */
export function openUnleashUi(service: UnleashUiService, options: { signIn?: boolean } = {}): Promise<UnleashUiPage> {
  return openTab(service, UI_USER, options);
}

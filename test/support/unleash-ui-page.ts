import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * A tab on Unleash's own admin UI (unleash-server 8.2.0's build) served by the reverse proxy in
 * front of Pennant (ADR 0059). A test fails on any API call that failed — a status ≥ 400 that
 * Unleash OSS would not answer, or a network error — on any uncaught page error, and on any
 * report of the UI's error boundary.
 */

/** The UI is heavy (about 1 MB of JavaScript gzipped): on a busy 2-core machine a screen can take a while. */
export const UI_TIMEOUT_MS = 60_000;

/** The paths the UI calls on its server (forwarded to Pennant). */
const API_PATH = /^\/(api|auth|logout|health)(\/|$)/;

/**
 * A refusal that Unleash OSS 8.2 answers the same way (checked against the peer): the UI asks
 * for it and copes. Each names why.
 */
export interface KnownRefusal {
  method: string;
  path: RegExp;
  status: number;
  why: string;
}

/** Refusals of every screen: Unleash OSS answers these the same. */
export const OSS_REFUSALS: readonly KnownRefusal[] = [
  {
    method: 'GET',
    path: /^\/api\/admin\/permissions$/,
    status: 404,
    why: 'Enterprise-only route (custom environment permissions): 404 on Unleash OSS too',
  },
];

/** Where the UI is served, and the browser to open it in. */
export interface UnleashUiTarget {
  ui: { url: string };
  browser: Browser;
}

/** Who signs in through the UI's sign-in form. */
export interface UiUser {
  email: string;
  password: string;
}

export interface ApiCall {
  method: string;
  path: string;
  status: number;
}

export interface UnleashUiPage {
  page: Page;
  context: BrowserContext;
  /** Every API call the UI made, in order (method, path with query, status). */
  calls: ApiCall[];
  /** Opens `path` of the UI (a deep link, as a person would paste it). */
  open(path: string): Promise<void>;
  /** What went wrong since the last `takeFailures()` (and clears it): failed calls, page errors, error-boundary reports. */
  takeFailures(): string[];
  /** A refusal the next steps provoke on purpose (a duplicate name, a value Unleash refuses too). */
  expectRefusal(refusal: KnownRefusal): void;
  /** A page error the UI throws on Unleash OSS too, in the next steps (checked against the peer): why, and its message. */
  expectPageError(message: RegExp, why: string): void;
}

/**
 * A tab on Unleash's UI. `signIn` (default) signs in through the UI's own sign-in form; without
 * it the tab stays on the sign-in page. Calls to other hosts (web fonts, avatars) are cut: the
 * test needs no network, and they are not Pennant's.
 */
export async function openUnleashUi(service: UnleashUiTarget, user: UiUser, options: { signIn?: boolean } = {}): Promise<UnleashUiPage> {
  const base = service.ui.url;
  const context = await service.browser.newContext({ viewport: { width: 1400, height: 1000 } });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  await context.route(
    (url) => url.origin !== base,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const calls: ApiCall[] = [];
  const failures: { text: string }[] = [];
  const expected: KnownRefusal[] = [...OSS_REFUSALS];
  let signedIn = false;

  const expectedPageErrors: RegExp[] = [];
  page.on('pageerror', (error) => {
    if (!expectedPageErrors.some((known) => known.test(error.message))) failures.push({ text: `page error: ${error.message}` });
  });
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.origin !== base || !API_PATH.test(url.pathname)) return;
    // ERR_ABORTED: the page dropped the request itself (it navigated, or a screen unmounted); not an answer.
    const reason = request.failure()?.errorText ?? 'unknown';
    if (reason !== 'net::ERR_ABORTED') failures.push({ text: `${request.method()} ${url.pathname}${url.search}: network error ${reason}` });
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== base || !API_PATH.test(url.pathname)) return;
    const method = response.request().method();
    const status = response.status();
    calls.push({ method, path: url.pathname + url.search, status });
    if (url.pathname === '/auth/simple/login' && status === 200) signedIn = true;
    if (url.pathname === '/logout') signedIn = false;
    // The UI's error boundary reports what it caught here: a screen broke on an answer it read.
    if (url.pathname === '/api/admin/record-ui-error') {
      const body = response.request().postData() ?? '';
      failures.push({ text: `the UI's error boundary caught an error: ${body.slice(0, 500)}` });
      return;
    }
    if (status < 400) return;
    // Signed out, Unleash answers the UI's first calls 401 too: that is how it learns to show its sign-in page.
    if (!signedIn && status === 401 && method === 'GET' && url.pathname.startsWith('/api/admin/')) return;
    const known = expected.find((x) => x.method === method && x.status === status && x.path.test(url.pathname));
    if (known) return;
    const failure = { text: `${method} ${url.pathname}${url.search} → ${status}` };
    failures.push(failure);
    // The answer's body, for the failure message (it arrives after the status).
    void response
      .text()
      .then((body) => (failure.text += ` ${body.slice(0, 300)}`))
      .catch(() => undefined);
  });

  const ui: UnleashUiPage = {
    page,
    context,
    calls,
    open: async (path) => {
      await page.goto(base + path);
    },
    takeFailures: () => failures.splice(0).map((f) => f.text),
    expectRefusal: (refusal) => expected.push(refusal),
    expectPageError: (message) => expectedPageErrors.push(message),
  };

  await ui.open('/');
  await page.getByText('Sign in to your instance').waitFor();
  if (options.signIn !== false) {
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Flags overview' }).waitFor();
  }
  return ui;
}

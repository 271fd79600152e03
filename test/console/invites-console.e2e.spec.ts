import type { BrowserContext, Page } from 'playwright-core';
import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(240_000);

const INVITED = { username: 'ina', name: 'Ina Invited', password: 'Invited-Password-42!' };

/**
 * Issue 29 §5 in Debian's Chromium against the real service: an admin creates a user by
 * invitation link (shown once); in another browser the person opens it, sets a password, is
 * signed in and offered only what a Viewer may do; the link is refused when opened again. An
 * admin changes an API token's expiry, confirmed, with the event it recorded.
 */
describe('console: invitations and token expiry', () => {
  let service: ConsoleService;
  const tabs: ConsolePage[] = [];
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    service = await startConsoleService();
  });
  afterEach(async () => {
    const unexpected = [...tabs.flatMap((t) => t.unexpectedErrors()), ...errors.splice(0)];
    await Promise.all([...tabs.map((t) => t.context.close()), ...contexts.map((c) => c.close())]);
    tabs.length = 0;
    contexts.length = 0;
    expect(unexpected).toEqual([]);
  });
  afterAll(async () => {
    await service?.close();
  });

  async function open(path: string, options?: { width?: number }): Promise<ConsolePage> {
    const tab = await openConsole(service, path, options);
    tabs.push(tab);
    return tab;
  }

  /** A browser nobody signed in to (the invited person's), failing the test on console errors but the refusals named. */
  async function stranger(width: number, refusals: string[] = []): Promise<Page> {
    const context = await service.browser.newContext({ viewport: { width, height: 900 } });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    const page = await context.newPage();
    page.on('console', (m) => {
      const text = `${m.type()}: ${m.text()} (${m.location().url})`;
      if ((m.type() === 'error' || m.type() === 'warning') && !refusals.some((r) => text.includes(r))) errors.push(text);
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    return page;
  }

  it('invites a Viewer by link; the link sets the password once and signs them in', async () => {
    const { page } = await open('/access/users');
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await dialog.getByLabel('Username', { exact: true }).fill(INVITED.username);
    await dialog.getByLabel('Name', { exact: true }).fill(INVITED.name);
    await dialog.getByLabel('Root role').selectOption({ label: 'Viewer' });
    await expectPage(dialog.getByRole('radio', { name: /^Invitation link/ })).toBeVisible();
    expect(await dialog.getByRole('radio', { name: /^Invitation link/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    const shown = page.getByRole('region', { name: `Invitation link for ${INVITED.name}` });
    const link = (await shown.locator('code').innerText()).trim();
    expect(link).toMatch(new RegExp(`^${service.baseUrl}/invite/[A-Za-z0-9_-]{43}$`));
    await expectPage(shown.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expectPage(page.getByRole('status').filter({ hasText: `User ${INVITED.name} created` })).toContainText('Recorded as event');
    await saveScreenshot(page, 'invites-link-shown');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expectPage(page.getByRole('region', { name: `Invitation link for ${INVITED.name}` })).toHaveCount(0);
    expect(await page.content()).not.toContain(link);

    // Another browser opens the link: whose it is, the rules before sending, then signed in.
    const invited = await stranger(390);
    await invited.goto(link);
    await invited.getByRole('heading', { name: 'Set your password' }).waitFor();
    await expectPage(invited.getByRole('main')).toContainText(`Welcome, ${INVITED.name}`);
    await invited.getByLabel('New password', { exact: true }).fill('short');
    await invited.getByLabel('New password again').fill('short');
    await invited.getByRole('button', { name: 'Set password and sign in' }).click();
    await expectPage(invited.getByRole('alert')).toContainText('at least 10 characters');
    await saveScreenshot(invited, 'invites-set-password-390');
    await invited.getByLabel('New password', { exact: true }).fill(INVITED.password);
    await invited.getByLabel('New password again').fill(INVITED.password);
    await invited.getByRole('button', { name: 'Set password and sign in' }).click();
    await invited.waitForURL((url) => url.pathname === '/');
    await expectPage(invited.getByRole('banner')).toContainText(INVITED.name);
    const nav = invited.getByRole('navigation', { name: 'Main' });
    await expectPage(nav.getByRole('link', { name: 'Segments' })).toBeVisible();
    expect(await nav.getByRole('link', { name: 'Access' }).count()).toBe(0);
    await saveScreenshot(invited, 'invites-signed-in-390');
    expect(
      (await service.app.post('/auth/simple/login', { username: INVITED.username, password: INVITED.password }, { token: null })).status,
    ).toBe(200);

    // The link again, in a third browser: the API's refusal, and the way to sign in.
    const again = await stranger(1280, ['status of 400']);
    await again.goto(link);
    await expectPage(again.getByRole('alert')).toContainText('This link does not work');
    await expectPage(again.getByRole('link', { name: 'Go to sign-in' })).toBeVisible();
    await saveScreenshot(again, 'invites-link-used');
  });

  it('makes a fresh link for an existing user from their actions', async () => {
    const { page } = await open('/access/users');
    const row = page.getByRole('row').filter({ hasText: INVITED.name });
    await row.getByRole('button', { name: `Invitation link for ${INVITED.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Invitation link for ${INVITED.name}` });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = (await dialog.getByRole('region').locator('code').innerText()).trim();
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    await saveScreenshot(page, 'invites-fresh-link');
    const token = link.slice(link.lastIndexOf('/') + 1);
    expect((await service.app.get(`/auth/reset/validate?token=${token}`, { token: null })).body).toMatchObject({
      username: INVITED.username,
    });
  });

  it("changes an API token's expiry after confirming, in the browser's time zone, and links the event", async () => {
    const created = await service.app.post('/api/admin/api-tokens', {
      tokenName: 'billing-service',
      type: 'client',
      environment: 'development',
    });
    expect(created.status).toBe(201);
    const tab = await openConsole(service, '/access/api-tokens', { width: 1280 });
    tabs.push(tab);
    const { page } = tab;
    const row = page.getByRole('row').filter({ hasText: 'billing-service' });
    await row.getByRole('button', { name: 'Change the expiry of billing-service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the expiry of billing-service' });
    await dialog.getByRole('checkbox', { name: 'Never expires' }).uncheck();
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const input = dialog.getByLabel(`Expires (${zone})`);
    await input.fill('2001-01-01T10:00');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expectPage(dialog).toContainText('Choose a time in the future');
    await input.fill('2031-03-04T05:06');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expectPage(dialog).toContainText('from never to');
    await saveScreenshot(page, 'invites-token-expiry-confirm');
    await dialog.getByRole('button', { name: 'Change expiry' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const notice = page.getByRole('status').filter({ hasText: 'API token billing-service now expires' });
    await expectPage(notice.getByRole('link', { name: /recorded as event \d+/i })).toBeVisible();
    const expected = await page.evaluate(() => new Date('2031-03-04T05:06').toISOString());
    const tokens = (await service.app.get('/api/admin/api-tokens')).body.tokens as Array<{ tokenName: string; expiresAt: string | null }>;
    expect(tokens.find((t) => t.tokenName === 'billing-service')?.expiresAt).toBe(expected);
    const eventId = Number(/recorded as event (\d+)/i.exec(await notice.innerText())?.[1]);
    const [event] = (await service.app.get('/api/admin/events?limit=1')).body.events;
    expect(event).toMatchObject({ id: eventId, type: 'api-token-updated', data: { tokenName: 'billing-service', expiresAt: expected } });
    await expectPage(row).toContainText('2031');
    await saveScreenshot(page, 'invites-token-expiry-changed');
  });
});

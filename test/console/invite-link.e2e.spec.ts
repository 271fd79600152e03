import type { BrowserContext, Page } from 'playwright-core';
import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(240_000);

const PERSON = { name: 'Sid Signup', email: 'sid@example.com', password: 'Signed-Up-Horse-42!' };

/**
 * Public sign-up links (ADR 0051) in Debian's Chromium against the real service: an admin creates
 * the invite link under Access → Users and copies its URL (shown once, ADR 0060); in another browser a person opens it,
 * creates their account and lands signed in on the dashboard as a Viewer; the admin sees them
 * under the link, deletes the link (confirmed), and the URL then says the link expired.
 */
describe('console: invite link', () => {
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

  /** A browser nobody signed in to, failing the test on console errors but the refusals named. */
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

  it('creates the link, a person signs up through it as a Viewer, the admin sees them and deletes the link', async () => {
    const admin = await openConsole(service, '/access/users');
    tabs.push(admin);
    const { page } = admin;
    await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.baseUrl });
    const panel = page.getByRole('region', { name: 'Invite link' });
    await expectPage(panel.getByLabel('Link name')).toHaveValue('Team invite');
    await panel.getByLabel('Expires in').selectOption({ label: '1 month' });
    await panel.getByRole('button', { name: 'Create invite link' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Invite link “Team invite” created' });
    await expectPage(notice.getByRole('link', { name: /recorded as event \d+/i })).toBeVisible();
    const shown = panel.getByRole('group', { name: 'URL of Team invite' });
    const url = (await shown.locator('code').innerText()).trim();
    expect(url).toMatch(new RegExp(`^${service.baseUrl}/new-user\\?invite=[A-Za-z0-9_-]{43}$`));
    await panel.getByRole('button', { name: 'Copy link' }).click();
    await expectPage(panel.getByRole('status')).toContainText('Copied.');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(url);
    await expectPage(panel).toContainText('Nobody yet.');
    await saveScreenshot(page, 'invite-link-active-1280');

    // Another browser opens the copied URL: the rules before sending, then signed in as a Viewer.
    const person = await stranger(390);
    await person.goto(url);
    await person.getByRole('heading', { name: 'Create your Pennant account' }).waitFor();
    await person.getByLabel('Name').fill(PERSON.name);
    await person.getByLabel('Email').fill(PERSON.email);
    await person.getByLabel('Password', { exact: true }).fill('short');
    await person.getByRole('button', { name: 'Create account and sign in' }).click();
    await expectPage(person.getByRole('alert')).toContainText('at least 10 characters');
    await saveScreenshot(person, 'invite-link-sign-up-390');
    await person.getByLabel('Password', { exact: true }).fill(PERSON.password);
    await person.getByRole('button', { name: 'Create account and sign in' }).click();
    await person.waitForURL((u) => u.pathname === '/');
    await expectPage(person.getByRole('banner')).toContainText(PERSON.name);
    await expectPage(person.getByRole('status').filter({ hasText: `Welcome, ${PERSON.name}` })).toContainText('Recorded as event');
    const nav = person.getByRole('navigation', { name: 'Main' });
    await expectPage(nav.getByRole('link', { name: 'Segments' })).toBeVisible();
    expect(await nav.getByRole('link', { name: 'Access' }).count()).toBe(0);
    await saveScreenshot(person, 'invite-link-signed-in-390');
    const users = (await service.app.get('/api/admin/user-admin')).body.users as Array<{ email: string | null; rootRole: number }>;
    expect(users.find((u) => u.email === PERSON.email)?.rootRole).toBe(3);

    // The admin sees them under the link, moves its expiry, then deletes it after confirming.
    await page.reload();
    await expectPage(panel.getByRole('list', { name: 'Users who signed up through Team invite' })).toContainText(PERSON.name);
    // The URL was shown once, when the link was created: the database keeps only a hash of its key (ADR 0060).
    await expectPage(panel).toContainText('Its URL was shown once');
    expect(await panel.getByRole('group', { name: 'URL of Team invite' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Change expiry' }).click();
    const expiry = page.getByRole('dialog', { name: 'Change the expiry of “Team invite”' });
    await expiry.getByLabel('Expires in').selectOption({ label: '1 year' });
    await expiry.getByRole('button', { name: 'Change expiry' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Invite link “Team invite” now expires' })).toContainText(
      'Recorded as event',
    );
    const links = (await service.app.get('/api/admin/invite-link/tokens')).body.tokens as Array<{ name: string; expiresAt: string }>;
    expect(Date.parse(links.find((l) => l.name === 'Team invite')?.expiresAt ?? '')).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    await panel.getByRole('button', { name: 'Delete link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the invite link “Team invite”?' });
    await expectPage(confirm).toContainText('stops working at once');
    await saveScreenshot(page, 'invite-link-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete link' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Invite link “Team invite” deleted' })).toContainText('Recorded as event');
    await expectPage(panel.getByRole('button', { name: 'Create invite link' })).toBeVisible();

    // The URL now refuses, with the API's message and no form.
    const late = await stranger(1280, ['status of 400']);
    await late.goto(url);
    await expectPage(late.getByRole('alert')).toContainText('expired');
    expect(await late.getByRole('button', { name: 'Create account and sign in' }).count()).toBe(0);
    await expectPage(late.getByRole('link', { name: 'Go to sign-in' })).toBeVisible();
    await saveScreenshot(late, 'invite-link-expired-1280');
  });

  it('shows the panel readable at 390 px', async () => {
    await service.app.post('/api/admin/invite-link/tokens', { name: 'Narrow', expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    const admin = await openConsole(service, '/access/users', { width: 390 });
    tabs.push(admin);
    const panel = admin.page.getByRole('region', { name: 'Invite link' });
    // Created elsewhere: its URL was shown once, to whoever created it, and is not kept (ADR 0060).
    await expectPage(panel.getByText('Its URL was shown once, when it was created')).toBeVisible();
    await expectPage(panel.getByRole('button', { name: 'Change expiry' })).toBeVisible();
    await saveScreenshot(admin.page, 'invite-link-active-390');
  });
});

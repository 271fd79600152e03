import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(180_000);

const VIEWER = { username: 'vera', email: 'vera@example.com', name: 'Vera Viewer', password: 'Viewer-Password-42!' };

/**
 * Issue 29 §5 and §8 for access, in Debian's Chromium against the real service: an admin creates
 * a user with a password, who signs in and sees only what a Viewer may do; API tokens are created
 * (secret shown once) and revoked; the signed-in person manages their own tokens and password.
 */
describe('console: access', () => {
  let service: ConsoleService;
  const tabs: ConsolePage[] = [];

  beforeAll(async () => {
    service = await startConsoleService();
  });
  afterEach(async () => {
    const errors = tabs.flatMap((t) => t.unexpectedErrors());
    await Promise.all(tabs.map((t) => t.context.close()));
    tabs.length = 0;
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await service?.close();
  });

  async function open(path: string, options?: { width?: number; signIn?: boolean }): Promise<ConsolePage> {
    const tab = await openConsole(service, path, options);
    tabs.push(tab);
    return tab;
  }

  it('creates a Viewer with a password, who signs in and is offered only what a Viewer may do', async () => {
    const { page } = await open('/access/users');
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await dialog.getByLabel('Username', { exact: true }).fill(VIEWER.username);
    await dialog.getByLabel('Email', { exact: true }).fill(VIEWER.email);
    await dialog.getByLabel('Name', { exact: true }).fill(VIEWER.name);
    await dialog.getByLabel('Root role').selectOption({ label: 'Viewer' });
    await dialog.getByRole('radio', { name: /^Password/ }).check();
    // The API's password rules, checked before anything is sent.
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expectPage(dialog.getByRole('alert')).toContainText('at least 10 characters');
    await dialog.getByLabel('Password', { exact: true }).fill(VIEWER.password);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('status').filter({ hasText: `User ${VIEWER.name} created` })).toContainText('Recorded as event');
    const row = page.getByRole('row').filter({ hasText: VIEWER.email });
    await expectPage(row).toContainText('Viewer');
    await saveScreenshot(page, 'access-users');
    const users = (await service.app.get('/api/admin/user-admin')).body.users as Array<{ email: string; rootRole: number }>;
    expect(users.find((u) => u.email === VIEWER.email)).toMatchObject({ rootRole: 3 });

    // The new user signs in with that password and is offered no write a Viewer cannot do.
    const viewer = await open('/segments', { signIn: false });
    await viewer.page.getByLabel('Username or email').fill(VIEWER.username);
    await viewer.page.getByLabel('Password').fill(VIEWER.password);
    await viewer.page.getByRole('button', { name: 'Sign in' }).click();
    await viewer.page.getByRole('heading', { level: 1, name: 'Segments' }).waitFor();
    await expectPage(viewer.page.getByRole('banner')).toContainText(VIEWER.name);
    const nav = viewer.page.getByRole('navigation', { name: 'Main' });
    await expectPage(nav.getByRole('link', { name: 'Segments' })).toBeVisible();
    expect(await nav.getByRole('link', { name: 'Access' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Signals' }).count()).toBe(0);
    expect(await viewer.page.getByRole('link', { name: 'New segment' }).count()).toBe(0);
    // A deep link to an admin screen shows the API's refusal, not a broken page.
    viewer.expectRefusal(403, '/api/admin/user-admin');
    await viewer.page.goto(`${service.baseUrl}/access/users`);
    await expectPage(viewer.page.getByRole('alert')).toContainText('ADMIN');
    await saveScreenshot(viewer.page, 'access-viewer-refused');

    // The admin resets the password of the user and deletes them (asked first, by name).
    await row.getByRole('button', { name: `Reset the password of ${VIEWER.name}` }).click();
    const reset = page.getByRole('dialog', { name: `Reset the password of ${VIEWER.name}` });
    await reset.getByLabel('New password').fill('Another-Password-7?');
    await reset.getByRole('button', { name: 'Set password' }).click();
    await reset.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('status').filter({ hasText: 'was reset' })).toBeVisible();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete the user ${VIEWER.name}?` })
      .getByRole('button', { name: 'Delete user' })
      .click();
    await expectPage(page.getByRole('status').filter({ hasText: `User ${VIEWER.name} deleted` })).toBeVisible();
    await expectPage(page.getByRole('row').filter({ hasText: VIEWER.email })).toHaveCount(0);
  });

  it('deactivates a signed-in user: their next action lands on the sign-in page; they sign in again once reactivated', async () => {
    const EDDIE = { username: 'eddie', email: 'eddie@example.com', name: 'Eddie Editor', password: 'Editor-Password-42!' };
    expect((await service.app.post('/api/admin/user-admin', { ...EDDIE, rootRole: 'Editor' })).status).toBe(201);
    const eddie = await open('/segments', { signIn: false });
    const signInAsEddie = async () => {
      await eddie.page.getByLabel('Username or email').fill(EDDIE.username);
      await eddie.page.getByLabel('Password').fill(EDDIE.password);
      await eddie.page.getByRole('button', { name: 'Sign in' }).click();
    };
    await signInAsEddie();
    await eddie.page.getByRole('heading', { level: 1, name: 'Segments' }).waitFor();

    const { page } = await open('/access/users');
    const row = page.getByRole('row').filter({ hasText: EDDIE.email });
    await expectPage(row.getByText('Active', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate the user ${EDDIE.name}?` });
    await expectPage(confirm).toContainText(`${EDDIE.name} is signed out everywhere`);
    await saveScreenshot(page, 'access-user-deactivate-confirm');
    await confirm.getByRole('button', { name: 'Deactivate user' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: `User ${EDDIE.name} deactivated` })).toContainText('Recorded as event');
    await expectPage(row.getByText('Inactive', { exact: true })).toBeVisible();
    await saveScreenshot(page, 'access-user-deactivated');

    // Eddie's next action: his session has ended, the console shows the sign-in page.
    for (const path of [
      '/api/admin/user',
      '/api/admin/search/features',
      '/api/admin/projects',
      '/api/admin/environments',
      '/api/admin/tags',
    ])
      eddie.expectRefusal(401, path);
    await eddie.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flags' }).click();
    await eddie.page.getByRole('heading', { name: 'Sign in to Pennant' }).waitFor();
    // His password is refused exactly as a wrong one.
    eddie.expectRefusal(401, '/auth/simple/login');
    await signInAsEddie();
    await expectPage(eddie.page.getByRole('alert')).toContainText('Wrong password, try again.');

    // Reactivated: the same password works again.
    await row.getByRole('button', { name: `Reactivate ${EDDIE.name}` }).click();
    await expectPage(page.getByRole('status').filter({ hasText: `User ${EDDIE.name} reactivated` })).toContainText('Recorded as event');
    await expectPage(row.getByText('Active', { exact: true })).toBeVisible();
    await signInAsEddie();
    await expectPage(eddie.page.getByRole('banner')).toContainText(EDDIE.name);
    await saveScreenshot(eddie.page, 'access-user-reactivated-signed-in');

    const narrow = await open('/access/users', { width: 390 });
    await expectPage(narrow.page.getByRole('row').filter({ hasText: EDDIE.email })).toContainText('Active');
    await saveScreenshot(narrow.page, 'access-users-status-390');
  });

  it('creates an API token whose secret is shown once and works, then revokes it', async () => {
    const { page } = await open('/access/api-tokens');
    await expectPage(page.getByText('No API tokens yet.')).toBeVisible();
    await page.getByRole('button', { name: 'New API token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API token' });
    await dialog.getByLabel('Token name').fill('checkout-service');
    await dialog.getByLabel('Kind').selectOption('client');
    await dialog.getByLabel('Environment').selectOption('production');
    await dialog.getByRole('checkbox', { name: /^Default/ }).check();
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const shown = page.getByRole('region', { name: 'Secret of checkout-service' });
    const secret = (await shown.locator('code').innerText()).trim();
    expect(secret).toMatch(/^default:production\./);
    await expectPage(page.getByRole('status').filter({ hasText: 'API token checkout-service created.' })).toContainText(
      'Recorded as event',
    );
    const row = page.getByRole('row').filter({ hasText: 'checkout-service' });
    await expectPage(row).toContainText('production');
    expect(await row.innerText()).not.toContain(secret);
    await saveScreenshot(page, 'access-api-token-created');
    expect((await service.app.get('/api/client/features', { token: secret })).status).toBe(200);

    // Shown once: gone when dismissed, and not in the list.
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expectPage(page.getByRole('region', { name: 'Secret of checkout-service' })).toHaveCount(0);
    expect(await page.content()).not.toContain(secret);

    // Revoke, after a confirmation naming the token; the secret is no longer needed (the list names it by fingerprint).
    await row.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the API token checkout-service?' });
    await expectPage(confirm).toContainText('checkout-service');
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'API token checkout-service revoked' })).toContainText('Recorded as event');
    await expectPage(page.getByText('No API tokens yet.')).toBeVisible();
    expect((await service.app.get('/api/client/features', { token: secret })).status).toBe(401);
    await saveScreenshot(page, 'access-api-token-revoked');
  });

  it("manages the signed-in person's own tokens and password, at 390 px", async () => {
    const { page } = await open('/profile', { width: 390 });
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
    await page.getByLabel('Token description').fill('laptop scripts');
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('region', { name: 'Secret of the token laptop scripts' });
    const secret = (await shown.locator('code').innerText()).trim();
    expect((await service.app.get('/api/admin/user', { token: secret })).body.user).toMatchObject({ username: 'owner' });
    await expectPage(page.getByRole('list', { name: 'Tokens of you' })).toContainText('laptop scripts');
    await saveScreenshot(page, 'access-profile-390');

    await page.getByLabel('Current password').fill('Correct-Horse-Battery-9');
    await page.getByLabel('New password', { exact: true }).fill('Correct-Horse-Battery-10');
    await page.getByLabel('New password again').fill('Correct-Horse-Battery-11');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectPage(page.getByRole('alert')).toContainText('The two new passwords differ.');
    await page.getByLabel('New password again').fill('Correct-Horse-Battery-10');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Your password was changed' })).toBeVisible();
    const signIn = await service.app.post(
      '/auth/simple/login',
      { username: 'owner', password: 'Correct-Horse-Battery-10' },
      { token: null },
    );
    expect(signIn.status).toBe(200);
    await page.getByRole('status').filter({ hasText: 'Your password was changed' }).getByRole('button', { name: 'Dismiss' }).click();
    // Back to the password the other tests sign in with.
    await page.getByLabel('Current password').fill('Correct-Horse-Battery-10');
    await page.getByLabel('New password', { exact: true }).fill('Correct-Horse-Battery-9');
    await page.getByLabel('New password again').fill('Correct-Horse-Battery-9');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Your password was changed' })).toBeVisible();

    await page.getByRole('list', { name: 'Tokens of you' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete the token laptop scripts?' }).getByRole('button', { name: 'Delete token' }).click();
    await expectPage(page.getByText('No tokens yet.')).toBeVisible();
    expect((await service.app.get('/api/admin/user', { token: secret })).status).toBe(401);
    await saveScreenshot(page, 'access-profile-done');
  });
});

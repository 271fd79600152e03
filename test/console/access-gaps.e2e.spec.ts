import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(180_000);

/**
 * Access screens the route-coverage check (ADR 0048) found missing, in Debian's Chromium against
 * the real service: each action is done on the page and its result checked through the admin API.
 */
describe('console: access gaps', () => {
  let service: ConsoleService;
  let tab: ConsolePage | null = null;

  beforeAll(async () => {
    service = await startConsoleService();
  });
  afterEach(async () => {
    const errors = tab?.unexpectedErrors() ?? [];
    await tab?.context.close();
    tab = null;
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await service?.close();
  });

  it("lets an admin see, create and delete another user's personal tokens, the secret shown once", async () => {
    const created = await service.app.post('/api/admin/user-admin', { email: 'pat@example.com', name: 'Pat Viewer', rootRole: 'Viewer' });
    expect(created.status).toBe(201);
    const id = String(created.body.id);

    tab = await openConsole(service, '/access/users');
    const { page } = tab;
    await page.getByRole('button', { name: 'Tokens of Pat Viewer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personal access tokens of Pat Viewer' });
    await expectPage(dialog).toContainText('No tokens yet.');
    await dialog.getByLabel('Token description').fill('laptop scripts');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const shown = dialog.getByRole('region', { name: 'Secret of the token laptop scripts' });
    const secret = (await shown.locator('code').innerText()).trim();
    expect(secret.length).toBeGreaterThan(20);
    await expectPage(dialog.getByRole('list', { name: 'Tokens of Pat Viewer' })).toContainText('laptop scripts');
    await expectPage(page.getByRole('status').filter({ hasText: 'Token laptop scripts created for Pat Viewer.' })).toContainText(
      'Recorded as event',
    );
    await saveScreenshot(page, 'access-user-tokens');

    const pats = (await service.app.get(`/api/admin/user-admin/${id}/tokens`)).body.pats as Array<{ description: string; userId: number }>;
    expect(pats).toEqual([expect.objectContaining({ description: 'laptop scripts', userId: Number(id) })]);
    // The secret is the user's own: it reads what a viewer may read.
    expect((await service.app.get('/api/admin/projects', { token: secret })).status).toBe(200);

    // The token leaked: the admin deletes it, naming it in the confirmation, and it stops working.
    await dialog.getByRole('list', { name: 'Tokens of Pat Viewer' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete the token laptop scripts?' }).getByRole('button', { name: 'Delete token' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Token laptop scripts deleted.' })).toContainText('Recorded as event');
    await expectPage(dialog).toContainText('No tokens yet.');
    await expectPage(shown).toHaveCount(0);
    await saveScreenshot(page, 'access-user-tokens-deleted');
    expect((await service.app.get(`/api/admin/user-admin/${id}/tokens`)).body.pats).toEqual([]);
    expect((await service.app.get('/api/admin/projects', { token: secret })).status).toBe(401);
  });
});

import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(180_000);

/**
 * The screens the route-coverage check (ADR 0048) found missing, in Debian's Chromium against the
 * real service: the instance's environments (create, edit, refused and done deletes) and a flag's
 * lifecycle completion — each write checked through the admin API and its recorded event linked.
 */
describe('console: environments and flag completion', () => {
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

  const newestEventId = async () =>
    ((await service.app.get('/api/admin/search/events?limit=1')).body.events as Array<{ id: number }>)[0].id;

  it('creates, edits and deletes an environment; a used one is refused with the API message', async () => {
    tab = await openConsole(service, '/settings/environments');
    const { page } = tab;
    await page.getByRole('heading', { level: 2, name: 'Environments' }).waitFor();
    await expectPage(page.getByRole('row', { name: /production/ }).first()).toBeVisible();

    await page.getByRole('button', { name: 'New environment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('has space');
    await dialog.getByRole('button', { name: 'Create environment' }).click();
    await expectPage(dialog).toContainText('1 to 100 letters');
    await dialog.getByLabel('Name').fill('staging');
    await dialog.getByLabel('Type').selectOption('preproduction');
    await dialog.getByLabel('Sort order').fill('5');
    await dialog.getByRole('button', { name: 'Create environment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('status')).toContainText(`Environment staging created. Recorded as event ${await newestEventId()}`);
    expect((await service.app.get('/api/admin/environments/staging')).body).toMatchObject({
      name: 'staging',
      type: 'preproduction',
      sortOrder: 5,
    });

    await page.getByRole('button', { name: 'Edit staging' }).click();
    await expectPage(dialog.getByLabel('Name')).toHaveAttribute('readonly', '');
    await dialog.getByLabel('Type').selectOption('test');
    await dialog.getByRole('button', { name: 'Save environment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('status')).toContainText('Environment staging updated.');
    expect((await service.app.get('/api/admin/environments/staging')).body.type).toBe('test');

    // Used by a project: refused with the API's words, then removed there and deleted.
    expect((await service.app.post('/api/admin/projects/default/environments', { environment: 'staging' })).status).toBeLessThan(300);
    const row = page.getByRole('row', { name: /staging/ });
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete environment staging?' });
    await confirm.getByRole('button', { name: 'Delete staging' }).click();
    await expectPage(confirm).toContainText('remove it from them first');
    tab.expectRefusal(403, '/api/admin/environments/staging');
    expect((await service.app.delete('/api/admin/projects/default/environments/staging')).status).toBeLessThan(300);
    await confirm.getByRole('button', { name: 'Delete staging' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('status')).toContainText('Environment staging deleted.');
    await expectPage(page.getByRole('row', { name: /staging/ })).toHaveCount(0);
    expect((await service.app.get('/api/admin/environments/staging')).status).toBe(404);
    await saveScreenshot(page, 'settings-environments');
  });

  it('shows the environments at 390 px', async () => {
    tab = await openConsole(service, '/settings/environments', { width: 390 });
    await tab.page.getByRole('heading', { level: 2, name: 'Environments' }).waitFor();
    await expectPage(tab.page.getByRole('row', { name: /development/ })).toBeVisible();
    await saveScreenshot(tab.page, 'settings-environments-390');
  });

  it('marks a flag completed (kept, with its variant) and reopens it', async () => {
    expect((await service.app.post('/api/admin/projects/default/features', { name: 'old-checkout' })).status).toBe(201);
    tab = await openConsole(service, '/projects/default/flags/old-checkout');
    const { page } = tab;
    await page.getByRole('heading', { level: 1, name: 'old-checkout' }).waitFor();
    // The flag area's writes say what they recorded too (a star here).
    await page.getByRole('button', { name: 'Favorite old-checkout' }).click();
    await expectPage(page.getByRole('status')).toContainText('old-checkout added to your favorites.');
    const favorited = ((await service.app.get('/api/admin/search/events?limit=1')).body.events as Array<{ id: number; type: string }>)[0];
    expect(favorited.type).toBe('feature-favorited');
    await expectPage(page.getByRole('status').getByRole('link', { name: `Recorded as event ${favorited.id}` })).toHaveAttribute(
      'href',
      `/history?event=${favorited.id}`,
    );
    await page.getByRole('button', { name: 'Mark completed' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark old-checkout completed?' });
    await confirm.getByLabel('Kept', { exact: true }).check();
    await confirm.getByLabel('Variant kept (optional)').fill('blue');
    await confirm.getByRole('button', { name: 'Mark completed' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('status')).toContainText(
      `old-checkout marked completed (kept). Recorded as event ${await newestEventId()}`,
    );
    expect((await service.app.get('/api/admin/projects/default/features/old-checkout')).body.lifecycle.stage).toBe('completed');
    const [completed] = (await service.app.get('/api/admin/search/events?limit=1')).body.events as Array<{
      type: string;
      data: Record<string, unknown>;
    }>;
    expect(completed).toMatchObject({ type: 'feature-completed', data: { status: 'kept', statusValue: 'blue' } });
    await expectPage(page.locator('.stage')).toContainText('completed');
    await saveScreenshot(page, 'flag-completed');

    await page.getByRole('button', { name: 'Reopen' }).click();
    await page.getByRole('dialog', { name: 'Reopen old-checkout?' }).getByRole('button', { name: 'Reopen flag' }).click();
    await expectPage(page.getByRole('status')).toContainText('old-checkout reopened.');
    expect((await service.app.get('/api/admin/projects/default/features/old-checkout')).body.lifecycle.stage).not.toBe('completed');
    await expectPage(page.getByRole('button', { name: 'Mark completed' })).toBeVisible();
    await saveScreenshot(page, 'flag-reopened');
  });
});

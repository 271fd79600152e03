import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(180_000);

/**
 * Settings screens the route-coverage check (ADR 0048) found missing, in Debian's Chromium against
 * the real service: each action is done on the page and its result checked through the admin API.
 */
describe('console: settings gaps', () => {
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

  const lifetimeOf = async (id: string) =>
    ((await service.app.get('/api/admin/feature-types')).body.types as Array<{ id: string; lifetimeDays: number | null }>).find(
      (t) => t.id === id,
    )?.lifetimeDays;

  it('lists the flag types and edits an expected lifetime', async () => {
    tab = await openConsole(service, '/settings/flag-types');
    const { page } = tab;
    await page.getByRole('heading', { level: 2, name: 'Flag types' }).waitFor();
    const row = page.getByRole('row', { name: /Experiment/ });
    await expectPage(row).toContainText(`${await lifetimeOf('experiment')} days`);
    await row.getByRole('button', { name: 'Edit lifetime of Experiment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Expected lifetime of Experiment' });
    await dialog.getByLabel('Expected lifetime (days)').fill('two weeks');
    await dialog.getByRole('button', { name: 'Save lifetime' }).click();
    await expectPage(dialog).toContainText('Whole days');
    await dialog.getByLabel('Expected lifetime (days)').fill('14');
    await dialog.getByRole('button', { name: 'Save lifetime' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('status')).toContainText('Flag type Experiment: expected lifetime 14 days.');
    await expectPage(row).toContainText('14 days');
    expect(await lifetimeOf('experiment')).toBe(14);
    await saveScreenshot(page, 'settings-flag-types');
  });
});

import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(180_000);

/**
 * Signal screens the route-coverage check (ADR 0048) found missing, in Debian's Chromium against
 * the real service: each action is done on the page and its result checked through the admin API.
 */
describe('console: signals gaps', () => {
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

  it('renames a signal token; its secret keeps working', async () => {
    const endpoint = await service.app.post('/api/admin/signal-endpoints', { name: 'deploys' });
    expect(endpoint.status).toBeLessThan(300);
    const id = String(endpoint.body.id);
    const created = await service.app.post(`/api/admin/signal-endpoints/${id}/tokens`, { name: 'ci' });
    expect(created.status).toBeLessThan(300);

    tab = await openConsole(service, `/signals/endpoints/${id}`);
    const { page } = tab;
    await page.getByRole('heading', { level: 1, name: 'deploys' }).waitFor();
    await page.getByRole('button', { name: 'Rename ci' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename the token ci' });
    await dialog.getByLabel('Token name').fill('');
    await dialog.getByRole('button', { name: 'Rename token' }).click();
    // Checked against the published schema before sending: the field says what is wrong.
    await expectPage(dialog.getByLabel('Token name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Token name').fill('github-actions');
    await dialog.getByRole('button', { name: 'Rename token' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('status').filter({ hasText: 'Token ci renamed to github-actions.' })).toContainText(
      'Recorded as event',
    );
    await expectPage(page.getByRole('button', { name: 'Rename github-actions' })).toBeVisible();
    const tokens = (await service.app.get(`/api/admin/signal-endpoints/${id}`)).body.tokens as Array<{ id: number; name: string }>;
    expect(tokens).toEqual([expect.objectContaining({ id: created.body.id, name: 'github-actions' })]);
    const sent = await service.app.post('/api/signal-endpoint/deploys', { env: 'prod' }, { token: `Bearer ${created.body.token}` });
    expect(sent.status).toBeLessThan(300);
    await saveScreenshot(page, 'signals-token-renamed');
  });
});

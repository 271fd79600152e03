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

  it('shows the strategies that use a context field, each linking to its flag', async () => {
    expect((await service.app.post('/api/admin/context', { name: 'tenant' })).status).toBeLessThan(300);
    expect((await service.app.post('/api/admin/projects/default/features', { name: 'tenant-banner' })).status).toBe(201);
    const strategy = await service.app.post('/api/admin/projects/default/features/tenant-banner/environments/development/strategies', {
      name: 'flexibleRollout',
      parameters: { rollout: '50', stickiness: 'default', groupId: 'tenant-banner' },
      constraints: [{ contextName: 'tenant', operator: 'IN', values: ['acme'] }],
    });
    expect(strategy.status).toBeLessThan(300);
    const used = (await service.app.get('/api/admin/context/tenant/strategies')).body.strategies;
    expect(used).toEqual([expect.objectContaining({ featureName: 'tenant-banner', environment: 'development', projectId: 'default' })]);

    tab = await openConsole(service, '/settings/context');
    const { page } = tab;
    await page
      .getByRole('row', { name: /tenant/ })
      .getByRole('button', { name: 'Used by: tenant' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Strategies using tenant' });
    await expectPage(dialog.getByRole('listitem')).toHaveCount(used.length);
    await expectPage(dialog.getByRole('listitem')).toContainText('flexibleRollout in development (project default)');
    await saveScreenshot(page, 'settings-context-used-by');
    await dialog.getByRole('link', { name: 'tenant-banner' }).click();
    await page.waitForURL(/\/projects\/default\/flags\/tenant-banner\?env=development/);
    await page.getByRole('heading', { level: 1, name: 'tenant-banner' }).waitFor();

    // A field no strategy uses says so.
    await page.goto(`${service.baseUrl}/settings/context`);
    await page.getByRole('button', { name: 'Used by: sessionId' }).click();
    await expectPage(page.getByRole('dialog', { name: 'Strategies using sessionId' })).toContainText(
      'No flag strategy constrains on sessionId',
    );
    await saveScreenshot(page, 'settings-context-used-by-none');
  });

  it('deletes a tag from every flag, after a confirmation naming it', async () => {
    for (const name of ['tagged-one', 'tagged-two']) {
      expect((await service.app.post('/api/admin/projects/default/features', { name })).status).toBe(201);
      expect((await service.app.post(`/api/admin/features/${name}/tags`, { type: 'simple', value: 'beta' })).status).toBeLessThan(300);
    }
    expect((await service.app.post('/api/admin/features/tagged-one/tags', { type: 'simple', value: 'keep' })).status).toBeLessThan(300);

    tab = await openConsole(service, '/settings/tags');
    const { page } = tab;
    await page.getByRole('heading', { level: 2, name: 'Tags' }).waitFor();
    await page
      .getByRole('row', { name: /simple:beta/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete tag simple:beta?' });
    await expectPage(confirm).toContainText('removed from every flag');
    await confirm.getByRole('button', { name: 'Delete simple:beta' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('status')).toContainText('Tag simple:beta deleted from every flag.');
    await expectPage(page.getByRole('row', { name: /simple:beta/ })).toHaveCount(0);
    await expectPage(page.getByRole('row', { name: /simple:keep/ })).toBeVisible();
    const tags = (await service.app.get('/api/admin/tags')).body.tags as Array<{ type: string; value: string }>;
    expect(tags).not.toContainEqual({ type: 'simple', value: 'beta' });
    for (const name of ['tagged-one', 'tagged-two']) {
      const own = (await service.app.get(`/api/admin/features/${name}/tags`)).body.tags as Array<{ value: string }>;
      expect(own.map((t) => t.value)).not.toContain('beta');
    }
    await saveScreenshot(page, 'settings-tags');
  });

  it('lists the applications whose SDKs registered', async () => {
    tab = await openConsole(service, '/settings/applications');
    await expectPage(tab.page.getByText('No application has registered yet')).toBeVisible();
    expect(tab.unexpectedErrors()).toEqual([]);
    await tab.context.close();

    const token = await service.app.post('/api/admin/api-tokens', {
      tokenName: 'checkout-sdk',
      type: 'client',
      environment: 'development',
      projects: ['*'],
    });
    expect(token.status).toBe(201);
    const registered = await service.app.post(
      '/api/client/register',
      {
        appName: 'checkout-web',
        sdkVersion: 'unleash-client-node:6.1.0',
        strategies: ['default', 'flexibleRollout'],
        started: new Date().toISOString(),
        interval: 10_000,
      },
      { token: token.body.secret },
    );
    expect(registered.status).toBe(202);
    const [app] = (await service.app.get('/api/admin/metrics/applications')).body.applications;
    expect(app).toMatchObject({ appName: 'checkout-web', environment: 'development' });

    tab = await openConsole(service, '/settings/applications');
    const row = tab.page.getByRole('row', { name: /checkout-web/ });
    await expectPage(row).toContainText('development');
    await expectPage(row).toContainText(app.sdkVersion ?? 'unknown');
    await expectPage(row).toContainText(app.strategies.join(', '));
    await saveScreenshot(tab.page, 'settings-applications');
  });

  it('shows the new sections at 390 px', async () => {
    tab = await openConsole(service, '/settings/flag-types', { width: 390 });
    await expectPage(tab.page.getByRole('row', { name: /Release/ })).toBeVisible();
    await saveScreenshot(tab.page, 'settings-flag-types-390');
    await tab.page.getByRole('link', { name: 'Applications' }).click();
    await expectPage(tab.page.getByRole('heading', { level: 2, name: 'Applications' })).toBeVisible();
    await saveScreenshot(tab.page, 'settings-applications-390');
  });
});

import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(180_000);

/**
 * Flag and project actions the route-coverage check (ADR 0048) found without a screen, in Debian's
 * Chromium against the real service: each write done through the page and checked through the API.
 */
describe('console: flag and project gaps', () => {
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

  it('clones a flag under a checked name and lands on the clone', async () => {
    expect((await service.app.post('/api/admin/projects/default/features', { name: 'checkout' })).status).toBe(201);
    const strategy = { name: 'flexibleRollout', parameters: { rollout: '40', stickiness: 'default', groupId: 'checkout' } };
    const added = await service.app.post('/api/admin/projects/default/features/checkout/environments/development/strategies', strategy);
    expect(added.status).toBeLessThan(300);
    tab = await openConsole(service, '/projects/default/flags/checkout');
    const { page } = tab;
    await page.getByRole('heading', { level: 1, name: 'checkout' }).waitFor();
    await page.getByRole('button', { name: 'Clone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clone checkout' });
    await dialog.getByLabel('New name').fill('has space');
    await dialog.getByRole('button', { name: 'Clone flag' }).click();
    await expectPage(dialog).toContainText('must be URL-friendly');
    await dialog.getByLabel('New name').fill('checkout-v2');
    await dialog.getByRole('button', { name: 'Clone flag' }).click();
    await page.getByRole('heading', { level: 1, name: 'checkout-v2' }).waitFor();
    await expectPage(page.getByRole('status')).toContainText(`checkout cloned as checkout-v2. Recorded as event ${await newestEventId()}`);
    const clone = (await service.app.get('/api/admin/projects/default/features/checkout-v2')).body as {
      environments: Array<{ name: string; enabled: boolean; strategies: Array<{ name: string }> }>;
    };
    const development = clone.environments.find((e) => e.name === 'development');
    expect(development).toMatchObject({ enabled: false, strategies: [{ name: 'flexibleRollout' }] });
    await saveScreenshot(page, 'flag-cloned');
  });

  it('moves a flag to another project after a confirmation naming both', async () => {
    expect((await service.app.post('/api/admin/projects', { id: 'payments', name: 'Payments' })).status).toBe(201);
    expect((await service.app.post('/api/admin/projects/default/features', { name: 'wallet' })).status).toBe(201);
    tab = await openConsole(service, '/projects/default/flags/wallet', { width: 390 });
    const { page } = tab;
    await page.getByRole('heading', { level: 1, name: 'wallet' }).waitFor();
    await page.getByRole('button', { name: 'Move to another project' }).click();
    const confirm = page.getByRole('dialog', { name: 'Move wallet to another project?' });
    await confirm.getByLabel('Target project').selectOption('payments');
    await expectPage(confirm).toContainText('wallet moves from default to payments');
    await saveScreenshot(page, 'flag-move-confirm-390');
    await confirm.getByRole('button', { name: 'Move flag' }).click();
    await page.waitForURL(/\/projects\/payments\/flags\/wallet/);
    await expectPage(page.getByRole('status')).toContainText('wallet moved from default to payments.');
    expect((await service.app.get('/api/admin/projects/payments/features/wallet')).body.project).toBe('payments');
    await saveScreenshot(page, 'flag-moved-390');
  });

  it('stars a project in the list and unstars it on its page', async () => {
    expect((await service.app.post('/api/admin/projects', { id: 'growth', name: 'Growth' })).status).toBe(201);
    // A favorite is the signed-in person's own: checked through the events their writes appended.
    const newest = async () =>
      ((await service.app.get('/api/admin/search/events?limit=1')).body.events as Array<{ id: number; type: string; project: string }>)[0];
    tab = await openConsole(service, '/projects');
    const { page } = tab;
    const star = page.getByRole('button', { name: 'Favorite project Growth' });
    await star.click();
    await expectPage(page.getByRole('status')).toContainText('Project Growth added to your favorites. Recorded as event');
    const favorited = await newest();
    expect(favorited).toMatchObject({ type: 'project-favorited', project: 'growth' });
    await expectPage(page.getByRole('status')).toContainText(`Recorded as event ${favorited.id}`);
    await expectPage(star).toHaveAttribute('aria-pressed', 'true');
    await saveScreenshot(page, 'projects-starred');

    await page.goto(`${service.baseUrl}/projects/growth`);
    await page.getByRole('heading', { level: 1, name: /Growth/ }).waitFor();
    const pageStar = page.getByRole('button', { name: 'Favorite project Growth' });
    await expectPage(pageStar).toHaveAttribute('aria-pressed', 'true');
    await pageStar.click();
    await expectPage(page.getByRole('status')).toContainText('Project Growth removed from your favorites. Recorded as event');
    expect(await newest()).toMatchObject({ type: 'project-unfavorited', project: 'growth' });
    await expectPage(pageStar).toHaveAttribute('aria-pressed', 'false');
    await saveScreenshot(page, 'project-unstarred');
  });

  it('creates a project API token (secret shown once) and revokes it after a confirmation', async () => {
    expect((await service.app.post('/api/admin/projects', { id: 'mobile', name: 'Mobile' })).status).toBe(201);
    const tokens = async () =>
      (await service.app.get('/api/admin/projects/mobile/api-tokens')).body.tokens as Array<{ tokenName: string; projects: string[] }>;
    tab = await openConsole(service, '/projects/mobile?tab=api-tokens');
    const { page } = tab;
    await page.getByRole('heading', { level: 2, name: 'API tokens' }).waitFor();
    await expectPage(page.getByText('No API tokens for Mobile yet.')).toBeVisible();
    await page.getByLabel('Token name').fill('ios-app');
    await page.getByLabel('Kind').selectOption('frontend');
    await page.getByLabel('Environment').selectOption('production');
    await page.getByRole('button', { name: 'Create token' }).click();
    await expectPage(page.getByRole('region', { name: 'Secret of ios-app' })).toContainText('mobile:production.');
    await expectPage(page.getByRole('status').filter({ hasText: 'API token ios-app' })).toContainText(
      `API token ios-app created for Mobile. Recorded as event ${await newestEventId()}`,
    );
    expect(await tokens()).toMatchObject([{ tokenName: 'ios-app', type: 'frontend', environment: 'production', projects: ['mobile'] }]);
    await expectPage(page.getByRole('row', { name: /ios-app/ })).toBeVisible();
    await saveScreenshot(page, 'project-api-token-created');

    await page
      .getByRole('row', { name: /ios-app/ })
      .getByRole('button', { name: 'Revoke' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the API token ios-app?' });
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('status').filter({ hasText: 'API token ios-app' })).toContainText('API token ios-app revoked.');
    expect(await tokens()).toEqual([]);
    await expectPage(page.getByText('No API tokens for Mobile yet.')).toBeVisible();
    await saveScreenshot(page, 'project-api-token-revoked');
  });

  it('shows the project API tokens tab at 390 px', async () => {
    tab = await openConsole(service, '/projects/default?tab=api-tokens', { width: 390 });
    await tab.page.getByRole('heading', { level: 2, name: 'API tokens' }).waitFor();
    await expectPage(tab.page.getByLabel('Token name')).toBeVisible();
    await saveScreenshot(tab.page, 'project-api-tokens-390');
  });

  it('turns several flags of one project on in an environment and marks them stale', async () => {
    for (const name of ['bulk-a', 'bulk-b', 'bulk-c'])
      expect((await service.app.post('/api/admin/projects/default/features', { name })).status).toBe(201);
    const flag = async (name: string) =>
      (await service.app.get(`/api/admin/projects/default/features/${name}`)).body as {
        stale: boolean;
        environments: Array<{ name: string; enabled: boolean }>;
      };
    tab = await openConsole(service, '/flags?query=bulk-');
    const { page } = tab;
    await page.getByRole('link', { name: 'bulk-a' }).waitFor();
    await page.getByLabel('Select bulk-a').check();
    await page.getByLabel('Select bulk-b').check();
    const bar = page.getByRole('region', { name: 'Selected flags' });
    await expectPage(bar).toContainText('2 selected in default');
    await bar.getByLabel('Environment').selectOption('production');
    await saveScreenshot(page, 'flags-bulk-selected');
    await bar.getByRole('button', { name: 'Turn on' }).click();
    const confirm = page.getByRole('dialog', { name: 'Turn 2 flags on in production?' });
    await expectPage(confirm).toContainText('bulk-a, bulk-b (project default)');
    await confirm.getByRole('button', { name: 'Turn on' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('status')).toContainText('2 flags of default turned on in production. Recorded as event');
    for (const [name, on] of [
      ['bulk-a', true],
      ['bulk-b', true],
      ['bulk-c', false],
    ] as const)
      expect((await flag(name)).environments.find((e) => e.name === 'production')?.enabled).toBe(on);

    await page.getByLabel('Select bulk-c').check();
    await page.getByRole('region', { name: 'Selected flags' }).getByRole('button', { name: 'Mark stale' }).click();
    await page.getByRole('dialog', { name: 'Mark 1 flag stale?' }).getByRole('button', { name: 'Mark stale' }).click();
    await expectPage(page.getByRole('status')).toContainText('1 flag of default marked stale.');
    expect((await flag('bulk-c')).stale).toBe(true);
    expect((await flag('bulk-a')).stale).toBe(false);
    await saveScreenshot(page, 'flags-bulk');
  });

  it('turns several flags on in an environment that needs approval as changes of the draft change request, applying nothing', async () => {
    const created = await service.app.post('/api/admin/projects', {
      id: 'guarded',
      name: 'Guarded',
      environments: ['development', 'production'],
    });
    expect(created.status).toBe(201);
    for (const name of ['guard-a', 'guard-b'])
      expect((await service.app.post('/api/admin/projects/guarded/features', { name })).status).toBe(201);
    const config = await service.app.put('/api/admin/projects/guarded/environments/production/change-requests/config', {
      changeRequestsEnabled: true,
      requiredApprovals: 2,
    });
    expect(config.status).toBeLessThan(300);
    tab = await openConsole(service, '/flags?query=guard-&project=IS:guarded');
    const { page } = tab;
    await page.getByRole('link', { name: 'guard-a' }).waitFor();
    await page.getByLabel('Select guard-a').check();
    await page.getByLabel('Select guard-b').check();
    const bar = page.getByRole('region', { name: 'Selected flags' });
    await bar.getByLabel('Environment').selectOption('production');
    await bar.getByRole('button', { name: 'Turn on' }).click();
    const confirm = page.getByRole('dialog', { name: 'Turn 2 flags on in production?' });
    await expectPage(confirm.getByRole('note')).toContainText('Changes in production need approval');
    await expectPage(confirm.getByRole('note')).toContainText(
      'One change per flag is added to your draft change request, not applied; it applies after 2 approvals.',
    );
    await saveScreenshot(page, 'flags-bulk-needs-approval');
    await confirm.getByRole('button', { name: 'Add to change request' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const status = page.getByRole('status').filter({ hasText: '2 changes added to your change request' });
    await expectPage(status).toContainText('Recorded as event');
    const id = /#(\d+)/.exec(await status.innerText())?.[1];
    expect(id).toBeDefined();

    const request = (await service.app.get(`/api/admin/projects/guarded/change-requests/${id}`)).body as {
      state: string;
      environment: string;
      features: Array<{ name: string; changes: Array<{ action: string; payload: unknown }> }>;
    };
    expect(request).toMatchObject({ state: 'Draft', environment: 'production' });
    expect(
      request.features.map((f) => ({ name: f.name, changes: f.changes.map((c) => ({ action: c.action, payload: c.payload })) })),
    ).toEqual([
      { name: 'guard-a', changes: [{ action: 'updateEnabled', payload: { enabled: true } }] },
      { name: 'guard-b', changes: [{ action: 'updateEnabled', payload: { enabled: true } }] },
    ]);
    for (const name of ['guard-a', 'guard-b']) {
      const flag = (await service.app.get(`/api/admin/projects/guarded/features/${name}`)).body as {
        environments: Array<{ name: string; enabled: boolean }>;
      };
      expect(flag.environments.find((e) => e.name === 'production')?.enabled).toBe(false);
    }
  });
});

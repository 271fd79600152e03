import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(120_000);

/**
 * A project environment's default strategy in the console (ADR 0052): set in the Environments
 * tab through the flag page's strategy form, then a flag turned on from the flag list gets it.
 */
describe('console: project default strategy', () => {
  let service: ConsoleService;
  let tab: ConsolePage | null = null;

  beforeAll(async () => {
    service = await startConsoleService();
    expect((await service.app.post('/api/admin/projects', { id: 'rollouts', name: 'Rollouts' })).status).toBe(201);
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

  it('sets the default in the Environments tab, and a flag turned on from the list gets it', async () => {
    tab = await openConsole(service, '/projects/rollouts?tab=environments');
    const { page } = tab;
    await page.getByRole('heading', { name: 'Environments' }).waitFor();
    const development = page.getByRole('row').filter({ hasText: 'development' });
    await expectPage(development).toContainText('Built-in: 100 % for everyone');
    await development.getByRole('button', { name: 'Edit default strategy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Default strategy of development in Rollouts' });
    await dialog.getByLabel(/Rollout percentage/).fill('25');
    await dialog.getByLabel('Stickiness').selectOption('userId');
    await dialog.getByRole('button', { name: 'Add constraint' }).click();
    const constraint = dialog.getByRole('group', { name: 'Constraint 1' });
    await constraint.getByLabel('Context field').selectOption('userId');
    await constraint.getByLabel('Operator').selectOption('IN');
    await constraint.getByLabel(/Values/).fill('alice\nbob');
    await saveScreenshot(page, 'default-strategy-dialog');
    await dialog.getByRole('button', { name: 'Save default strategy' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const notice = page.getByRole('status').filter({ hasText: 'Default strategy of development in Rollouts saved' });
    await expectPage(notice).toContainText('Recorded as event');
    await expectPage(development).toContainText('Rollout 25 %, stickiness userId, 1 constraint');
    await expectPage(page.getByRole('row').filter({ hasText: 'production' })).toContainText('Built-in: 100 % for everyone');
    await saveScreenshot(page, 'default-strategy-environments');
    const project = await service.app.get('/api/admin/projects/rollouts');
    expect(project.body.environments[0]).toEqual({
      environment: 'development',
      defaultStrategy: expect.objectContaining({
        name: 'flexibleRollout',
        parameters: { rollout: '25', stickiness: 'userId', groupId: '' },
        constraints: [expect.objectContaining({ contextName: 'userId', operator: 'IN', values: ['alice', 'bob'] })],
      }),
    });

    expect((await service.app.post('/api/admin/projects/rollouts/features', { name: 'quarter-flag' })).status).toBe(201);
    await page.goto(`${service.baseUrl}/flags?query=quarter-flag`);
    const toggle = page.getByRole('switch', { name: 'quarter-flag in development' });
    await expectPage(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expectPage(toggle).toHaveAttribute('aria-checked', 'true');
    await expectPage(toggle).toBeEnabled();

    await page.goto(`${service.baseUrl}/projects/rollouts/flags/quarter-flag?env=development`);
    const strategy = page.locator('.strategy').first();
    await expectPage(strategy).toContainText('Rollout 25%');
    await expectPage(strategy).toContainText('userId stickiness');
    await expectPage(strategy).toContainText('alice, bob');
    await saveScreenshot(page, 'default-strategy-flag');
    const stored = await service.app.get('/api/admin/projects/rollouts/features/quarter-flag/environments/development/strategies');
    const strategies = Array.isArray(stored.body) ? stored.body : stored.body.strategies;
    expect(strategies).toEqual([
      expect.objectContaining({ name: 'flexibleRollout', parameters: { rollout: '25', stickiness: 'userId', groupId: 'quarter-flag' } }),
    ]);
  });

  it('reads at 390 px: the environments with their default strategy, and the dialog', async () => {
    tab = await openConsole(service, '/projects/rollouts?tab=environments', { width: 390 });
    const { page } = tab;
    const development = page.getByRole('row').filter({ hasText: 'development' });
    await expectPage(development).toContainText('Rollout 25 %');
    // The table scrolls sideways at this width (as every console table): bring the column into view.
    await development.getByRole('button', { name: 'Edit default strategy' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'default-strategy-environments-390');
    await development.getByRole('button', { name: 'Edit default strategy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Default strategy of development in Rollouts' });
    await expectPage(dialog.getByLabel(/Rollout percentage/)).toHaveValue('25');
    await saveScreenshot(page, 'default-strategy-dialog-390');
  });

  it("lists a project environment's default strategy among a segment's users", async () => {
    const segment = await service.app.post('/api/admin/segments', { name: 'early-adopters', constraints: [] });
    expect(segment.status).toBe(201);
    const body = { name: 'flexibleRollout', parameters: { rollout: '10' }, segments: [segment.body.id] };
    expect((await service.app.post('/api/admin/projects/rollouts/environments/production/default-strategy', body)).status).toBe(200);
    tab = await openConsole(service, '/segments');
    const { page } = tab;
    const row = page.getByRole('row').filter({ hasText: 'early-adopters' });
    await expectPage(row).toContainText('Default strategy of rollouts (production)');
    await saveScreenshot(page, 'default-strategy-segment-users');
  });
});

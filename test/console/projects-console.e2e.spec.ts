import { expect as expectPage } from '../support/locator-expect';
import { eventually } from '../support/eventually';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(180_000);

/**
 * The projects area of the console in Debian's Chromium against the real service: what a project
 * owner does, checked on the screen and through the admin API.
 */
describe('console: projects', () => {
  let service: ConsoleService;
  let tab: ConsolePage | null = null;

  beforeAll(async () => {
    service = await startConsoleService();
  });
  afterEach(async () => {
    if (tab) await saveScreenshot(tab.page, `projects-last-${expect.getState().currentTestName?.slice(20, 40).replace(/\W+/g, '-')}`);
    const errors = tab?.unexpectedErrors() ?? [];
    await tab?.context.close();
    tab = null;
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await service?.close();
  });

  it('creates a project with an environment, adds a member, and links the write to its event', async () => {
    const member = await service.app.post('/api/admin/user-admin', {
      username: 'dana',
      email: 'dana@example.com',
      name: 'Dana Member',
      rootRole: 'Viewer',
    });
    expect(member.status).toBe(201);
    tab = await openConsole(service, '/projects');
    const { page } = tab;
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Name').fill('Checkout Team');
    await expectPage(dialog.getByLabel('Id (optional)')).toHaveAttribute('placeholder', 'checkout-team');
    await dialog.getByRole('checkbox', { name: /development/ }).check();
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout Team' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/projects/checkout-team');
    const created = await service.app.get('/api/admin/projects/checkout-team');
    expect(created.body).toMatchObject({ id: 'checkout-team', name: 'Checkout Team' });
    expect((created.body.environments as Array<{ environment: string }>).map((e) => e.environment)).toEqual(['development']);
    const notice = page.getByRole('status').filter({ hasText: 'Project Checkout Team created' });
    const link = notice.getByRole('link', { name: /Recorded as event \d+/ });
    const eventId = Number(/event=(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1]);
    const events = await service.app.get('/api/admin/events?project=checkout-team');
    expect(events.body.events.map((e: { id: number }) => e.id)).toContain(eventId);

    await page.getByRole('link', { name: 'Members' }).click();
    expect(new URL(page.url()).search).toBe('?tab=members');
    await page.getByRole('heading', { name: 'Add a member' }).waitFor();
    await page.getByRole('combobox', { name: /^User/ }).selectOption({ label: 'Dana Member (dana@example.com)' });
    await page.getByRole('combobox', { name: /^Role/ }).selectOption({ label: 'Member' });
    await page.getByRole('button', { name: 'Add member' }).click();
    await expectPage(page.getByRole('table')).toContainText('Dana Member');
    const access = await service.app.get('/api/admin/projects/checkout-team/access');
    expect(access.body.users).toEqual(expect.arrayContaining([expect.objectContaining({ id: member.body.id })]));

    const group = await service.app.post('/api/admin/groups', { name: 'Platform', users: [{ user: { id: member.body.id } }] });
    expect(group.status).toBe(201);
    await page.reload();
    await page.getByLabel('Kind').selectOption('group');
    await page.getByRole('combobox', { name: /^Group/ }).selectOption({ label: 'Platform' });
    await page.getByRole('combobox', { name: /^Role/ }).selectOption({ label: 'Owner' });
    await page.getByRole('button', { name: 'Add member' }).click();
    const groupRow = page.getByRole('row').filter({ hasText: 'Platform' });
    await expectPage(groupRow).toContainText('Owner');
    await page.getByRole('button', { name: 'Change the roles of Dana Member' }).click();
    const danaRow = page.getByRole('row').filter({ hasText: 'Dana Member' });
    await danaRow.getByRole('checkbox', { name: 'Owner' }).check();
    await danaRow.getByRole('button', { name: 'Save roles' }).click();
    await expectPage(page.getByRole('status')).toContainText('Roles of Dana Member in Checkout Team saved');
    await expectPage(danaRow.locator('.badge')).toHaveText(['Owner', 'Member']);
    const roles = await service.app.get('/api/admin/projects/checkout-team/access');
    const owner = (roles.body.roles as Array<{ id: number; name: string }>).find((r) => r.name === 'Owner')?.id;
    expect(roles.body.users.find((u: { id: number }) => u.id === member.body.id).roles).toContain(owner);
    expect(roles.body.groups.find((g: { id: number }) => g.id === group.body.id).roles).toEqual([owner]);
    await groupRow.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: 'Remove Platform from Checkout Team?' }).getByRole('button', { name: 'Remove member' }).click();
    await expectPage(page.getByRole('row').filter({ hasText: 'Platform' })).toHaveCount(0);
    await saveScreenshot(page, 'projects-create-member');

    await page.goto(`${service.baseUrl}/projects`);
    const row = page.getByRole('row').filter({ hasText: 'Checkout Team' });
    await expectPage(row).toContainText('development');
    await saveScreenshot(page, 'projects-list');
  });

  it('adds and removes environments, requires approvals, and refuses with the API message', async () => {
    expect(
      (await service.app.post('/api/admin/projects', { id: 'payments', name: 'Payments', environments: ['development'] })).status,
    ).toBe(201);
    tab = await openConsole(service, '/projects/payments?tab=environments');
    const { page } = tab;
    await page.getByRole('heading', { name: 'Environments' }).waitFor();
    await page.getByLabel('Add environment').selectOption('production');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const production = page.getByRole('row').filter({ hasText: 'production' });
    await production.waitFor();
    const form = page.getByRole('form', { name: 'Change requests in production' });
    await form.getByLabel('Require approval').check();
    await form.getByLabel('Approvals').fill('2');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectPage(page.getByRole('status')).toContainText('Changes in production now need 2 approvals');
    const config = await service.app.get('/api/admin/projects/payments/change-requests/config');
    expect(config.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ environment: 'production', changeRequestEnabled: true, requiredApprovals: 2 })]),
    );

    await form.getByLabel('Approvals').fill('11');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectPage(form.getByRole('alert')).toContainText('between 1 and 10');

    await page.getByRole('row').filter({ hasText: 'development' }).getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove development from Payments?' });
    await confirm.getByRole('button', { name: 'Remove environment' }).click();
    await expectPage(page.getByRole('row').filter({ hasText: 'development' })).toHaveCount(0);
    const after = await service.app.get('/api/admin/projects/payments');
    expect((after.body.environments as Array<{ environment: string }>).map((e) => e.environment)).toEqual(['production']);
    await saveScreenshot(page, 'projects-environments');
  });

  it('shows the API refusal of a taken project id with its message', async () => {
    expect((await service.app.post('/api/admin/projects', { id: 'taken', name: 'Taken' })).status).toBe(201);
    tab = await openConsole(service, '/projects');
    const { page } = tab;
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Name').fill('Another');
    await dialog.getByLabel('Id (optional)').fill('taken');
    tab.expectRefusal(409, '/api/admin/projects');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    const refused = await service.app.post('/api/admin/projects', { id: 'taken', name: 'Another' });
    expect(refused.status).toBe(409);
    await expectPage(dialog.getByRole('alert')).toContainText(refused.body.message);
    await dialog.getByLabel('Id (optional)').fill('not a valid id!');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expectPage(dialog.getByText(/^body\.id /)).toBeVisible();
    await expectPage(dialog.getByText(refused.body.message)).toHaveCount(0);
    await saveScreenshot(page, 'projects-create-refused');
  });

  it('edits, archives, revives and deletes a project after confirmation naming it', async () => {
    expect((await service.app.post('/api/admin/projects', { id: 'legacy', name: 'Legacy' })).status).toBe(201);
    tab = await openConsole(service, '/projects/legacy');
    const { page } = tab;
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Legacy' });
    await edit.getByLabel('Name').fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectPage(edit.getByText(/name must be at least 1 characters long/)).toBeVisible();
    await edit.getByLabel('Name').fill('Legacy shop');
    await edit.getByLabel('Description').fill('The old shop');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Legacy shop' }).waitFor();

    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog', { name: 'Archive the project Legacy shop?' }).getByRole('button', { name: 'Archive project' }).click();
    await expectPage(page.getByRole('heading', { level: 1 })).toContainText('archived');
    expect((await service.app.get('/api/admin/projects?archived=true')).body.projects.map((p: { id: string }) => p.id)).toContain('legacy');
    await page.getByRole('button', { name: 'Revive' }).click();
    await page.getByRole('dialog', { name: 'Revive the project Legacy shop?' }).getByRole('button', { name: 'Revive project' }).click();
    await eventually(async () => !(await page.getByRole('heading', { level: 1 }).innerText()).includes('archived'));

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete the project Legacy shop?' }).getByRole('button', { name: 'Delete project' }).click();
    await page.waitForURL(`${service.baseUrl}/projects`);
    expect((await service.app.get('/api/admin/projects/legacy')).status).toBe(404);
    await saveScreenshot(page, 'projects-deleted');
  });

  it('shows the project overview and the list at phone width', async () => {
    tab = await openConsole(service, '/projects/default', { width: 390 });
    const { page } = tab;
    await page.getByRole('heading', { level: 1, name: /Default/ }).waitFor();
    await expectPage(page.getByRole('heading', { name: 'Project Default' })).toBeVisible();
    await expectPage(page.getByRole('definition').first()).toBeVisible();
    await expectPage(page.getByText('Last 4 weeks')).toBeVisible();
    await saveScreenshot(page, 'projects-overview-390');
    await page.goto(`${service.baseUrl}/projects`);
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await saveScreenshot(page, 'projects-list-390');
  });
});

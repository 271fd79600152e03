import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(180_000);

/**
 * Issue 29 §5 for groups and custom roles, in Debian's Chromium against the real service: what an
 * admin makes on the page is what the API then holds.
 */
describe('console: roles and groups', () => {
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

  async function open(path: string): Promise<ConsolePage> {
    const tab = await openConsole(service, path);
    tabs.push(tab);
    return tab;
  }

  it('creates a custom role with per-environment permissions and a group with members, edits and deletes them', async () => {
    const { page } = await open('/access/roles');
    await expectPage(page.getByRole('region', { name: 'Role Owner' })).toBeVisible();
    await page.getByRole('button', { name: 'New custom role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New custom role' });
    await dialog.getByLabel('Role name').fill('Releaser');
    await dialog.getByLabel('Description').fill('Turns flags on in production');
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await expectPage(dialog.getByRole('alert')).toContainText('Choose at least one permission.');
    await dialog.getByRole('checkbox', { name: 'Update feature', exact: true }).check();
    await dialog
      .getByRole('group', { name: 'Update feature environment', exact: true })
      .getByRole('checkbox', { name: 'production' })
      .check();
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const role = page.getByRole('region', { name: 'Role Releaser' });
    await expectPage(role).toContainText('Update feature environment (production)');
    await expectPage(page.getByRole('status').filter({ hasText: 'Role Releaser saved.' })).toContainText('Recorded as event');
    const roles = (await service.app.get('/api/admin/roles')).body.roles as Array<{ name: string; type: string; permissions?: unknown[] }>;
    expect(roles.find((r) => r.name === 'Releaser')).toMatchObject({
      type: 'custom',
      permissions: expect.arrayContaining([{ name: 'UPDATE_FEATURE' }, { name: 'UPDATE_FEATURE_ENVIRONMENT', environment: 'production' }]),
    });
    await saveScreenshot(page, 'access-roles');
    await role.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete the role Releaser?' }).getByRole('button', { name: 'Delete role' }).click();
    await expectPage(page.getByRole('region', { name: 'Role Releaser' })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Access' }).getByRole('link', { name: 'Groups' }).click();
    await expectPage(page.getByText('No groups yet.')).toBeVisible();
    await page.getByRole('button', { name: 'New group' }).click();
    const newGroup = page.getByRole('dialog', { name: 'New group' });
    await newGroup.getByLabel('Group name').fill('release-managers');
    await newGroup.getByRole('checkbox', { name: 'Flag Owner' }).check();
    await newGroup.getByRole('button', { name: 'Create group' }).click();
    await newGroup.waitFor({ state: 'hidden' });
    const group = page.getByRole('region', { name: 'Group release-managers' });
    await expectPage(group).toContainText('Members: Flag Owner');
    const groups = (await service.app.get('/api/admin/groups')).body.groups as Array<{
      name: string;
      users: Array<{ user: { username: string } }>;
    }>;
    expect(groups.find((g) => g.name === 'release-managers')?.users.map((u) => u.user.username)).toEqual(['owner']);
    await group.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the group release-managers' });
    await edit.getByRole('checkbox', { name: 'Flag Owner' }).uncheck();
    await edit.getByRole('button', { name: 'Save group' }).click();
    await expectPage(group).toContainText('No members.');
    await saveScreenshot(page, 'access-groups');
    await group.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete the group release-managers?' }).getByRole('button', { name: 'Delete group' }).click();
    await expectPage(page.getByText('No groups yet.')).toBeVisible();
  });
});

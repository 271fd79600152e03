import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(180_000);

/**
 * Issue 29 §3 and §8 for segments, in Debian's Chromium against the real service: a segment's
 * whole life — created on its page, used by a strategy, refused deletion while in use (the 409 and
 * its users shown), freed and deleted — checked on the screen and through the admin API.
 */
describe('console: segments', () => {
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

  it('creates a segment, uses it, is refused its deletion with its users shown, frees it and deletes it', async () => {
    expect((await service.app.post('/api/admin/projects/default/features', { name: 'checkout' })).status).toBe(201);
    tab = await openConsole(service, '/segments');
    const { page } = tab;
    await expectPage(page.getByText('No segments yet.')).toBeVisible();

    // Create: the form refuses what the API would (an empty name) before sending anything.
    await page.getByRole('link', { name: 'New segment' }).click();
    await page.getByRole('heading', { level: 1, name: 'New segment' }).waitFor();
    await page.getByRole('button', { name: 'Create segment' }).click();
    await expectPage(page.locator('.field__error').first()).toBeVisible();
    await page.getByLabel('Name').fill('beta-testers');
    await page.getByLabel('Description').fill('People who try things first');
    await page.getByRole('button', { name: 'Add constraint' }).click();
    const constraint = page.getByRole('group', { name: 'Constraint 1' });
    await constraint.getByLabel('Context field').selectOption('userId');
    await constraint.getByLabel(/Values/).fill('alice\nbob');
    await page.getByRole('button', { name: 'Create segment' }).click();
    await page.getByRole('heading', { level: 1, name: 'beta-testers' }).waitFor();
    await expectPage(page.getByRole('status').filter({ hasText: 'Segment beta-testers created.' })).toContainText('Recorded as event');
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const created = await service.app.get(`/api/admin/segments/${id}`);
    expect(created.body).toMatchObject({
      name: 'beta-testers',
      description: 'People who try things first',
      constraints: [{ contextName: 'userId', operator: 'IN', values: ['alice', 'bob'] }],
    });
    await expectPage(page.getByText('No strategy of an active flag uses this segment')).toBeVisible();
    await saveScreenshot(page, 'segments-created');

    // Use: a strategy of the flag adds it on the flag page.
    await page.goto(`${service.baseUrl}/projects/default/flags/checkout?env=production`);
    await page.getByRole('button', { name: 'Add strategy' }).click();
    const add = page.getByRole('dialog', { name: 'Add a strategy to production' });
    await add.getByRole('checkbox', { name: 'beta-testers' }).check();
    await add.getByRole('button', { name: 'Save strategy' }).click();
    await add.waitFor({ state: 'hidden' });

    // The list says who uses it.
    await page.goto(`${service.baseUrl}/segments`);
    const row = page.getByRole('row').filter({ hasText: 'beta-testers' });
    await expectPage(row).toContainText('1 strategy in 1 flag: checkout');
    await saveScreenshot(page, 'segments-list-in-use');

    // Delete while in use: the API's 409 message, and the strategies that use it.
    await row.getByRole('link', { name: 'beta-testers' }).click();
    await page.getByRole('heading', { level: 1, name: 'beta-testers' }).waitFor();
    tab.expectRefusal(409, `/api/admin/segments/${id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the segment beta-testers?' });
    await confirm.getByRole('button', { name: 'Delete segment' }).click();
    await expectPage(confirm.getByRole('alert')).toContainText('in use by 1 strategy');
    await expectPage(confirm.getByRole('link', { name: /in production/ })).toBeVisible();
    await saveScreenshot(page, 'segments-delete-refused');
    expect((await service.app.get(`/api/admin/segments/${id}`)).status).toBe(200);

    // Free it: the link leads to the strategy, whose editor drops the segment.
    await confirm.getByRole('link', { name: /in production/ }).click();
    await page.getByRole('heading', { level: 1, name: 'checkout' }).waitFor();
    await page.locator('.strategy').first().getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit strategy in production' });
    await edit.getByRole('checkbox', { name: 'beta-testers' }).uncheck();
    await edit.getByRole('button', { name: 'Save strategy' }).click();
    await edit.waitFor({ state: 'hidden' });

    // Now the delete goes through and says what it recorded.
    await page.goto(`${service.baseUrl}/segments/${id}`);
    await expectPage(page.getByText('No strategy of an active flag uses this segment')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete the segment beta-testers?' }).getByRole('button', { name: 'Delete segment' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Segment beta-testers deleted.' })).toContainText('Recorded as event');
    expect((await service.app.get(`/api/admin/segments/${id}`)).status).toBe(404);
    await saveScreenshot(page, 'segments-deleted');
  });

  it('edits a segment and refuses more values than ui-config allows, at 390 px', async () => {
    const res = await service.app.post('/api/admin/segments', {
      name: 'narrow-segment',
      constraints: [{ contextName: 'userId', operator: 'IN', values: ['a'] }],
    });
    expect(res.status).toBe(201);
    const limits = (await service.app.get('/api/admin/ui-config')).body.resourceLimits as { segmentValues: number };
    tab = await openConsole(service, `/segments/${res.body.id}`, { width: 390 });
    const { page } = tab;
    await page.getByRole('heading', { level: 1, name: 'narrow-segment' }).waitFor();
    const values = page.getByRole('group', { name: 'Constraint 1' }).getByLabel(/Values/);
    await values.fill(Array.from({ length: limits.segmentValues + 1 }, (_, i) => `user-${i}`).join('\n'));
    await page.getByRole('button', { name: 'Save segment' }).click();
    await expectPage(page.getByRole('alert')).toContainText(String(limits.segmentValues));
    expect((await service.app.get(`/api/admin/segments/${res.body.id}`)).body.constraints[0].values).toEqual(['a']);

    await values.fill('a\nb');
    await page.getByLabel('Description').fill('Edited on a phone');
    await page.getByRole('button', { name: 'Save segment' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Segment narrow-segment saved.' })).toBeVisible();
    const stored = await service.app.get(`/api/admin/segments/${res.body.id}`);
    expect(stored.body).toMatchObject({ description: 'Edited on a phone', constraints: [{ values: ['a', 'b'] }] });
    await saveScreenshot(page, 'segments-edit-390');
  });

  it('offers the operators of Unleash 7.5–8.0: IN_CIDR ranges checked as typed, a REGEX the API refuses shown in RE2’s words', async () => {
    tab = await openConsole(service, '/segments');
    const { page } = tab;
    await page.getByRole('link', { name: 'New segment' }).click();
    await page.getByRole('heading', { level: 1, name: 'New segment' }).waitFor();
    await page.getByLabel('Name').fill('internal-staff');
    await page.getByRole('button', { name: 'Add constraint' }).click();
    const network = page.getByRole('group', { name: 'Constraint 1' });
    await network.getByLabel('Context field').selectOption('remoteAddress');
    await network.getByLabel('Operator').selectOption('IN_CIDR');
    await network.getByLabel(/Values \(IP addresses or CIDR ranges/).fill('10.0.0.0/8\nintranet');
    await page.getByRole('button', { name: 'Add constraint' }).click();
    const pattern = page.getByRole('group', { name: 'Constraint 2' });
    await pattern.getByLabel('Context field').selectOption('userId');
    await pattern.getByLabel('Operator').selectOption('REGEX');
    await pattern.getByLabel('Ignore case').check();
    await pattern.getByLabel(/Value \(RE2 pattern/).fill('(?=admin)');
    await page.getByRole('button', { name: 'Create segment' }).click();
    await expectPage(network.getByText('“intranet” is not an IP address or CIDR range.')).toBeVisible();

    await network.getByLabel(/Values/).fill('10.0.0.0/8\n2001:db8::/32');
    tab.expectRefusal(400, '/api/admin/segments');
    await page.getByRole('button', { name: 'Create segment' }).click();
    await expectPage(page.getByRole('alert')).toContainText(
      'not a valid regex string (error parsing regexp: invalid or unsupported Perl syntax',
    );
    expect(((await service.app.get('/api/admin/segments')).body.segments as { name: string }[]).map((x) => x.name)).not.toContain(
      'internal-staff',
    );
    await pattern.getByLabel(/Value/).fill('^admin-[0-9]+$');
    await saveScreenshot(page, 'segments-new-operators');
    await page.getByRole('button', { name: 'Create segment' }).click();
    await page.getByRole('heading', { level: 1, name: 'internal-staff' }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect((await service.app.get(`/api/admin/segments/${id}`)).body.constraints).toEqual([
      {
        contextName: 'remoteAddress',
        operator: 'IN_CIDR',
        values: ['10.0.0.0/8', '2001:db8::/32'],
        inverted: false,
        caseInsensitive: false,
      },
      { contextName: 'userId', operator: 'REGEX', value: '^admin-[0-9]+$', values: [], inverted: false, caseInsensitive: true },
    ]);
  });
});

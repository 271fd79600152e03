import type { Page } from 'playwright-core';
import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(180_000);

const REVIEWER = { username: 'rita', email: 'rita@example.com', name: 'Rita Reviewer', password: 'Another-Horse-Battery-7' };
const ROLLOUT = (rollout: string, groupId: string) => ({
  name: 'flexibleRollout',
  parameters: { rollout, stickiness: 'default', groupId },
});

/**
 * Change requests in the console, in Debian's Chromium against the real service: a flag edit in
 * an environment that requires approval becomes a draft, which a second person approves and
 * which is then applied; conflicts, rejections, schedules and cancelling, checked on the screen
 * and through the admin API.
 */
describe('console: change requests', () => {
  let service: ConsoleService;
  const tabs: ConsolePage[] = [];

  beforeAll(async () => {
    service = await startConsoleService();
    expect((await service.app.post('/api/admin/user-admin', { ...REVIEWER, rootRole: 'Admin' })).status).toBe(201);
  });
  afterEach(async () => {
    const last = tabs.at(-1);
    if (last)
      await saveScreenshot(last.page, `change-requests-last-${expect.getState().currentTestName?.slice(30, 50).replace(/\W+/g, '-')}`);
    const errors = tabs.flatMap((t) => t.unexpectedErrors());
    await Promise.all(tabs.map((t) => t.context.close()));
    tabs.length = 0;
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await service?.close();
  });

  async function open(path: string, options: { as?: typeof REVIEWER; width?: number } = {}): Promise<Page> {
    const tab = await openConsole(service, path, { width: options.width, signIn: !options.as });
    tabs.push(tab);
    if (options.as) {
      await tab.page.getByLabel('Username or email').fill(options.as.username);
      await tab.page.getByLabel('Password').fill(options.as.password);
      await tab.page.getByRole('button', { name: 'Sign in' }).click();
      await tab.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    }
    return tab.page;
  }

  /** A project whose production requires `approvals` approvals, with the given flags. */
  async function guardedProject(id: string, flags: string[], approvals = 1): Promise<void> {
    expect((await service.app.post('/api/admin/projects', { id, name: id, environments: ['development', 'production'] })).status).toBe(201);
    for (const name of flags) expect((await service.app.post(`/api/admin/projects/${id}/features`, { name })).status).toBe(201);
    await requireApproval(id, true, approvals);
  }

  async function requireApproval(project: string, on: boolean, approvals = 1): Promise<void> {
    const res = await service.app.put(`/api/admin/projects/${project}/environments/production/change-requests/config`, {
      changeRequestsEnabled: on,
      requiredApprovals: approvals,
    });
    expect(res.status).toBeLessThan(300);
  }

  async function productionOf(project: string, flag: string): Promise<{ enabled: boolean; strategies: unknown[] }> {
    const res = await service.app.get(`/api/admin/projects/${project}/features/${flag}`);
    return res.body.environments.find((e: { name: string }) => e.name === 'production');
  }

  /** A request in review by the API token's user (not the people in the browser). */
  async function requestInReview(project: string, changes: Array<Record<string, unknown>>): Promise<number> {
    let id = 0;
    for (const change of changes) {
      const added = await service.app.post(`/api/admin/projects/${project}/environments/production/change-requests`, change);
      expect(added.status).toBeLessThan(300);
      id = added.body.id;
    }
    expect((await service.app.put(`/api/admin/projects/${project}/change-requests/${id}/state`, { state: 'In review' })).status).toBe(200);
    return id;
  }

  it('turns a flag edit into a draft, sends it to review; a second person approves it and it is applied', async () => {
    await guardedProject('shop', ['new-cart']);
    const page = await open('/projects/shop/flags/new-cart?env=production');
    const note = page.getByRole('note').filter({ hasText: 'Changes in production need approval' });
    await expectPage(note).toContainText('You have no draft yet.');
    await page.getByRole('switch', { name: 'new-cart in production' }).first().click();
    await expectPage(page.getByRole('status')).toContainText('Added to your change request #');
    await expectPage(note).toContainText('1 change');
    await page.getByRole('button', { name: 'Add strategy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a strategy to production' });
    await dialog.getByLabel(/Rollout percentage/).fill('30');
    await dialog.getByRole('button', { name: 'Save strategy' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectPage(note).toContainText('2 changes');
    expect(await productionOf('shop', 'new-cart')).toMatchObject({ enabled: false, strategies: [] });
    await saveScreenshot(page, 'change-requests-flag-draft');

    await note.getByRole('link', { name: /#\d+, 2 changes/ }).click();
    await page.getByRole('heading', { level: 1, name: /Change request #\d+/ }).waitFor();
    const requestPath = new URL(page.url()).pathname;
    const id = Number(requestPath.split('/').pop());
    await expectPage(page.locator('.change')).toHaveCount(2);
    await expectPage(page.getByRole('main')).toContainText('parameters.rollout');
    await page.getByRole('button', { name: 'Send to review' }).click();
    await expectPage(page.getByRole('heading', { level: 1 })).toContainText('In review');
    await expectPage(page.getByText('You wrote this request: someone else must approve it.')).toBeVisible();
    await expectPage(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    const reviewer = await open('/projects/shop/change-requests', { as: REVIEWER });
    await expectPage(reviewer.getByRole('link', { name: /Open/ })).toContainText('1');
    await reviewer
      .getByRole('link', { name: new RegExp(`#${id}`) })
      .first()
      .click();
    await reviewer.getByRole('heading', { level: 1, name: new RegExp(`Change request #${id}`) }).waitFor();
    await reviewer.getByLabel(/Comment/).fill('Looks good to me');
    await reviewer.getByRole('button', { name: 'Approve' }).click();
    await expectPage(reviewer.getByRole('heading', { level: 1 })).toContainText('Approved');
    await expectPage(reviewer.getByRole('region', { name: 'Reviews and comments' })).toContainText('Looks good to me');
    await saveScreenshot(reviewer, 'change-requests-approved');

    await page.reload();
    await page.getByRole('button', { name: 'Apply now' }).click();
    const confirm = page.getByRole('dialog', { name: `Apply request #${id} to production?` });
    await confirm.getByRole('button', { name: 'Apply changes' }).click();
    await expectPage(page.getByRole('heading', { level: 1 })).toContainText('Applied');
    await expectPage(page.getByRole('status')).toContainText(`Change request #${id} applied to production`);
    // Turning on an environment without strategies also gives it the default one (Unleash's rule), applied first.
    expect(await productionOf('shop', 'new-cart')).toMatchObject({
      enabled: true,
      strategies: expect.arrayContaining([
        expect.objectContaining({ name: 'flexibleRollout', parameters: expect.objectContaining({ rollout: '30' }) }),
      ]),
    });
    const stored = await service.app.get(`/api/admin/projects/shop/change-requests/${id}`);
    expect(stored.body).toMatchObject({
      state: 'Applied',
      approvals: [expect.objectContaining({ createdBy: expect.objectContaining({ username: REVIEWER.email }) })],
    });
    await saveScreenshot(page, 'change-requests-applied');
  });

  it('shows a conflict on the change it affects, the counts in the tabs, and rejects with a comment', async () => {
    await guardedProject('ledger', ['audit-log', 'old-report']);
    await requireApproval('ledger', false);
    const strategy = await service.app.post(
      '/api/admin/projects/ledger/features/audit-log/environments/production/strategies',
      ROLLOUT('10', 'audit-log'),
    );
    expect(strategy.status).toBe(200);
    await requireApproval('ledger', true);
    const constraint = (values: string[]) => ({ contextName: 'userId', operator: 'IN', values });
    const segment = await service.app.post('/api/admin/segments', { name: 'auditors', constraints: [constraint(['carol'])] });
    expect(segment.status).toBe(201);
    const id = await requestInReview('ledger', [
      { feature: 'audit-log', action: 'updateStrategy', payload: { id: strategy.body.id, ...ROLLOUT('50', 'audit-log') } },
      { feature: 'old-report', action: 'updateEnabled', payload: { enabled: true } },
      { segmentId: segment.body.id, action: 'updateSegment', payload: { name: 'auditors', constraints: [constraint(['carol', 'dave'])] } },
    ]);
    await requireApproval('ledger', false);
    expect(
      (await service.app.delete(`/api/admin/projects/ledger/features/audit-log/environments/production/strategies/${strategy.body.id}`))
        .status,
    ).toBe(200);
    await requireApproval('ledger', true);

    const page = await open('/projects/ledger/change-requests?state=In%20review');
    await expectPage(page.getByRole('link', { name: /In review/ })).toContainText('1');
    await page
      .getByRole('link', { name: new RegExp(`#${id}`) })
      .first()
      .click();
    const auditLog = page.getByRole('region', { name: /Flag audit-log/ });
    await expectPage(auditLog.locator('.change--conflict')).toContainText('The strategy this change edits has been deleted.');
    const oldReport = page.getByRole('region', { name: /Flag old-report/ });
    await expectPage(oldReport.locator('.change--conflict')).toHaveCount(0);
    await expectPage(oldReport.locator('.diff')).toContainText('enabled\toff\ton');
    const auditors = page.getByRole('region', { name: 'Segment auditors' });
    await expectPage(auditors.locator('.diff')).toContainText('dave');
    await saveScreenshot(page, 'change-requests-conflict');

    await page.getByLabel(/Comment/).fill('The strategy is gone; make it again.');
    await page.getByRole('button', { name: 'Reject' }).click();
    await page
      .getByRole('dialog', { name: `Reject request #${id}?` })
      .getByRole('button', { name: 'Reject request' })
      .click();
    await expectPage(page.getByRole('heading', { level: 1 })).toContainText('Rejected');
    await expectPage(page.getByRole('region', { name: 'Reviews and comments' })).toContainText('The strategy is gone; make it again.');
    const stored = await service.app.get(`/api/admin/projects/ledger/change-requests/${id}`);
    expect(stored.body.state).toBe('Rejected');
    await page.getByRole('link', { name: 'Change requests' }).first().click();
    await page.getByRole('link', { name: /Rejected/ }).click();
    await expectPage(page.getByRole('link', { name: /Rejected/ })).toContainText('1');
    await expectPage(page.getByRole('main')).toContainText(`#${id}`);
    await saveScreenshot(page, 'change-requests-rejected-tab');
  });

  it('schedules an approved request at a date and time in the shown time zone', async () => {
    await guardedProject('promo', ['spring-sale']);
    const id = await requestInReview('promo', [{ feature: 'spring-sale', action: 'updateEnabled', payload: { enabled: true } }]);
    const page = await open(`/projects/promo/change-requests/${id}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectPage(page.getByRole('heading', { level: 1 })).toContainText('Approved');
    const zone = page.locator('#schedule-zone');
    await expectPage(zone).toContainText('Time zone: ');
    await page.getByLabel('Apply at').fill('2099-06-01T09:30');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectPage(page.getByRole('heading', { level: 1 })).toContainText('Scheduled');
    await expectPage(page.getByText('Scheduled to apply on')).toBeVisible();
    const stored = await service.app.get(`/api/admin/projects/promo/change-requests/${id}`);
    expect(stored.body.state).toBe('Scheduled');
    const localOffsetMinutes = await page.evaluate(() => new Date('2099-06-01T09:30').getTimezoneOffset());
    expect(Date.parse(stored.body.schedule.scheduledAt)).toBe(Date.parse('2099-06-01T09:30:00Z') + localOffsetMinutes * 60_000);
    await saveScreenshot(page, 'change-requests-scheduled');
  });

  it('discards a draft at phone width after a confirmation naming it', async () => {
    await guardedProject('mobile', ['tiny-flag']);
    const page = await open('/projects/mobile/flags/tiny-flag?env=production', { width: 390 });
    await page.getByRole('switch', { name: 'tiny-flag in production' }).first().click();
    const note = page.getByRole('note').filter({ hasText: 'Changes in production need approval' });
    await note.getByRole('link', { name: /#\d+, 1 change/ }).click();
    await page.getByRole('heading', { level: 1, name: /Draft/ }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await saveScreenshot(page, 'change-requests-draft-390');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page
      .getByRole('dialog', { name: `Cancel request #${id}?` })
      .getByRole('button', { name: 'Cancel request' })
      .click();
    await expectPage(page.getByRole('heading', { level: 1 })).toContainText('Cancelled');
    expect((await service.app.get(`/api/admin/projects/mobile/change-requests/${id}`)).body.state).toBe('Cancelled');
    expect(await productionOf('mobile', 'tiny-flag')).toMatchObject({ enabled: false });
  });
});

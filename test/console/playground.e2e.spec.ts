import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(120_000);

/**
 * The playground in Debian's Chromium against the real service: a context filled in, evaluated,
 * a flag's result read and its strategies opened with their constraint marks; the URL alone
 * brings the same result back (1280 and 390 px).
 */
describe('console: playground', () => {
  let service: ConsoleService;
  const tabs: ConsolePage[] = [];
  const features = '/api/admin/projects/default/features';

  beforeAll(async () => {
    service = await startConsoleService();
    const app = service.app;
    expect(
      (await app.post('/api/admin/context', { name: 'plan', legalValues: [{ value: 'pro' }, { value: 'free' }, { value: 'enterprise' }] }))
        .status,
    ).toBe(201);
    expect((await app.post('/api/admin/strategies', { name: 'pg-custom', parameters: [] })).status).toBe(201);
    const segment = await app.post('/api/admin/segments', {
      name: 'pg-beta-users',
      constraints: [{ contextName: 'userId', operator: 'STR_STARTS_WITH', values: ['4'] }],
    });
    expect(segment.status).toBe(201);
    const flag = async (name: string, strategy: Record<string, unknown>, on = true) => {
      expect((await app.post(features, { name })).status).toBe(201);
      expect((await app.post(`${features}/${name}/environments/development/strategies`, strategy)).status).toBe(200);
      if (on) expect((await app.post(`${features}/${name}/environments/development/on`)).status).toBe(200);
    };
    await flag('pg-checkout', {
      name: 'flexibleRollout',
      parameters: { rollout: '100', stickiness: 'default', groupId: 'pg-checkout' },
      constraints: [
        { contextName: 'plan', operator: 'IN', values: ['pro'] },
        { contextName: 'userId', operator: 'NOT_IN', values: ['13'] },
      ],
      segments: [segment.body.id],
    });
    await flag('pg-enterprise', { name: 'default', constraints: [{ contextName: 'plan', operator: 'IN', values: ['enterprise'] }] });
    await flag('pg-dark', { name: 'default' }, false);
    await flag('pg-custom', { name: 'pg-custom' });
  });
  afterEach(async () => {
    const errors = tabs.flatMap((t) => t.unexpectedErrors());
    for (const t of tabs.splice(0)) await t.context.close();
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await service?.close();
  });

  /** One constraint's line (its mark and its text) among a strategy's reasons. */
  const mark = (reasons: ReturnType<ConsolePage['page']['getByRole']>, text: string) =>
    reasons.locator('ul.reasons > li').filter({ hasText: text });
  const row = (tab: ConsolePage, name: string) =>
    tab.page.getByRole('row').filter({ has: tab.page.getByRole('link', { name, exact: true }) });

  it('evaluates a context, explains a flag per strategy and constraint, and the URL brings the same result back', async () => {
    const tab = await openConsole(service, '/');
    tabs.push(tab);
    const { page } = tab;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Playground' }).click();
    await page.getByRole('heading', { level: 1, name: 'Playground' }).waitFor();
    await expectPage(page.getByText('Nothing evaluated yet.')).toBeVisible();
    await page.getByLabel('Environment').selectOption('development');
    await page.getByLabel('User ID').fill('42');
    await page.getByLabel('plan').selectOption('pro');
    await page.getByRole('button', { name: 'Evaluate' }).click();

    await expectPage(row(tab, 'pg-checkout')).toContainText('On');
    await expectPage(row(tab, 'pg-enterprise')).toContainText('Off — no strategy matched');
    await expectPage(row(tab, 'pg-dark')).toContainText('off in this environment');
    await expectPage(row(tab, 'pg-custom')).toContainText('Unknown');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/playground');
    expect(url.searchParams.get('environment')).toBe('development');
    // The router keeps a number-like string quoted, so it comes back a string.
    expect(['42', '"42"']).toContain(url.searchParams.get('userId'));

    await page.getByRole('button', { name: 'Strategies of pg-checkout' }).click();
    const reasons = page.getByRole('row').filter({ hasText: 'Rollout 100%' });
    await expectPage(reasons).toContainText('Matched');
    await expectPage(mark(reasons, 'is one of pro')).toContainText('✓');
    await expectPage(mark(reasons, 'is one of pro')).toContainText('passed');
    await expectPage(reasons).toContainText('Segment pg-beta-users');
    await expectPage(mark(reasons, 'starts with 4')).toContainText('passed');

    // Filtered by verdict: only the flags that are off.
    await page.getByLabel('Result').selectOption('off');
    await expectPage(row(tab, 'pg-enterprise')).toBeVisible();
    await expectPage(row(tab, 'pg-checkout')).toHaveCount(0);
    await page.getByLabel('Result').selectOption('');
    await saveScreenshot(page, 'playground-1280');

    // Another person opens the same link: the same answer and the same open strategies.
    const shared = await openConsole(service, `${url.pathname}${new URL(page.url()).search}`);
    tabs.push(shared);
    await expectPage(row(shared, 'pg-checkout')).toContainText('On');
    await expectPage(shared.page.getByRole('row').filter({ hasText: 'Rollout 100%' })).toContainText('Segment pg-beta-users');
    await expectPage(shared.page.getByLabel('User ID')).toHaveValue('42');
    await saveScreenshot(shared.page, 'playground-shared-link');
  });

  it('says why in words for a failing constraint, an off environment and a custom strategy (390 px)', async () => {
    const tab = await openConsole(
      service,
      '/playground?environment=development&userId=13&properties=%7B%22plan%22%3A%22free%22%7D&open=pg-checkout',
      {
        width: 390,
      },
    );
    tabs.push(tab);
    const { page } = tab;
    const reasons = page.getByRole('row').filter({ hasText: 'Rollout 100%' });
    await expectPage(reasons).toContainText('Not matched');
    await expectPage(mark(reasons, 'is one of pro')).toContainText('failed');
    await expectPage(mark(reasons, 'is not one of 13')).toContainText('✗');
    await saveScreenshot(page, 'playground-390');
    await page.getByRole('button', { name: 'Strategies of pg-dark' }).click();
    await expectPage(page.getByText('The flag is off in development')).toBeVisible();
    await page.getByRole('button', { name: 'Strategies of pg-custom' }).click();
    await expectPage(page.getByText(/cannot evaluate the “pg-custom” strategy/)).toBeVisible();
    await saveScreenshot(page, 'playground-390-reasons');
  });

  it("shows the API's refusal with its message (a shared link naming an environment that no longer exists)", async () => {
    const tab = await openConsole(service, '/playground?environment=gone&userId=1');
    tabs.push(tab);
    const { page } = tab;
    await expectPage(page.getByRole('alert')).toContainText('Environment "gone" does not exist.');
    tab.expectRefusal(404, '/api/admin/playground');
    await saveScreenshot(page, 'playground-refused');
  });
});

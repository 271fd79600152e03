import { eventually } from '../support/eventually';
import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(120_000);

/**
 * The flag page's Metrics view (ADR 0053) in Debian's Chromium: SDK metrics reported through the
 * client API show as totals, an hourly chart with its table, applications and variants; the
 * filters change the numbers and the URL; a flag nobody reported shows the empty state.
 */
describe('console: a flag’s SDK metrics', () => {
  let service: ConsoleService;
  let tab: ConsolePage | null = null;
  const HOUR = 3_600_000;
  const flagPage = '/projects/default/flags/fm-checkout';

  async function report(token: string, appName: string, start: number, toggles: Record<string, unknown>): Promise<void> {
    const at = new Date(start).toISOString();
    const res = await service.app.post('/api/client/metrics', { appName, bucket: { start: at, stop: at, toggles } }, { token });
    expect(res.status).toBe(202);
  }

  beforeAll(async () => {
    // The last hour's figures depend on the current hour: start well inside one, so it cannot end mid-test.
    await eventually(() => Date.now() % HOUR < HOUR - 180_000, { timeoutMs: 190_000, intervalMs: 1000, what: 'a fresh hour' });
    service = await startConsoleService();
    const { app } = service;
    for (const name of ['fm-checkout', 'fm-quiet'])
      expect((await app.post('/api/admin/projects/default/features', { name })).status).toBe(201);
    const tokens: Record<string, string> = {};
    for (const environment of ['development', 'production']) {
      const res = await app.post('/api/admin/api-tokens', { tokenName: `fm-${environment}`, type: 'client', environment, projects: ['*'] });
      expect(res.status).toBe(201);
      tokens[environment] = res.body.secret as string;
    }
    const now = Date.now();
    await report(tokens.development, 'web', now, { 'fm-checkout': { yes: 5, no: 1, variants: { blue: 3, red: 2 } } });
    await report(tokens.development, 'api', now, { 'fm-checkout': { yes: 2, no: 2 } });
    await report(tokens.production, 'web', now, { 'fm-checkout': { yes: 7, no: 0 } });
    await report(tokens.development, 'web', now - 2 * HOUR, { 'fm-checkout': { yes: 10, no: 10 } });
    // The intake writes every 5 s: wait until the admin route answers every row.
    await eventually(
      async () => (await app.get('/api/admin/client-metrics/features/fm-checkout/raw?hoursBack=24')).body.data.length === 4,
      {
        timeoutMs: 20_000,
        what: 'the intake to write the reported metrics',
      },
    );
  }, 300_000);
  afterEach(async () => {
    const errors = tab?.unexpectedErrors() ?? [];
    await tab?.context.close();
    tab = null;
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await service?.close();
  });

  it('shows totals, the hourly chart and its table, applications and variants; the app filter changes the numbers and the URL', async () => {
    tab = await openConsole(service, flagPage);
    const { page } = tab;
    const section = page.locator('section#metrics');
    const totals = section.getByRole('definition');
    await expectPage(totals).toHaveText(['37', '24', '13', '65 %']);
    const chart = section.getByRole('img', { name: /Exposures per hour in the last 24 hours: 37 in total, 24 yes and 13 no/ });
    await expectPage(chart).toBeVisible();
    expect(await chart.locator('g').count()).toBe(24);
    expect(await chart.locator('rect.bar-chart__yes').count()).toBe(2);
    await expectPage(section.getByRole('list', { name: 'Applications that saw the flag' })).toContainText('web (33 exposures)');
    await expectPage(section.getByRole('list', { name: 'Variant counts' })).toHaveText(['blue: 3\nred: 2']);
    await expectPage(section).toContainText(
      'Last hour by environment, all applications: development 7 yes / 3 no · production 7 yes / 0 no',
    );
    // The chart's numbers as a table.
    await section.getByText('Show as table').click();
    const table = section.getByRole('table', { name: 'Exposures per hour' });
    await expectPage(table).toBeVisible();
    expect(await table.locator('tbody tr').count()).toBe(24);
    const [newest] = await table.locator('tbody tr').allInnerTexts();
    expect(newest.split('\t').slice(1)).toEqual(['14', '3']);
    await saveScreenshot(page, 'flag-metrics-all');
    // One application: the numbers and the URL follow.
    await section.getByLabel('Application', { exact: true }).selectOption('api');
    await expectPage(totals).toHaveText(['4', '2', '2', '50 %']);
    expect(new URL(page.url()).searchParams.get('metricsApp')).toBe('api');
    await expectPage(section.getByRole('list', { name: 'Applications that saw the flag' })).toHaveText(['api (4 exposures)']);
    await expectPage(section.getByRole('list', { name: 'Variant counts' })).toHaveCount(0);
    await saveScreenshot(page, 'flag-metrics-1280');
  });

  it('opens a deep link with period, environment and application at 390 px', async () => {
    tab = await openConsole(service, `${flagPage}?metricsHours=1&metricsEnv=development&metricsApp=web`, { width: 390 });
    const { page } = tab;
    const section = page.locator('section#metrics');
    await expectPage(section.getByLabel('Period', { exact: true })).toHaveValue('1');
    await expectPage(section.getByLabel('Environment', { exact: true })).toHaveValue('development');
    await expectPage(section.getByLabel('Application', { exact: true })).toHaveValue('web');
    await expectPage(section.getByRole('definition')).toHaveText(['6', '5', '1', '83 %']);
    await expectPage(section.getByRole('img', { name: /in the last hour: 6 in total/ })).toBeVisible();
    // The period changes the URL and widens the window to the older hour.
    await section.getByLabel('Period', { exact: true }).selectOption('48');
    await expectPage(section.getByRole('definition')).toHaveText(['26', '15', '11', '58 %']);
    expect(new URL(page.url()).searchParams.get('metricsHours')).toBe('48');
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'flag-metrics-390');
  });

  it('says so when no SDK reported the flag, with how SDKs report', async () => {
    tab = await openConsole(service, '/projects/default/flags/fm-quiet');
    const { page } = tab;
    const section = page.locator('section#metrics');
    await expectPage(section).toContainText('No SDK has reported this flag in the last 24 hours');
    await expectPage(section).toContainText('metricsInterval');
    await expectPage(section.getByRole('img')).toHaveCount(0);
    await saveScreenshot(page, 'flag-metrics-empty');
  });
});

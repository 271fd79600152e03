import { ImpactMetricsRecorder } from '@pennant/impact-metrics';
import { eventually } from '../support/eventually';
import { expect as expectPage } from '../support/locator-expect';
import { join } from 'node:path';
import { openConsole, saveScreenshot, SCREENSHOTS, type ConsolePage, type ConsoleService, startConsoleService } from '../support/browser';

jest.setTimeout(180_000);

/**
 * The flag page's Impact section (issue 40, ADR 0065) in Debian's Chromium: impact metrics an SDK
 * reported through the client route show as a chart of the chosen metric and aggregation, grouped
 * by a label, with the flag's changes marked on the time axis; a safeguard is set through the
 * form, listed and removed; where the environment requires approval, the form says the rule went
 * into a change request (the server's answer), and nothing overflows at 390 px.
 */
describe('console: a flag’s impact metrics and safeguards', () => {
  let service: ConsoleService;
  let tab: ConsolePage | null = null;
  const flag = 'impact-checkout';
  const flagApi = `/api/admin/projects/default/features/${flag}`;
  const page1280 = `/projects/default/flags/${flag}?env=development`;

  async function report(token: string, errors: Record<string, number>, cart: number): Promise<void> {
    const now = new Date().toISOString();
    const body = {
      appName: 'shop',
      bucket: { start: now, stop: now, toggles: {} },
      impactMetrics: [
        {
          name: 'checkout_errors',
          help: 'Failed checkouts',
          type: 'counter',
          samples: Object.entries(errors).map(([variant, value]) => ({ labels: { variant }, value })),
        },
        { name: 'cart_size', help: 'Items in the cart', type: 'gauge', samples: [{ labels: {}, value: cart }] },
      ],
    };
    const res = await service.app.post('/api/client/metrics', body, { token });
    expect(res.status).toBe(202);
    await service.app.app.get(ImpactMetricsRecorder).flush();
  }

  beforeAll(async () => {
    service = await startConsoleService({ METRICS_RATE_LIMIT_PER_MINUTE: '1000' });
    const { app } = service;
    expect((await app.post('/api/admin/projects/default/features', { name: flag })).status).toBe(201);
    const token = await app.post('/api/admin/api-tokens', {
      tokenName: 'impact-dev',
      type: 'client',
      environment: 'development',
      projects: ['*'],
    });
    expect(token.status).toBe(201);
    const secret = token.body.secret as string;
    // One minute's report, the flag turned on, and the next minute's report: two points per series around a change.
    await report(secret, { blue: 3, red: 1 }, 4);
    const firstMinute = Math.floor(Date.now() / 60_000);
    expect((await app.post(`${flagApi}/environments/development/on`, {})).status).toBe(200);
    await eventually(() => Math.floor(Date.now() / 60_000) > firstMinute, { timeoutMs: 65_000, intervalMs: 500, what: 'the next minute' });
    await report(secret, { blue: 5, red: 9 }, 6);
    // Production requires approval: a safeguard set there becomes a change of a change request.
    const config = await app.put('/api/admin/projects/default/environments/production/change-requests/config', {
      changeRequestsEnabled: true,
      requiredApprovals: 1,
    });
    expect(config.status).toBeLessThan(300);
  }, 240_000);
  afterEach(async () => {
    const errors = tab?.unexpectedErrors() ?? [];
    await tab?.context.close();
    tab = null;
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await service?.close();
  });

  it('charts the chosen metric grouped by a label with the flag’s change marked; sets, lists and removes a safeguard (1280 px)', async () => {
    tab = await openConsole(service, page1280);
    const { page } = tab;
    const section = page.locator('section#impact');
    await expectPage(section.getByLabel('Metric', { exact: true })).toHaveValue('cart_size');
    // A gauge offers last and average; a counter rate and increase.
    await expectPage(section.getByLabel('Aggregation', { exact: true }).locator('option')).toHaveText(['last value', 'average']);
    await section.getByLabel('Metric', { exact: true }).selectOption('checkout_errors');
    await expectPage(section.getByLabel('Aggregation', { exact: true }).locator('option')).toHaveText(['rate (per second)', 'increase']);
    await section.getByLabel('Aggregation', { exact: true }).selectOption('increase');
    await section.getByLabel('Group by', { exact: true }).selectOption('variant');
    await section.getByLabel('Time range', { exact: true }).selectOption('15');
    const chart = section.getByRole('img', {
      name: /^increase of checkout_errors in development, last 15 minutes: 2 series, \d+ flag changes? marked\.$/,
    });
    await expectPage(chart).toBeVisible();
    await expectPage(chart.locator('g.line-chart__series')).toHaveCount(2);
    expect(await chart.locator('g.line-chart__marker').count()).toBeGreaterThanOrEqual(1);
    await expectPage(section.getByRole('list', { name: 'Series' }).getByRole('listitem')).toHaveText([
      'variant=blue',
      'variant=red',
      'flag change',
    ]);
    await expectPage(section.getByRole('list', { name: 'Flag changes in this range' })).toContainText('feature-environment-enabled');
    // The numbers behind the lines: the newest minute's increases per variant.
    await section.getByText('Show as table').click();
    const rows = section.getByRole('table', { name: 'checkout_errors per step' }).locator('tbody tr');
    const newest = (await rows.allInnerTexts())[0].split('\t').slice(1);
    expect(newest).toEqual(['5', '9']);
    await section.getByText('Show as table').click();
    // Grouped by the reporting application instead: one line.
    await section.getByLabel('Group by', { exact: true }).selectOption('appName');
    await expectPage(section.getByRole('list', { name: 'Series' }).getByRole('listitem')).toHaveText(['appName=shop', 'flag change']);
    await section.getByLabel('Group by', { exact: true }).selectOption('variant');

    // A safeguard through the form: the form refuses a threshold that is not a number before sending.
    await section.getByRole('button', { name: 'Add a safeguard in development' }).click();
    const form = section.getByRole('form', { name: 'Safeguard in development' });
    await form.getByLabel('Metric', { exact: true }).selectOption('checkout_errors');
    await expectPage(form.getByLabel('Aggregation', { exact: true }).locator('option')).toHaveText(['rate (per second)', 'increase']);
    await form.getByLabel('Window (minutes)').fill('5');
    await form.getByLabel('Comparison').selectOption('gt');
    await form.getByLabel('Threshold').fill('lots');
    await form.getByRole('button', { name: 'Save safeguard' }).click();
    await expectPage(form.getByRole('alert')).toContainText('The threshold must be a number.');
    expect((await service.app.get(`${flagApi}/safeguards`)).body.safeguards).toEqual([]);
    await form.getByLabel('Threshold').fill('1000');
    await form.getByRole('button', { name: 'Save safeguard' }).click();
    const listed = section.getByRole('list', { name: 'Safeguards' });
    await expectPage(listed).toContainText('development: rate (per second) of checkout_errors over 5 min > 1000');
    await expectPage(form).toHaveCount(0);
    const stored = (await service.app.get(`${flagApi}/safeguards`)).body.safeguards;
    expect(stored).toMatchObject([
      { environment: 'development', metric: 'checkout_errors', aggregation: 'rate', windowMinutes: 5, comparison: 'gt', threshold: 1000 },
    ]);
    await saveScreenshot(page, 'impact-1280');
    await section.screenshot({ path: join(SCREENSHOTS, 'impact-1280-section.png') });

    // Edit keeps the rule's values; the change is saved as a new threshold.
    await section.getByRole('button', { name: 'Edit the safeguard in development' }).first().click();
    const edit = section.getByRole('form', { name: 'Safeguard in development' });
    await expectPage(edit.getByLabel('Threshold')).toHaveValue('1000');
    await edit.getByLabel('Threshold').fill('250');
    await edit.getByRole('button', { name: 'Save safeguard' }).click();
    await expectPage(listed).toContainText('over 5 min > 250');

    // Remove, after confirming.
    await listed.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove safeguard' }).click();
    await expectPage(section).toContainText('No safeguard on this flag.');
    expect((await service.app.get(`${flagApi}/safeguards`)).body.safeguards).toEqual([]);
  });

  it('at 390 px: the chart fits, and a safeguard where approval is required becomes a change request, as the server answers', async () => {
    tab = await openConsole(service, page1280, { width: 390 });
    const { page } = tab;
    const section = page.locator('section#impact');
    await section.getByLabel('Metric', { exact: true }).selectOption('checkout_errors');
    await section.getByLabel('Group by', { exact: true }).selectOption('variant');
    await section.getByLabel('Time range', { exact: true }).selectOption('15');
    await expectPage(section.getByRole('img', { name: /^rate \(per second\) of checkout_errors in development/ })).toBeVisible();
    await expectPage(section.locator('g.line-chart__series')).toHaveCount(2);
    await saveScreenshot(page, 'impact-390');
    await section.screenshot({ path: join(SCREENSHOTS, 'impact-390-section.png') });

    await section.getByLabel('Impact environment', { exact: true }).selectOption('production');
    await expectPage(section).toContainText('No SDK has reported impact metrics in production');
    await section.getByRole('button', { name: 'Add a safeguard in production' }).click();
    const form = section.getByRole('form', { name: 'Safeguard in production' });
    // Nothing reported there yet: the metric is typed.
    await form.getByLabel('Metric', { exact: true }).fill('checkout_errors');
    await form.getByLabel('Aggregation', { exact: true }).selectOption('rate');
    await form.getByLabel('Threshold').fill('2');
    await form.getByRole('button', { name: 'Save safeguard' }).click();
    await expectPage(form.getByRole('status')).toContainText('Added to your change request #');
    await expectPage(form.getByRole('status')).toContainText('for production');
    // Not applied: the safeguard waits for approval; the draft holds the change.
    expect((await service.app.get(`${flagApi}/safeguards`)).body.safeguards).toEqual([]);
    const requestId = /#(\d+)/.exec(await form.getByRole('status').innerText())?.[1];
    const request = await service.app.get(`/api/admin/projects/default/change-requests/${requestId}`);
    expect(request.status).toBe(200);
    const draft = request.body as { environment: string; state: string; features: unknown[] };
    expect(draft).toMatchObject({ environment: 'production', state: 'Draft' });
    expect(draft.features).toMatchObject([
      { name: flag, changes: [{ action: 'setSafeguard', payload: { metric: 'checkout_errors', aggregation: 'rate', threshold: 2 } }] },
    ]);
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'impact-390-change-request');
  });
});

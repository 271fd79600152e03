import { expect as expectPage } from '../support/locator-expect';
import { eventually } from '../support/eventually';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(180_000);

/**
 * Issue 29 §4 and §8 for signals and actions, in Debian's Chromium against the real service: an
 * endpoint and its token are created on the page (secret shown once, URL and curl line to copy),
 * a signal is posted over HTTP as an outside system would, shown with its payload, and an action
 * set made on the page turns a flag on, its run shown with its outcome.
 */
describe('console: signals and actions', () => {
  let service: ConsoleService;
  let tab: ConsolePage | null = null;

  beforeAll(async () => {
    service = await startConsoleService({ SIGNAL_RATE_LIMIT_PER_SECOND: '100' });
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

  const productionEnabled = async (flag: string): Promise<boolean> => {
    const res = await service.app.get(`/api/admin/projects/default/features/${flag}`);
    return (res.body.environments as Array<{ name: string; enabled: boolean }>).find((e) => e.name === 'production')?.enabled ?? false;
  };

  it('creates an endpoint and a token, receives a signal that an action set turns into a flag switched on', async () => {
    expect((await service.app.post('/api/admin/projects/default/features', { name: 'checkout' })).status).toBe(201);
    tab = await openConsole(service, '/signals');
    const { page } = tab;
    await expectPage(page.getByText('No signal endpoints yet.')).toBeVisible();

    // The endpoint: created on the page, which then opens it.
    await page.getByLabel('Name', { exact: true }).fill('deploys');
    await page.getByLabel('Description', { exact: true }).fill('Our CI says when it deployed');
    await page.getByRole('button', { name: 'Create endpoint' }).click();
    await page.getByRole('heading', { level: 1, name: 'deploys' }).waitFor();
    await expectPage(page.getByRole('status').filter({ hasText: 'Endpoint deploys created' })).toContainText('Recorded as event');
    const url = (await page.getByLabel('Endpoint URL').innerText()).trim();
    expect(url).toBe(`${service.baseUrl}/api/signal-endpoint/deploys`);

    // Its token: the secret once, with a curl line that uses it.
    await page.getByLabel('Token name').fill('ci');
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('region', { name: 'Secret of the token ci' });
    const secret = (await shown.locator('code').innerText()).trim();
    expect(secret.length).toBeGreaterThan(20);
    await expectPage(page.locator('pre', { hasText: `Bearer ${secret}` })).toBeVisible();
    await saveScreenshot(page, 'signals-endpoint-token');

    // The service account the actions run as, made on the access page.
    await page.goto(`${service.baseUrl}/access/service-accounts`);
    const newAccount = page.getByRole('form', { name: 'New service account' });
    await newAccount.getByLabel('Username').fill('deploy-bot');
    await newAccount.getByLabel('Name', { exact: true }).fill('Deploy bot');
    await newAccount.getByLabel('Root role').selectOption({ label: 'Editor' });
    await newAccount.getByRole('button', { name: 'New service account' }).click();
    await expectPage(page.getByRole('region', { name: 'Service account Deploy bot' })).toBeVisible();

    // The action set: when a signal of deploys says env=prod, enable checkout in production.
    await page.goto(`${service.baseUrl}/signals/actions?project=default`);
    await expectPage(page.getByText('No action sets in this project.')).toBeVisible();
    await page.getByRole('link', { name: 'New action set' }).click();
    await page.getByRole('heading', { level: 1, name: 'New action set in default' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('release-checkout');
    await page.getByLabel('Signal endpoint').selectOption({ label: 'deploys' });
    await page.getByLabel('Run as service account').selectOption({ label: 'Deploy bot' });
    await page.getByRole('button', { name: 'Add filter' }).click();
    const filter = page.getByRole('group', { name: 'Filter 1' });
    await filter.getByLabel('Payload field').fill('env');
    await filter.getByLabel('Operator').selectOption('IN');
    await filter.getByLabel(/Values/).fill('prod');
    await page.getByRole('button', { name: 'Add action' }).click();
    const action = page.getByRole('group', { name: 'Action 1' });
    await action.getByLabel('Action', { exact: true }).selectOption({ label: 'Enable flag' });
    await action.getByLabel('Flag name').selectOption('checkout');
    await action.getByLabel('Environment').selectOption('production');
    await page.getByRole('button', { name: 'Create action set' }).click();
    await page.getByRole('heading', { level: 1, name: 'release-checkout' }).waitFor();
    await expectPage(page.getByRole('status').filter({ hasText: 'Action set release-checkout created.' })).toContainText(
      'Recorded as event',
    );
    await expectPage(page.getByText('Not run yet')).toBeVisible();
    const setPage = page.url();

    // An outside system posts signals as the curl line does: one that the filter passes over, one that it lets through.
    const send = (payload: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    expect((await send({ env: 'staging' })).status).toBe(200);
    expect((await send({ env: 'prod', version: '1.2.3' })).status).toBe(200);
    await eventually(() => productionEnabled('checkout'), {
      timeoutMs: 15_000,
      intervalMs: 100,
      what: 'checkout enabled in production by the action set',
    });
    const setId = setPage.split('/').pop();
    const runs = (await service.app.get(`/api/admin/projects/default/actions/${setId}/events`)).body.actionSetEvents as Array<{
      signal: { payload: unknown };
    }>;
    expect(runs.map((r) => r.signal.payload)).toEqual([{ env: 'prod', version: '1.2.3' }]);

    // Its run, with the outcome of each action (the page polls for runs).
    const run = page.getByRole('list', { name: 'Runs' }).getByRole('listitem').first();
    await expectPage(run).toContainText('success');
    await expectPage(run).toContainText('TOGGLE_FEATURE_ON checkout in production');
    await saveScreenshot(page, 'signals-action-set-run');

    // The endpoint lists both signals with their payloads, newest first.
    await page.goto(`${service.baseUrl}/signals`);
    await page.getByRole('link', { name: 'deploys' }).click();
    const received = page.getByRole('list', { name: 'Received signals' });
    await expectPage(received.getByRole('listitem')).toHaveCount(2);
    await expectPage(received.getByRole('listitem').first()).toContainText('"version": "1.2.3"');
    await expectPage(received.getByRole('listitem').first()).toContainText('with the token ci');
    await saveScreenshot(page, 'signals-received');

    // Revoking the token (asked first, by name) stops the sender.
    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke the token ci?' }).getByRole('button', { name: 'Revoke token' }).click();
    await expectPage(page.getByText('No tokens: nothing can send signals')).toBeVisible();
    expect((await send({ env: 'prod' })).status).toBe(401);
    expect(setPage).toContain('/signals/actions/default/');
  });

  it('switches an endpoint off and on, and deletes it after asking, at 390 px', async () => {
    const created = await service.app.post('/api/admin/signal-endpoints', { name: 'alerts' });
    expect(created.status).toBe(201);
    tab = await openConsole(service, `/signals/endpoints/${created.body.id}`, { width: 390 });
    const { page } = tab;
    await page.getByRole('heading', { level: 1, name: 'alerts' }).waitFor();
    await page.getByRole('switch', { name: 'alerts enabled' }).click();
    await expectPage(page.getByText('This endpoint is off')).toBeVisible();
    await eventually(async () => (await service.app.get(`/api/admin/signal-endpoints/${created.body.id}`)).body.enabled === false, {
      timeoutMs: 10_000,
      intervalMs: 100,
      what: 'endpoint off',
    });
    await page.getByRole('switch', { name: 'alerts enabled' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Endpoint alerts turned on.' })).toBeVisible();
    await saveScreenshot(page, 'signals-endpoint-390');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete the signal endpoint alerts?' }).getByRole('button', { name: 'Delete endpoint' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Endpoint alerts deleted' })).toBeVisible();
    expect((await service.app.get(`/api/admin/signal-endpoints/${created.body.id}`)).status).toBe(404);
    await saveScreenshot(page, 'signals-endpoint-deleted');
  });
});

import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';
import { MetricsAggregator } from '@pennant/client-api';

jest.setTimeout(120_000);

/**
 * An SDK application's page (ADR 0054) in Debian's Chromium against the real service: reached
 * from Settings → Applications, it shows instances per environment and the issues; the details
 * form saves; delete asks first, naming the application, and returns to the list.
 */
describe('console: an SDK application', () => {
  let service: ConsoleService;
  let tab: ConsolePage | null = null;

  beforeAll(async () => {
    service = await startConsoleService();
    const app = service.app;
    expect((await app.post('/api/admin/projects/default/features', { name: 'cart-checkout' })).status).toBe(201);
    const started = new Date().toISOString();
    for (const environment of ['development', 'production']) {
      const token = await app.post('/api/admin/api-tokens', {
        tokenName: `cart-${environment}`,
        type: 'client',
        environment,
        projects: ['default'],
      });
      expect(token.status).toBe(201);
      const instances = environment === 'development' ? ['cart-dev-a', 'cart-dev-b'] : ['cart-prod-a'];
      for (const instanceId of instances) {
        const registered = await app.post(
          '/api/client/register',
          {
            appName: 'cart',
            instanceId,
            sdkVersion: 'unleash-client-node:6.1.0',
            strategies: ['default', 'byPlanet'],
            started,
            interval: 15000,
          },
          { token: token.body.secret as string },
        );
        expect(registered.status).toBe(202);
      }
      const metrics = await app.post(
        '/api/client/metrics',
        {
          appName: 'cart',
          instanceId: instances[0],
          bucket: { start: started, stop: started, toggles: { 'cart-checkout': { yes: 2, no: 0 }, 'cart-ghost': { yes: 0, no: 1 } } },
        },
        { token: token.body.secret as string },
      );
      expect(metrics.status).toBe(202);
    }
    await app.app.get(MetricsAggregator).flush();
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

  it('opens from the list and shows environments, instances, flags and issues', async () => {
    tab = await openConsole(service, '/settings/applications');
    const { page } = tab;
    await page.getByRole('link', { name: 'cart' }).click();
    await page.waitForURL(`${service.baseUrl}/settings/applications/cart`);
    await expectPage(page.getByRole('heading', { level: 1, name: 'cart' })).toBeVisible();
    const environments = page.getByRole('region', { name: 'Environments and instances' });
    await expectPage(environments.getByRole('row', { name: /development/ })).toContainText('2');
    await expectPage(environments.getByRole('row', { name: /production/ })).toContainText('unleash-client-node:6.1.0');
    const development = page.getByRole('table', { name: 'Instances in development' });
    await expectPage(development.getByRole('row', { name: /cart-dev-a/ })).toContainText('127.0.0.1');
    await expectPage(development.getByRole('row', { name: /cart-dev-b/ })).toBeVisible();
    const issues = page.getByRole('region', { name: 'Issues' });
    await expectPage(issues).toContainText('cart-ghost');
    await expectPage(issues).toContainText('byPlanet');
    await expectPage(issues.getByRole('link', { name: 'Create flag cart-ghost' })).toHaveAttribute('href', '/flags?create=cart-ghost');
    const flags = page.getByRole('region', { name: 'Flags it evaluates' });
    await expectPage(flags.getByRole('link', { name: 'cart-checkout' })).toHaveAttribute('href', '/projects/default/flags/cart-checkout');

    // The environment tab is part of the URL (a deep link).
    await environments.getByRole('link', { name: 'production (1)' }).click();
    await page.waitForURL(`${service.baseUrl}/settings/applications/cart?environment=production`);
    await expectPage(page.getByRole('table', { name: 'Instances in production' }).getByRole('row', { name: /cart-prod-a/ })).toBeVisible();
    await saveScreenshot(page, 'application-details');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectPage(page.getByRole('heading', { level: 1, name: 'cart' })).toBeVisible();
    await saveScreenshot(page, 'application-details-390');

    // "Create flag" opens the new-flag form with the missing flag's name filled in; closing it leaves the URL clean.
    await page.setViewportSize({ width: 1280, height: 900 });
    await issues.getByRole('link', { name: 'Create flag cart-ghost' }).click();
    const dialog = page.getByRole('dialog', { name: 'New flag' });
    await expectPage(dialog.getByLabel('Name')).toHaveValue('cart-ghost');
    await saveScreenshot(page, 'application-create-missing-flag');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${service.baseUrl}/flags`);
    // The link's address opened afresh and submitted: the new flag's page, not back to the list.
    await page.goto(`${service.baseUrl}/flags?create=cart-ghost`);
    await page.getByRole('dialog', { name: 'New flag' }).getByRole('button', { name: 'Create flag' }).click();
    await page.waitForURL(`${service.baseUrl}/projects/default/flags/cart-ghost`);
    await expectPage(page.getByRole('heading', { level: 1, name: 'cart-ghost' })).toBeVisible();
    expect((await service.app.get('/api/admin/projects/default/features/cart-ghost')).status).toBe(200);
  });

  it('refuses a bad URL before sending, saves the details and tells that no event was recorded', async () => {
    tab = await openConsole(service, '/settings/applications/cart');
    const { page } = tab;
    const form = page.getByRole('region', { name: 'Details' });
    await form.getByLabel('URL').fill('ftp://cart');
    await form.getByRole('button', { name: 'Save details' }).click();
    await expectPage(form.locator('.field__error')).toContainText('http:// or https://');
    await form.getByLabel('URL').fill('https://cart.example.com');
    await form.getByLabel('Description').fill('The cart service');
    await form.getByLabel('Colour').fill('#1f6feb');
    await form.getByRole('button', { name: 'Save details' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Application cart saved' })).toContainText('not recorded in the event log');
    const stored = await service.app.get('/api/admin/metrics/applications/cart');
    expect(stored.body).toMatchObject({ description: 'The cart service', url: 'https://cart.example.com', color: '#1f6feb', icon: null });
    await expectPage(page.getByRole('link', { name: 'https://cart.example.com' })).toBeVisible();
    await saveScreenshot(page, 'application-details-saved');
  });

  it('deletes after a confirmation naming the application and returns to the list', async () => {
    tab = await openConsole(service, '/settings/applications/cart', { width: 390 });
    const { page } = tab;
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the application cart?' });
    await expectPage(dialog).toContainText('3 instances');
    await dialog.getByRole('button', { name: 'Delete application' }).click();
    await page.waitForURL(`${service.baseUrl}/settings/applications`);
    await expectPage(page.getByRole('status').filter({ hasText: 'Application cart deleted' })).toBeVisible();
    await expectPage(page.getByText('No application has registered yet')).toBeVisible();
    expect((await service.app.get('/api/admin/metrics/applications/cart')).status).toBe(404);
    await saveScreenshot(page, 'application-deleted-390');
  });
});

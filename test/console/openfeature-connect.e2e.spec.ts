import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(180_000);

/**
 * Settings → Frontend API shows, per environment, how to connect an OpenFeature SDK through OFREP
 * (ADR 0062): the base URL, which token kind servers and browsers use, and a Node and a browser
 * snippet naming the environment; the environment is in the URL. At 1280 and 390 px.
 */
describe('console: connecting an OpenFeature SDK', () => {
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

  it('shows the endpoint, the token kinds and snippets for the chosen environment', async () => {
    tab = await openConsole(service, '/settings/frontend');
    const { page } = tab;
    const section = page.getByRole('region', { name: 'Connect an OpenFeature SDK (OFREP)' });
    await expectPage(section.getByLabel('Environment')).toHaveValue('development');
    await expectPage(section).toContainText(`${service.baseUrl}/ofrep/v1/evaluate/flags`);
    await expectPage(section.getByLabel('Node snippet')).toContainText('new OFREPProvider({');
    await expectPage(section.getByLabel('Node snippet')).toContainText(`baseUrl: '${service.baseUrl}'`);
    await expectPage(section.getByLabel('Node snippet')).toContainText('<client token of development>');
    await expectPage(section.getByLabel('Browser snippet')).toContainText('<frontend token of development>');
    await section.getByLabel('Environment').selectOption('production');
    await expectPage(section.getByLabel('Browser snippet')).toContainText('<frontend token of production>');
    await expectPage(section).toContainText('a client token of production');
    expect(new URL(page.url()).searchParams.get('environment')).toBe('production');
    await saveScreenshot(page, 'openfeature-connect-1280');
    await section.getByRole('link', { name: 'Create a token' }).click();
    await page.waitForURL((url) => url.pathname === '/access/api-tokens');
  });

  it('opens on the environment its link names, and fits a 390 px screen', async () => {
    tab = await openConsole(service, '/settings/frontend?environment=production', { width: 390 });
    const { page } = tab;
    const section = page.getByRole('region', { name: 'Connect an OpenFeature SDK (OFREP)' });
    await expectPage(section.getByLabel('Environment')).toHaveValue('production');
    await expectPage(section.getByLabel('Node snippet')).toContainText('<client token of production>');
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'openfeature-connect-390');
  });
});

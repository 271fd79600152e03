import { copyFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(120_000);

/** Where README.md shows the console (issue 28 §9). `DOCS_SCREENSHOT=1 npx jest test/console/readme-screenshot` replaces it. */
const README_IMAGE = resolve(__dirname, '..', '..', 'docs', 'console.png');

const FLAGS = [
  { name: 'checkout-v2', type: 'release', description: 'The new checkout, step by step' },
  { name: 'search-ranking', type: 'experiment', description: 'Ranking model B against A' },
  { name: 'maintenance-banner', type: 'operational', description: 'Shows the maintenance banner' },
  { name: 'payments-kill-switch', type: 'kill-switch', description: 'Turns card payments off' },
  { name: 'beta-reports', type: 'permission', description: 'Reports for beta customers' },
];

/** The picture in the README: the flags list with a few flags, as a first-time user sees it after signing in. */
describe('console: the README screenshot', () => {
  let service: ConsoleService;
  let tab: ConsolePage | null = null;

  beforeAll(async () => {
    service = await startConsoleService();
  });
  afterAll(async () => {
    const errors = tab?.unexpectedErrors() ?? [];
    await tab?.context.close();
    await service?.close();
    expect(errors).toEqual([]);
  });

  it('shows the flags list with a few flags, one of them on in development', async () => {
    for (const flag of FLAGS) expect((await service.app.post('/api/admin/projects/default/features', flag)).status).toBe(201);
    expect((await service.app.post('/api/admin/projects/default/features/checkout-v2/environments/development/on')).status).toBe(200);
    tab = await openConsole(service, '/flags');
    const { page } = tab;
    await expectPage(page.locator('tbody .flag-cell__name')).toHaveCount(FLAGS.length);
    await expectPage(page.getByRole('switch', { name: /checkout-v2.*development/ })).toHaveAttribute('aria-checked', 'true');
    await page.setViewportSize({ width: 1280, height: 640 });
    const shot = await saveScreenshot(page, 'readme-console');
    if (process.env.DOCS_SCREENSHOT === '1') copyFileSync(shot, README_IMAGE);
  });
});

import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(120_000);

interface ProjectionState {
  name: string;
  checkpoint: number;
  lastRebuild: { applied?: number; error?: string } | null;
}

/**
 * The operations area in Debian's Chromium against the real service: the projections with
 * their checkpoints refreshed live, a rebuild started from the page and watched to its switch,
 * readiness, the database and the metrics link.
 */
describe('console: operations', () => {
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

  async function projections(): Promise<ProjectionState[]> {
    const res = await service.app.get('/api/admin/projections');
    expect(res.status).toBe(200);
    return (res.body as { projections: ProjectionState[] }).projections;
  }

  it('shows each projection live, starts a rebuild and watches it to the switch', async () => {
    tab = await openConsole(service, '/');
    const { page } = tab;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
    const service_ = page.getByRole('region', { name: 'Service' });
    await expectPage(service_).toContainText('Ready');
    await expectPage(service_.getByText('up', { exact: true })).toBeVisible();
    await expectPage(service_.getByRole('link', { name: 'Prometheus metrics' })).toHaveAttribute('href', '/internal-backstage/prometheus');

    const [first] = await projections();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${first.name} `) }) });
    await expectPage(row).toContainText('running');
    const before = Number((await row.getByRole('cell').first().innerText()).replace(/,/g, ''));

    // A write moves the checkpoint; the page shows it without being reloaded.
    expect((await service.app.post('/api/admin/projects/default/features', { name: 'ops-flag' })).status).toBe(201);
    const { checkpoint } = (await projections()).find((p) => p.name === first.name) as ProjectionState;
    expect(checkpoint).toBeGreaterThan(before);
    await expectPage(row.getByRole('cell').first()).toContainText(checkpoint.toLocaleString('en'));

    await row.getByRole('button', { name: 'Rebuild' }).click();
    const dialog = page.getByRole('dialog', { name: `Rebuild the projection ${first.name}?` });
    await dialog.getByRole('button', { name: `Rebuild ${first.name}` }).click();
    await expectPage(row).toContainText('Rebuilt and switched');
    const rebuilt = (await projections()).find((p) => p.name === first.name) as ProjectionState;
    expect(rebuilt.lastRebuild?.error).toBeUndefined();
    expect(rebuilt.lastRebuild?.applied).toBeGreaterThan(0);
    await saveScreenshot(page, 'operations-rebuilt');
  });

  it('rebuilds every projection from one button, each to its switch', async () => {
    tab = await openConsole(service, '/operations');
    const { page } = tab;
    const names = (await projections()).map((p) => p.name);
    await expectPage(page.locator('tbody tr')).toHaveCount(names.length);
    await page.getByRole('button', { name: 'Rebuild all projections' }).click();
    await page.getByRole('dialog', { name: 'Rebuild every projection?' }).getByRole('button', { name: 'Rebuild all' }).click();
    await expectPage(page.locator('tbody tr').filter({ hasText: 'Rebuilt and switched' })).toHaveCount(names.length);
    expect((await projections()).every((p) => p.lastRebuild !== null && p.lastRebuild.error === undefined)).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'operations-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, 'operations');
  });
});

import { readFileSync } from 'node:fs';
import { EventStreamHub } from '@pennant/event-log';
import { eventually } from '../support/eventually';
import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(120_000);

interface LoggedEvent {
  id: number;
  type: string;
}

/**
 * The history area in Debian's Chromium against the real service: the log as an auditor reads
 * it — a flag's changes with their diffs, the flag as of an earlier event, new events arriving
 * live across a dropped connection, the hash chain's head and the export.
 */
describe('console: history', () => {
  let service: ConsoleService;
  let tab: ConsolePage | null = null;
  /** Console errors a test causes on purpose (a connection it cuts), by a part of their text. */
  let causedErrors: string[] = [];

  beforeAll(async () => {
    service = await startConsoleService();
  });
  afterEach(async () => {
    const errors = (tab?.unexpectedErrors() ?? []).filter((e) => !causedErrors.some((caused) => e.includes(caused)));
    await tab?.context.close();
    tab = null;
    causedErrors = [];
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await service?.close();
  });

  async function createFlag(name: string, description: string): Promise<void> {
    expect((await service.app.post('/api/admin/projects/default/features', { name, description })).status).toBe(201);
  }
  async function describeFlag(name: string, description: string): Promise<void> {
    expect((await service.app.put(`/api/admin/projects/default/features/${name}`, { description })).status).toBe(200);
  }
  async function eventsOf(flag: string): Promise<LoggedEvent[]> {
    const res = await service.app.get(`/api/admin/search/events?feature=IS:${flag}&limit=100`);
    expect(res.status).toBe(200);
    return (res.body as { events: LoggedEvent[] }).events;
  }
  const shownIds = (tabPage: ConsolePage) =>
    tabPage.page.locator('.timeline > li').evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-event-id'))));

  it("shows a flag's change with its diff and opens the flag as of an earlier event, by a link that can be shared", async () => {
    await createFlag('audit-flag', 'the first words');
    await describeFlag('audit-flag', 'the second words');
    const [updated, created] = await eventsOf('audit-flag');
    expect([updated.type, created.type]).toEqual(['feature-metadata-updated', 'feature-created']);

    tab = await openConsole(service, '/flags');
    const { page } = tab;
    await page.getByRole('link', { name: 'audit-flag' }).click();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'History' }).click();
    await page.waitForURL(/\/history\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ project: 'default', feature: 'audit-flag' });
    await expectPage(page.locator('.timeline > li')).toHaveCount(2);

    const change = page.locator(`[data-event-id="${updated.id}"]`);
    await change.locator('summary').click();
    await expectPage(change.getByRole('table')).toContainText('the second words');
    const row = change.getByRole('row', { name: /description/ });
    expect((await row.locator('del').innerText()).trim()).toBe('the first words');
    expect((await row.locator('ins').innerText()).trim()).toBe('the second words');
    expect(new URL(page.url()).searchParams.get('event')).toBe(String(updated.id));
    await saveScreenshot(page, 'history-diff');

    const creation = page.locator(`[data-event-id="${created.id}"]`);
    await creation.locator('summary').click();
    await creation.getByRole('link', { name: 'Show audit-flag as of this event' }).click();
    await page
      .getByRole('note')
      .filter({ hasText: `audit-flag as of event ${created.id}` })
      .waitFor();
    await expectPage(page.locator('.facts')).toContainText('the first words');
    const shared = page.url();
    expect(new URL(shared).pathname).toBe('/projects/default/flags/audit-flag');
    expect(new URL(shared).searchParams.get('asOf')).toBe(String(created.id));

    // The link, opened afresh (as whoever it was sent to would), shows the same past.
    await page.goto(shared);
    await expectPage(page.locator('.facts')).toContainText('the first words');
    await page.getByRole('link', { name: 'The flag now' }).click();
    await expectPage(page.locator('.flag-header')).toContainText('the second words');
    await page.goto(shared);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectPage(page.locator('.facts')).toContainText('the first words');
    await saveScreenshot(page, 'history-flag-as-of-390');
  });

  it('opens a segment and a project as of an event, from the timeline', async () => {
    const segment = (
      await service.app.post('/api/admin/segments', {
        name: 'beta-testers',
        constraints: [{ contextName: 'userId', operator: 'IN', values: ['ann'] }],
      })
    ).body as { id: number };
    expect((await service.app.put(`/api/admin/segments/${segment.id}`, { name: 'beta-customers', constraints: [] })).status).toBe(204);
    await createFlag('past-flag', 'in the project then');
    const [created] = await eventsOf('past-flag');

    tab = await openConsole(service, '/history?type=segment-updated');
    const { page } = tab;
    const updated = page.locator('.timeline > li').first();
    await updated.locator('summary').click();
    await expectPage(updated.getByRole('table')).toContainText('beta-customers');
    await updated.getByRole('link', { name: 'Show the segment as of this event' }).click();
    await page.getByRole('heading', { level: 1, name: 'Segment beta-customers' }).waitFor();
    await expectPage(page.locator('.card')).toContainText('No constraints');

    const creation = await service.app.get('/api/admin/search/events?type=IS:segment-created');
    const createdId = (creation.body as { events: LoggedEvent[] }).events[0].id;
    await page.goto(`${service.baseUrl}/history/segments/${segment.id}?asOf=${createdId}`);
    await page.getByRole('heading', { level: 1, name: 'Segment beta-testers' }).waitFor();
    await expectPage(page.locator('.constraints')).toContainText('ann');

    await page.goto(`${service.baseUrl}/history/projects/default?asOf=${created.id}`);
    await expectPage(page.getByRole('note')).toContainText(`as of event ${created.id}`);
    await expectPage(page.getByRole('link', { name: 'past-flag' })).toHaveAttribute(
      'href',
      `/projects/default/flags/past-flag?asOf=${created.id}`,
    );
    await page.goto(`${service.baseUrl}/history/projects/default?asOf=${createdId}`);
    await expectPage(page.getByRole('note')).toContainText(`as of event ${createdId}`);
    // Then (before past-flag was created) the project held the first test's flag only.
    await expectPage(page.locator('tbody th')).toHaveText(['audit-flag']);
    await saveScreenshot(page, 'history-project-as-of');
  });

  it('adds new events live and resumes after a dropped connection without gaps or duplicates', async () => {
    await createFlag('live-flag', 'v0');
    tab = await openConsole(service, '/history?feature=live-flag');
    const { page } = tab;
    await expectPage(page.getByRole('status').filter({ hasText: 'Live' })).toContainText('new events appear at the top');
    await expectPage(page.locator('.timeline > li')).toHaveCount(1);
    const hub = service.app.app.get(EventStreamHub);
    await eventually(() => hub.openStreams === 1, { what: 'the page has its stream open' });

    await describeFlag('live-flag', 'v1');
    await expectPage(page.locator('.timeline > li')).toHaveCount(2);
    await expectPage(page.locator('.timeline > li').first()).toContainText('feature-metadata-updated');

    // Every connection of the server is cut (the page's stream among them); changes go on meanwhile.
    causedErrors = ['net::ERR_INCOMPLETE_CHUNKED_ENCODING (' + service.baseUrl + '/api/admin/events/stream?'];
    service.app.app.getHttpServer().closeAllConnections();
    await describeFlag('live-flag', 'v2');
    await describeFlag('live-flag', 'v3');
    await eventually(() => hub.openStreams === 1, { what: 'the page resumed its stream', timeoutMs: 15_000 });
    await describeFlag('live-flag', 'v4');

    const logged = (await eventsOf('live-flag')).map((e) => e.id);
    expect(logged).toHaveLength(5);
    await eventually(async () => JSON.stringify(await shownIds(tab as ConsolePage)) === JSON.stringify(logged), {
      what: 'every event once, newest first',
      timeoutMs: 15_000,
    });
    await expectPage(page.getByRole('navigation', { name: 'Pages' })).toContainText('1–5 of 5');
    await saveScreenshot(page, 'history-live');
  });

  it('shows the hash chain head as verified by the API, filters by actor and exports the log', async () => {
    await createFlag('export-flag', 'exported');
    const verified = (await service.app.get('/api/admin/events/verify')).body as { ok: boolean; headPosition: number; headHash: string };
    expect(verified.ok).toBe(true);
    tab = await openConsole(service, '/history');
    const { page } = tab;
    const chain = page.getByRole('region', { name: 'Hash chain' });
    await expectPage(chain).toContainText('Intact');
    await expectPage(chain).toContainText(verified.headHash);
    await expectPage(chain).toContainText(String(verified.headPosition));

    await page.getByLabel('Actor').fill('nobody-at-all');
    await page.getByLabel('Actor').press('Enter');
    await expectPage(page.getByText('No event matches these filters.')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('createdBy')).toBe('nobody-at-all');
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expectPage(page.locator('.timeline > li').first()).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export the log (NDJSON)' }).click(),
    ]);
    const lines = readFileSync((await download.path()) as string, 'utf8')
      .trim()
      .split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(verified.headPosition);
    expect(lines.some((line) => line.includes('export-flag'))).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'history-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, 'history');
  });
});

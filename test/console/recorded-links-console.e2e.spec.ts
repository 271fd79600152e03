import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(180_000);

/** A person without ADMIN: an Editor may write segments and context fields, not read the whole log. */
const EDITOR = { username: 'eddie', email: 'eddie@example.com', name: 'Eddie Editor', password: 'Plain-Editor-Words-42' };

/**
 * Issue 29 §7 for writers who are not administrators (ADR 0048): after a write, the notice links
 * the event the write's own answer named (Pennant-Last-Event-Id), and the link opens that event in
 * the history, which shows such a person the events they recorded.
 */
describe('console: what a write recorded, for a non-admin writer', () => {
  let service: ConsoleService;
  let tab: ConsolePage | null = null;

  beforeAll(async () => {
    service = await startConsoleService();
    expect((await service.app.post('/api/admin/user-admin', { ...EDITOR, rootRole: 'Editor' })).status).toBe(201);
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

  async function openAsEditor(path: string, width?: number): Promise<ConsolePage> {
    const opened = await openConsole(service, path, { signIn: false, width });
    await opened.page.getByLabel('Username or email').fill(EDITOR.username);
    await opened.page.getByLabel('Password').fill(EDITOR.password);
    await opened.page.getByRole('button', { name: 'Sign in' }).click();
    await opened.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return opened;
  }

  /** The newest event of the log, read as ADMIN: what the write appended. */
  async function newestEvent(): Promise<{ id: number; type: string; createdBy: string }> {
    const [event] = (await service.app.get('/api/admin/search/events?limit=1')).body.events as Array<{
      id: number;
      type: string;
      createdBy: string;
    }>;
    return event;
  }

  /** Follows the notice's link and expects the history to show that event, opened. */
  async function followRecordedLink(page: ConsolePage['page'], event: { id: number; type: string }): Promise<void> {
    const link = page.getByRole('status').getByRole('link', { name: `Recorded as event ${event.id}` });
    await expectPage(link).toHaveAttribute('href', `/history?event=${event.id}`);
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    const item = page.locator(`[data-event-id="${event.id}"]`);
    await expectPage(item).toContainText(event.type);
    await expectPage(item.getByRole('table')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('event')).toBe(String(event.id));
    // Only this person's events: the administrator's (the user that created them) are not listed.
    await expectPage(page.getByText('The events you recorded yourself')).toBeVisible();
    for (const shown of await page.locator('.timeline > li').all()) await expectPage(shown).toContainText(EDITOR.email);
  }

  it('links a segment write to its event, which opens in the history', async () => {
    tab = await openAsEditor('/segments/new');
    const { page } = tab;
    await page.getByRole('heading', { level: 1, name: 'New segment' }).waitFor();
    await page.getByLabel('Name').fill('editors-pick');
    await page.getByRole('button', { name: 'Create segment' }).click();
    await page.getByRole('heading', { level: 1, name: 'editors-pick' }).waitFor();
    const created = await newestEvent();
    expect(created).toMatchObject({ type: 'segment-created', createdBy: EDITOR.email });
    await expectPage(page.getByRole('status').filter({ hasText: 'Segment editors-pick created.' })).toContainText(
      `Recorded as event ${created.id}`,
    );

    await page.getByLabel('Description').fill('Chosen by the editors');
    await page.getByRole('button', { name: 'Save segment' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Segment editors-pick saved.' })).toBeVisible();
    const updated = await newestEvent();
    expect(updated).toMatchObject({ type: 'segment-updated', createdBy: EDITOR.email });
    await saveScreenshot(page, 'recorded-link-segment');
    await followRecordedLink(page, updated);
    await saveScreenshot(page, 'recorded-link-segment-history');
  });

  it('links a settings write to its event, which opens in the history (390 px)', async () => {
    tab = await openAsEditor('/settings/context', 390);
    const { page } = tab;
    await page.getByRole('button', { name: 'New context field' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('tier');
    await dialog.getByRole('button', { name: 'Create context field' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const created = await newestEvent();
    expect(created).toMatchObject({ type: 'context-field-created', createdBy: EDITOR.email });
    await expectPage(page.getByRole('status').filter({ hasText: 'Context field tier created.' })).toContainText(
      `Recorded as event ${created.id}`,
    );
    await saveScreenshot(page, 'recorded-link-settings-390');
    await followRecordedLink(page, created);
    await saveScreenshot(page, 'recorded-link-settings-history-390');
  });
});

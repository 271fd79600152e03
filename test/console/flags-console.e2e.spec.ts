import { expect as expectPage } from '../support/locator-expect';
import { openConsole, OWNER, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(120_000);

/**
 * The flags area of the console in Debian's Chromium against the real service: what a flag
 * owner does, checked both on the screen and through the admin API.
 */
describe('console: flags', () => {
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

  async function createFlag(name: string, body: Record<string, unknown> = {}): Promise<void> {
    const res = await service.app.post('/api/admin/projects/default/features', { name, ...body });
    expect(res.status).toBe(201);
  }

  it('signs in (a wrong password is refused with its message), lands where the link pointed, signs out', async () => {
    tab = await openConsole(service, '/flags?type=IS:release', { signIn: false });
    const { page } = tab;
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Username or email').fill(OWNER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPage(page.getByRole('alert')).toContainText('');
    tab.expectRefusal(401, '/auth/simple/login');
    const refusal = await page.getByRole('alert').innerText();
    expect(refusal.length).toBeGreaterThan(0);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${service.baseUrl}/flags?type=IS%3Arelease`);
    await expectPage(page.getByRole('banner')).toContainText(OWNER.name);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to Pennant' }).waitFor();
    await page.goto(`${service.baseUrl}/flags`);
    await page.getByRole('heading', { name: 'Sign in to Pennant' }).waitFor();
    await saveScreenshot(page, 'sign-in-out');
  });

  it('opens the sign-in page when the session ends while a screen is open (the next search is refused)', async () => {
    await createFlag('session-flag');
    tab = await openConsole(service, '/flags');
    const { page } = tab;
    await expectPage(page.locator('tbody .flag-cell__name').first()).toBeVisible();
    // The session ends behind the console's back: its cached "who am I" still says signed in.
    await tab.context.clearCookies();
    await page.getByRole('searchbox', { name: 'Search flags' }).fill('session-flag');
    await page.getByRole('heading', { name: 'Sign in to Pennant' }).waitFor();
    tab.expectRefusal(401, '/api/admin/search/features');
    tab.expectRefusal(401, '/api/admin/user');
    const comeBack = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(comeBack).toMatch(/^\/flags\?.*query=session-flag/);
    await page.getByLabel('Username or email').fill(OWNER.username);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPage(page.locator('tbody .flag-cell__name')).toHaveText(['session-flag']);
    expect(new URL(page.url()).searchParams.get('query')).toBe('session-flag');
    await saveScreenshot(page, 'session-ended');
  });

  it("starts the list's search alongside the session check, not after it", async () => {
    tab = await openConsole(service, '/');
    const { page } = tab;
    await expectPage(page.getByRole('banner')).toContainText(OWNER.name);
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/search/features')) seen.push('search sent');
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/admin/user') seen.push('session answered');
    });
    await page.goto(`${service.baseUrl}/flags`);
    await page.getByRole('searchbox', { name: 'Search flags' }).waitFor();
    expect(seen.slice(0, 2)).toEqual(['search sent', 'session answered']);
    await saveScreenshot(page, 'flags-first-load');
  });

  it('creates a flag from the flags page', async () => {
    tab = await openConsole(service, '/flags');
    const { page } = tab;
    await page.getByRole('button', { name: 'New flag' }).click();
    const dialog = page.getByRole('dialog', { name: 'New flag' });
    await dialog.getByLabel('Name').fill('new-checkout');
    await dialog.getByLabel('Type').selectOption('experiment');
    await dialog.getByLabel('Description').fill('The checkout of 2027');
    await dialog.getByRole('button', { name: 'Create flag' }).click();
    await page.getByRole('heading', { level: 1, name: 'new-checkout' }).waitFor();
    expect(page.url()).toBe(`${service.baseUrl}/projects/default/flags/new-checkout`);
    await expectPage(page.getByText('The checkout of 2027')).toBeVisible();
    await saveScreenshot(page, 'flags-create');
    const stored = await service.app.get('/api/admin/projects/default/features/new-checkout');
    expect(stored.body).toMatchObject({ name: 'new-checkout', type: 'experiment', description: 'The checkout of 2027' });
  });

  it('shows the API refusal of a duplicate name with its message', async () => {
    await createFlag('taken-name');
    tab = await openConsole(service, '/flags');
    const { page } = tab;
    await page.getByRole('button', { name: 'New flag' }).click();
    const dialog = page.getByRole('dialog', { name: 'New flag' });
    await dialog.getByLabel('Name').fill('taken-name');
    await dialog.getByRole('button', { name: 'Create flag' }).click();
    await expectPage(dialog.getByRole('alert')).toContainText('taken-name');
    tab.expectRefusal(409, '/api/admin/projects/default/features');
    await saveScreenshot(page, 'flags-create-refused');
  });

  it('adds a strategy with constraints to an environment', async () => {
    await createFlag('rollout-flag');
    tab = await openConsole(service, '/projects/default/flags/rollout-flag?env=production');
    const { page } = tab;
    await page.getByRole('button', { name: 'Add strategy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a strategy to production' });
    await dialog.getByLabel(/Rollout percentage/).fill('40');
    await dialog.getByRole('button', { name: 'Add constraint' }).click();
    const first = dialog.getByRole('group', { name: 'Constraint 1' });
    await first.getByLabel('Context field').selectOption('userId');
    await first.getByLabel('Operator').selectOption('IN');
    await first.getByLabel(/Values/).fill('alice\nbob');
    await dialog.getByRole('button', { name: 'Add constraint' }).click();
    const second = dialog.getByRole('group', { name: 'Constraint 2' });
    await second.getByLabel('Context field').selectOption('environment');
    await second.getByLabel('Operator').selectOption('STR_STARTS_WITH');
    await second.getByLabel('Ignore case').check();
    await second.getByLabel('NOT', { exact: true }).check();
    await second.getByLabel(/Values/).fill('Test');
    await dialog.getByRole('button', { name: 'Save strategy' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const strategy = page.locator('.strategy').first();
    await expectPage(strategy).toContainText('Rollout 40%');
    await expectPage(strategy).toContainText('alice, bob');
    await expectPage(strategy).toContainText('NOT starts with');
    await saveScreenshot(page, 'flags-strategy');
    const stored = await service.app.get('/api/admin/projects/default/features/rollout-flag/environments/production/strategies');
    const strategies = Array.isArray(stored.body) ? stored.body : stored.body.strategies;
    expect(strategies).toHaveLength(1);
    expect(strategies[0]).toMatchObject({
      name: 'flexibleRollout',
      parameters: { rollout: '40', stickiness: 'default', groupId: 'rollout-flag' },
      constraints: [
        { contextName: 'userId', operator: 'IN', values: ['alice', 'bob'], inverted: false },
        { contextName: 'environment', operator: 'STR_STARTS_WITH', values: ['Test'], inverted: true, caseInsensitive: true },
      ],
    });
  });

  it('edits, reorders, disables and deletes strategies, with a segment and strategy variants', async () => {
    await createFlag('strategies-flag');
    const segment = await service.app.post('/api/admin/segments', {
      name: 'beta-testers',
      constraints: [{ contextName: 'userId', operator: 'IN', values: ['carol'] }],
    });
    expect(segment.status).toBe(201);
    const base = '/api/admin/projects/default/features/strategies-flag/environments/development/strategies';
    const first = await service.app.post(base, {
      name: 'flexibleRollout',
      title: 'first',
      parameters: { rollout: '10', stickiness: 'default', groupId: 'strategies-flag' },
    });
    const second = await service.app.post(base, { name: 'default', title: 'second' });
    expect([first.status, second.status]).toEqual([200, 200]);
    tab = await openConsole(service, '/projects/default/flags/strategies-flag?env=development');
    const { page } = tab;
    const titles = page.locator('.strategy__title strong');
    await expectPage(titles).toHaveText(['first', 'second']);
    await page.getByRole('button', { name: 'Move first down' }).click();
    await expectPage(titles).toHaveText(['second', 'first']);

    await page.locator('.strategy').filter({ hasText: 'first' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit strategy in development' });
    await dialog.getByLabel(/Rollout percentage/).fill('65');
    await dialog.getByRole('checkbox', { name: 'beta-testers' }).check();
    await dialog.getByRole('button', { name: 'Add variant' }).click();
    await dialog.getByRole('group', { name: 'Variant 1' }).getByLabel('Name').fill('control');
    await dialog.getByRole('button', { name: 'Save strategy' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const edited = page.locator('.strategy').filter({ hasText: 'first' });
    await expectPage(edited).toContainText('Rollout 65%');
    await expectPage(edited).toContainText('Segments: beta-testers');
    await expectPage(edited).toContainText('Variants: control 100.0%');

    await page.locator('.strategy').filter({ hasText: 'second' }).getByRole('button', { name: 'Disable' }).click();
    await expectPage(page.locator('.strategy--disabled')).toContainText('second');
    await page.locator('.strategy').filter({ hasText: 'second' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete the strategy second?' }).getByRole('button', { name: 'Delete strategy' }).click();
    await expectPage(titles).toHaveText(['first']);
    await saveScreenshot(page, 'flags-strategies-managed');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectPage(page.getByRole('button', { name: 'Add strategy' })).toBeVisible();
    await saveScreenshot(page, 'flags-strategies-managed-390');

    const stored = (await service.app.get(base)).body;
    const strategies = Array.isArray(stored) ? stored : stored.strategies;
    expect(strategies).toHaveLength(1);
    expect(strategies[0]).toMatchObject({
      id: first.body.id,
      title: 'first',
      parameters: { rollout: '65' },
      segments: [segment.body.id],
      variants: [{ name: 'control', weight: 1000, weightType: 'variable', stickiness: 'default' }],
    });
  });

  it('lands on the personal dashboard, where a starred flag and the project details show', async () => {
    await createFlag('starred-flag');
    tab = await openConsole(service, '/flags?query=starred-flag');
    const { page } = tab;
    const star = page.getByRole('button', { name: 'Favorite starred-flag' });
    await star.click();
    await expectPage(star).toHaveAttribute('aria-pressed', 'true');
    // The star shows the wish at once; the reload waits for the write's answer (its notice), or it would abort the request.
    await expectPage(page.getByRole('status').filter({ hasText: 'starred-flag added to your favorites' })).toContainText(
      'Recorded as event',
    );
    await page.reload();
    await expectPage(page.getByRole('button', { name: 'Favorite starred-flag' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${service.baseUrl}/`);
    await expectPage(page.getByRole('region', { name: 'My flags' })).toContainText('starred-flag');
    const project = page.getByRole('region', { name: 'Project Default' });
    await expectPage(project).toContainText('Potentially stale');
    await expectPage(project).toContainText('created');
    await saveScreenshot(page, 'dashboard');
    const events = await service.app.get('/api/admin/events/starred-flag');
    expect(events.body.events.find((e: { type: string }) => e.type === 'feature-favorited')).toMatchObject({ createdBy: OWNER.email });
  });

  it('toggles a flag in an environment from the list', async () => {
    await createFlag('toggle-me');
    tab = await openConsole(service, '/flags?query=toggle-me');
    const { page } = tab;
    const toggle = page.getByRole('switch', { name: 'toggle-me in development' });
    await expectPage(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expectPage(toggle).toHaveAttribute('aria-checked', 'true');
    await expectPage(toggle).toBeEnabled();
    await saveScreenshot(page, 'flags-toggle');
    const stored = await service.app.get('/api/admin/projects/default/features/toggle-me');
    expect(stored.body.environments.find((e: { name: string }) => e.name === 'development')).toMatchObject({ enabled: true });
    expect(stored.body.environments.find((e: { name: string }) => e.name === 'production')).toMatchObject({ enabled: false });
  });

  it('is usable with the keyboard alone, with a visible focus', async () => {
    await createFlag('keyboard-flag');
    tab = await openConsole(service, '/flags?query=keyboard-flag');
    const { page } = tab;
    const toggle = page.getByRole('switch', { name: 'keyboard-flag in development' });
    await toggle.waitFor();
    // The test's own types know no DOM: the page's objects are described where they are used.
    type InPage = { ownerDocument: { activeElement: unknown; defaultView: { getComputedStyle(e: unknown): { outlineStyle: string } } } };
    const focused = () => toggle.evaluate((element: InPage) => element === element.ownerDocument.activeElement);
    for (let presses = 0; presses < 60 && !(await focused()); presses += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    expect(await toggle.evaluate((element: InPage) => element.ownerDocument.defaultView.getComputedStyle(element).outlineStyle)).not.toBe(
      'none',
    );
    await page.keyboard.press('Space');
    await expectPage(toggle).toHaveAttribute('aria-checked', 'true');
    // A filter opened, chosen from and closed with keys only.
    await page.locator('summary').filter({ hasText: /^Type/ }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.waitForURL(/type=IS(%3A|:)release/);
    await page.keyboard.press('Escape');
    await expectPage(page.locator('details.filter[open]')).toHaveCount(0);
    await saveScreenshot(page, 'flags-keyboard');
    const stored = await service.app.get('/api/admin/projects/default/features/keyboard-flag');
    expect(stored.body.environments.find((e: { name: string }) => e.name === 'development')).toMatchObject({ enabled: true });
  });

  it("edits a flag's details, variants, tags and dependencies, then archives, revives and deletes it", async () => {
    await createFlag('parent-flag');
    await createFlag('page-flag', { description: 'before' });
    tab = await openConsole(service, '/projects/default/flags/page-flag?env=development');
    const { page } = tab;
    await page.getByRole('button', { name: 'Edit details' }).click();
    const details = page.getByRole('dialog', { name: 'Edit page-flag' });
    await details.getByLabel('Description').fill('after');
    await details.getByLabel('Type').selectOption('kill-switch');
    await details.getByRole('button', { name: 'Save' }).click();
    await details.waitFor({ state: 'hidden' });
    await expectPage(page.locator('.flag-header__description')).toContainText('after');

    await page.getByRole('button', { name: 'Edit variants' }).click();
    const variants = page.getByRole('dialog', { name: 'Variants in development' });
    await variants.getByRole('button', { name: 'Add variant' }).click();
    await variants.getByRole('button', { name: 'Add variant' }).click();
    const blue = variants.getByRole('group', { name: 'Variant 1' });
    await blue.getByLabel('Name').fill('blue');
    await blue.getByLabel('Weight type').selectOption('fix');
    await blue.getByLabel(/Fixed weight/).fill('300');
    await blue.getByLabel('Payload type').selectOption('json');
    await blue.getByLabel('Payload', { exact: true }).fill('{"color":"blue"}');
    await blue.getByRole('button', { name: 'Add override' }).click();
    await blue.getByLabel(/Values \(one per line\)/).fill('alice');
    await variants.getByRole('group', { name: 'Variant 2' }).getByLabel('Name').fill('green');
    await variants.getByRole('button', { name: 'Save variants' }).click();
    await variants.waitFor({ state: 'hidden' });
    await expectPage(page.locator('.env-variants')).toContainText('green 70.0%');

    await page.getByLabel('Value', { exact: true }).fill('team-a');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expectPage(page.locator('.tags')).toContainText('simple: team-a');

    await page.getByLabel('Parent flag').selectOption('parent-flag');
    await page.getByRole('button', { name: 'Add dependency' }).click();
    await expectPage(page.getByRole('region', { name: 'Dependencies' })).toContainText('Needs parent-flag on');

    const stored = (await service.app.get('/api/admin/projects/default/features/page-flag')).body;
    expect(stored).toMatchObject({ description: 'after', type: 'kill-switch', dependencies: [{ feature: 'parent-flag', enabled: true }] });
    expect(stored.environments.find((e: { name: string }) => e.name === 'development').variants).toEqual([
      {
        name: 'blue',
        weight: 300,
        weightType: 'fix',
        stickiness: 'default',
        payload: { type: 'json', value: '{"color":"blue"}' },
        overrides: [{ contextName: 'userId', values: ['alice'] }],
      },
      { name: 'green', weight: 700, weightType: 'variable', stickiness: 'default', overrides: [] },
    ]);
    expect((await service.app.get('/api/admin/features/page-flag/tags')).body.tags).toEqual([
      { type: 'simple', value: 'team-a', color: '#FFFFFF' },
    ]);

    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog', { name: 'Archive page-flag?' }).getByRole('button', { name: 'Archive flag' }).click();
    await expectPage(page.locator('.flag-header')).toContainText('archived');
    await page.getByRole('button', { name: 'Revive' }).click();
    await page.getByRole('dialog', { name: 'Revive page-flag?' }).getByRole('button', { name: 'Revive flag' }).click();
    await expectPage(page.getByRole('button', { name: 'Archive' })).toBeVisible();
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog', { name: 'Archive page-flag?' }).getByRole('button', { name: 'Archive flag' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete page-flag for good?' }).getByRole('button', { name: 'Delete flag' }).click();
    await page.waitForURL(`${service.baseUrl}/flags`);
    await saveScreenshot(page, 'flags-page-lifecycle');
    // The flag route answers 404 for an archived flag (the page then reads it from the archive).
    tab.expectRefusal(404, '/api/admin/projects/default/features/page-flag');
    expect((await service.app.get('/api/admin/projects/default/features/page-flag')).status).toBe(404);
  });

  it('finds a flag with two search filters, and the URL brings the same view back', async () => {
    await createFlag('search-alpha', { type: 'experiment' });
    await createFlag('search-beta', { type: 'release' });
    await createFlag('other-gamma', { type: 'experiment' });
    tab = await openConsole(service, '/flags');
    const { page } = tab;
    await page.getByRole('searchbox', { name: 'Search flags' }).fill('search-');
    await page.waitForURL(/query=search-/);
    await page.locator('summary').filter({ hasText: /^Type/ }).click();
    await page.getByRole('checkbox', { name: 'experiment' }).check();
    await page.waitForURL(/type=IS(%3A|:)experiment/);
    const names = page.locator('tbody .flag-cell__name');
    await expectPage(names).toHaveText(['search-alpha']);
    const url = page.url();
    await page.goto(url);
    await expectPage(page.locator('tbody .flag-cell__name')).toHaveText(['search-alpha']);
    await expectPage(page.getByRole('searchbox', { name: 'Search flags' })).toHaveValue('search-');
    await saveScreenshot(page, 'flags-search-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectPage(page.getByRole('switch', { name: 'search-alpha in development' })).toBeVisible();
    await saveScreenshot(page, 'flags-search-390');
  });
});

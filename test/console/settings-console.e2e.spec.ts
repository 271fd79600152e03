import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as expectPage } from '../support/locator-expect';
import { openConsole, saveScreenshot, startConsoleService, type ConsolePage, type ConsoleService } from '../support/browser';

jest.setTimeout(120_000);

/**
 * The instance settings of the console (issue 29 §6) in Debian's Chromium against the real
 * service: each section's path, checked on the screen and through the admin API.
 */
describe('console: settings', () => {
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

  /** The addon's stored webhook URL, as its last event recorded it (answers only ever show `*****`). */
  async function secretOf(id: number): Promise<string> {
    const { rows } = await service.app.sql.query(
      `SELECT data FROM es_events WHERE type IN ('addon-config-created', 'addon-config-updated') AND (data->'data'->>'id')::int = $1 ORDER BY position DESC LIMIT 1`,
      [id],
    );
    return rows[0].data.data.sensitiveParameters.url;
  }

  it('creates a context field with legal values, refuses what the API refuses, edits and deletes it', async () => {
    tab = await openConsole(service, '/settings');
    const { page } = tab;
    await page.waitForURL(`${service.baseUrl}/settings/context`);
    await expectPage(page.getByRole('row', { name: /userId/ })).toBeVisible();
    await page.getByRole('button', { name: 'New context field' }).click();
    const dialog = page.getByRole('dialog', { name: 'New context field' });
    await dialog.getByLabel('Name').fill('bad name');
    await dialog.getByRole('button', { name: 'Create context field' }).click();
    await expectPage(dialog.locator('.field__error')).toContainText('URL-friendly');
    await dialog.getByLabel('Name').fill('region');
    await dialog.getByLabel('Description').fill('Where the customer lives');
    await dialog.getByLabel(/Usable as stickiness/).check();
    await dialog.getByRole('button', { name: 'Add legal value' }).click();
    await dialog.getByRole('group', { name: 'Legal value 1' }).getByLabel('Value', { exact: true }).fill('eu');
    await dialog.getByRole('group', { name: 'Legal value 1' }).getByLabel('Value description').fill('Europe');
    await dialog.getByRole('button', { name: 'Add legal value' }).click();
    await dialog.getByRole('group', { name: 'Legal value 2' }).getByLabel('Value', { exact: true }).fill('us');
    await dialog.getByRole('button', { name: 'Create context field' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('status')).toContainText('Context field region created');
    // What the write recorded: a link to its event in the history.
    const [created] = (await service.app.get('/api/admin/events')).body.events as Array<{ id: number; type: string }>;
    expect(created.type).toBe('context-field-created');
    const recorded = page.getByRole('status').getByRole('link', { name: `Recorded as event ${created.id}` });
    await expectPage(recorded).toHaveAttribute('href', `/history?event=${created.id}`);
    const row = page.getByRole('row', { name: /region/ });
    await expectPage(row).toContainText('eu, us');
    const stored = await service.app.get('/api/admin/context/region');
    expect(stored.body).toMatchObject({
      name: 'region',
      description: 'Where the customer lives',
      stickiness: true,
      legalValues: [{ value: 'eu', description: 'Europe' }, { value: 'us' }],
    });

    // The API's own refusal (a duplicate) is shown with its message.
    await page.getByRole('button', { name: 'New context field' }).click();
    await dialog.getByLabel('Name').fill('region');
    await dialog.getByRole('button', { name: 'Create context field' }).click();
    await expectPage(dialog.getByRole('alert')).toContainText('region');
    tab.expectRefusal(409, '/api/admin/context');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Edit region' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit context field region' });
    await edit.getByRole('button', { name: 'Remove legal value 2' }).click();
    await edit.getByLabel('Description', { exact: true }).fill('');
    await edit.getByRole('button', { name: 'Save context field' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expectPage(row).toContainText('eu');
    const edited = (await service.app.get('/api/admin/context/region')).body;
    expect(edited.legalValues).toEqual([{ value: 'eu', description: 'Europe' }]);
    expect(edited.description ?? '').toBe('');

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete context field region?' });
    await confirm.getByRole('button', { name: 'Delete region' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('row', { name: /region/ })).toHaveCount(0);
    expect((await service.app.get('/api/admin/context/region')).status).toBe(404);
    await saveScreenshot(page, 'settings-context-fields');
  });
  it('defines a strategy with parameters, deprecates it, reactivates it and deletes it', async () => {
    tab = await openConsole(service, '/settings/strategies');
    const { page } = tab;
    await expectPage(page.getByRole('row', { name: /flexibleRollout/ })).toContainText('built in');
    await page.getByRole('button', { name: 'New strategy' }).click();
    const dialog = page.getByRole('dialog', { name: 'New strategy' });
    await dialog.getByLabel('Name').fill('by-team');
    await dialog.getByLabel('Title').fill('By team');
    await dialog.getByLabel('Description', { exact: true }).fill('Only for the listed teams');
    await dialog.getByRole('button', { name: 'Add parameter' }).click();
    const parameter = dialog.getByRole('group', { name: 'Parameter 1' });
    await parameter.getByLabel('Parameter name').fill('teams');
    await parameter.getByLabel('Type').selectOption('list');
    await parameter.getByLabel('Required').check();
    await parameter.getByLabel('Parameter description').fill('Comma-separated team names');
    await dialog.getByRole('button', { name: 'Create strategy' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /by-team/ });
    await expectPage(row).toContainText('teams (list, required)');
    const stored = await service.app.get('/api/admin/strategies/by-team');
    expect(stored.body).toMatchObject({
      name: 'by-team',
      title: 'By team',
      description: 'Only for the listed teams',
      parameters: [{ name: 'teams', type: 'list', required: true, description: 'Comma-separated team names' }],
    });

    await row.getByRole('button', { name: 'Deprecate by-team' }).click();
    await expectPage(row).toContainText('deprecated');
    expect((await service.app.get('/api/admin/strategies/by-team')).body.deprecated).toBe(true);
    await row.getByRole('button', { name: 'Reactivate by-team' }).click();
    await expectPage(row.getByRole('button', { name: 'Deprecate by-team' })).toBeVisible();
    expect((await service.app.get('/api/admin/strategies/by-team')).body.deprecated).toBe(false);

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete strategy by-team?' }).getByRole('button', { name: 'Delete by-team' }).click();
    await expectPage(page.getByRole('row', { name: /by-team/ })).toHaveCount(0);
    expect((await service.app.get('/api/admin/strategies/by-team')).status).toBe(404);
    await saveScreenshot(page, 'settings-strategies');
  });
  it('creates, edits and deletes a tag type, readable on a phone', async () => {
    tab = await openConsole(service, '/settings/tag-types', { width: 390 });
    const { page } = tab;
    await expectPage(page.getByRole('row', { name: /simple/ })).toContainText('built in');
    await page.getByRole('button', { name: 'New tag type' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tag type' });
    await dialog.getByLabel('Name').fill('team');
    await dialog.getByLabel('Description').fill('The owning team');
    await dialog.getByRole('button', { name: 'Create tag type' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /team/ });
    await expectPage(row).toContainText('The owning team');
    const tagType = async () =>
      ((await service.app.get('/api/admin/tag-types')).body.tagTypes as Array<{ name: string }>).find((t) => t.name === 'team');
    expect(await tagType()).toMatchObject({ name: 'team', description: 'The owning team' });

    await row.getByRole('button', { name: 'Edit team' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit tag type team' });
    await edit.getByLabel('Description').fill('Who answers for the flag');
    await edit.getByRole('button', { name: 'Save tag type' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expectPage(row).toContainText('Who answers for the flag');
    expect(await tagType()).toMatchObject({ description: 'Who answers for the flag' });
    await saveScreenshot(page, 'settings-tag-types-390');

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete tag type team?' }).getByRole('button', { name: 'Delete team' }).click();
    await expectPage(page.getByRole('row', { name: /team/ })).toHaveCount(0);
    expect(await tagType()).toBeUndefined();
    await saveScreenshot(page, 'settings-tag-types');
  });
  it('creates a banner that the layout shows at once, hides it with its switch, deletes it', async () => {
    tab = await openConsole(service, '/settings/banners');
    const { page } = tab;
    await expectPage(page.getByText('No banners')).toBeVisible();
    await page.getByRole('button', { name: 'New banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'New banner' });
    await dialog.getByLabel('Message').fill('Maintenance tonight at 22:00 UTC');
    await dialog.getByLabel('Variant').selectOption('warning');
    await dialog.getByLabel('Link', { exact: true }).fill('https://status.example.com');
    await dialog.getByLabel('Link text').fill('Status page');
    await dialog.getByRole('button', { name: 'Create banner' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const shown = page.locator('.app > .banner', { hasText: 'Maintenance tonight' });
    await expectPage(shown).toContainText('Status page');
    const [banner] = (await service.app.get('/api/admin/banners')).body.banners;
    expect(banner).toMatchObject({
      message: 'Maintenance tonight at 22:00 UTC',
      variant: 'warning',
      enabled: true,
      link: 'https://status.example.com',
      linkText: 'Status page',
    });
    await saveScreenshot(page, 'settings-banner-shown');

    await page.getByRole('switch', { name: `Show banner ${banner.id}` }).click();
    await expectPage(shown).toHaveCount(0);
    expect((await service.app.get(`/api/admin/banners/${banner.id}`)).body.enabled).toBe(false);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete banner ${banner.id}?` })
      .getByRole('button', { name: `Delete banner ${banner.id}` })
      .click();
    await expectPage(page.getByText('No banners')).toBeVisible();
    expect((await service.app.get('/api/admin/banners')).body.banners).toEqual([]);
    await saveScreenshot(page, 'settings-banners');
  });
  it('exports flags to a file, previews an import of it (refusal included) and applies it', async () => {
    expect(
      (await service.app.post('/api/admin/projects/default/features', { name: 'exported-flag', description: 'goes elsewhere' })).status,
    ).toBe(201);
    const strategies = '/api/admin/projects/default/features/exported-flag/environments/development/strategies';
    expect(
      (
        await service.app.post(strategies, {
          name: 'flexibleRollout',
          parameters: { rollout: '25', stickiness: 'default', groupId: 'exported-flag' },
        })
      ).status,
    ).toBe(200);
    expect((await service.app.post('/api/admin/features/exported-flag/tags', { type: 'simple', value: 'moving' })).status).toBe(201);
    expect((await service.app.post('/api/admin/projects', { id: 'target', name: 'Target' })).status).toBe(201);

    tab = await openConsole(service, '/settings/export-import');
    const { page } = tab;
    const exporter = page.getByRole('form', { name: 'Export flags' });
    await exporter.getByLabel('Environment', { exact: true }).selectOption('development');
    await exporter.getByLabel('Project', { exact: true }).selectOption('default');
    await exporter.getByRole('button', { name: 'Export' }).click();
    await expectPage(exporter.getByRole('status')).toContainText('Exported 1 flag from development');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exporter.getByRole('link', { name: 'Download export file' }).click(),
    ]);
    const exported = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
    expect(exported.features).toMatchObject([{ name: 'exported-flag' }]);
    expect(exported.featureStrategies).toMatchObject([
      { featureName: 'exported-flag', name: 'flexibleRollout', parameters: { rollout: '25' } },
    ]);

    // The flag lives in another project: the preview names the refusal and offers no import.
    const importer = page.getByRole('group', { name: 'Import flags' });
    const dir = mkdtempSync(join(tmpdir(), 'pennant-import-'));
    const original = join(dir, 'export.json');
    writeFileSync(original, JSON.stringify(exported));
    await importer.getByLabel('Export file').setInputFiles(original);
    await importer.getByLabel('Into project').selectOption('target');
    await importer.getByLabel('Into environment').selectOption('production');
    await importer.getByRole('button', { name: 'Preview import' }).click();
    const preview = importer.getByRole('region', { name: 'Import preview' });
    await expectPage(preview.getByRole('alert')).toContainText('exported-flag');
    await expectPage(importer.getByRole('button', { name: 'Apply import' })).toHaveCount(0);

    const renamed = join(dir, 'renamed.json');
    writeFileSync(renamed, JSON.stringify(exported).replaceAll('exported-flag', 'imported-flag'));
    await importer.getByLabel('Export file').setInputFiles(renamed);
    await importer.getByRole('button', { name: 'Preview import' }).click();
    await expectPage(preview).toContainText('No problems found');
    await expectPage(preview).toContainText('1 strategy');
    await expectPage(preview).toContainText('imported-flag');
    await saveScreenshot(page, 'settings-import-preview');
    await importer.getByRole('button', { name: 'Apply import' }).click();
    await page
      .getByRole('dialog', { name: 'Import renamed.json into target / production?' })
      .getByRole('button', { name: 'Import', exact: true })
      .click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Imported 1 flag from renamed.json' })).toBeVisible();
    const imported = await service.app.get('/api/admin/projects/target/features/imported-flag');
    expect(imported.status).toBe(200);
    const production = (
      imported.body.environments as Array<{ name: string; strategies: Array<{ name: string; parameters: Record<string, string> }> }>
    ).find((e) => e.name === 'production');
    expect(production?.strategies).toMatchObject([{ name: 'flexibleRollout', parameters: { rollout: '25' } }]);
    expect((await service.app.get('/api/admin/features/imported-flag/tags')).body.tags).toMatchObject([
      { type: 'simple', value: 'moving' },
    ]);
    await saveScreenshot(page, 'settings-export-import');
  });

  it('offers the event log as a download, filtered as asked', async () => {
    tab = await openConsole(service, '/settings/export-import');
    const { page } = tab;
    const section = page.getByRole('group', { name: 'Export the event log' });
    await section.getByLabel('Event type').fill('user-created');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: 'Download event log' }).click(),
    ]);
    const lines = readFileSync((await download.path()) as string, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string });
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((l) => l.type))).toEqual(new Set(['user-created']));
    await saveScreenshot(page, 'settings-event-log-export');
  });
  it('configures an addon whose secret is never shown back, keeps it when left empty, replaces it when typed', async () => {
    const secretUrl = 'https://hooks.example.com/services/T000/B000/first-secret';
    tab = await openConsole(service, '/settings/addons');
    const { page } = tab;
    await expectPage(page.getByText('No addons configured')).toBeVisible();
    await page.getByRole('button', { name: 'New addon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New addon' });
    await dialog.getByLabel('Provider').selectOption('webhook');
    await dialog.getByRole('button', { name: 'Create addon' }).click();
    await expectPage(dialog.locator('.field__error').first()).toContainText('Webhook URL is required');
    await dialog.getByLabel('Webhook URL (required)').fill(secretUrl);
    await dialog.getByLabel('Content-Type').fill('application/json');
    await dialog.getByLabel('Description').fill('Audit relay');
    await dialog.getByRole('checkbox', { name: 'feature-created' }).check();
    await dialog.getByRole('checkbox', { name: 'feature-archived' }).check();
    await dialog.getByRole('button', { name: 'Create addon' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /Webhook/ });
    await expectPage(row).toContainText('Audit relay');
    const [stored] = (await service.app.get('/api/admin/addons')).body.addons;
    expect(stored).toMatchObject({
      provider: 'webhook',
      description: 'Audit relay',
      enabled: true,
      parameters: { url: '*****', contentType: 'application/json' },
      events: ['feature-created', 'feature-archived'],
    });

    // Editing: the secret's field starts empty (not even the mask), and the page holds no secret.
    await row.getByRole('button', { name: `Edit addon ${stored.id}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit addon ${stored.id} (Webhook)` });
    const url = edit.getByLabel('Webhook URL (required)');
    await expectPage(url).toHaveValue('');
    await expectPage(url).toHaveAttribute('type', 'password');
    await expectPage(edit.getByText('a value is stored and never shown')).toBeVisible();
    expect(await page.content()).not.toContain('first-secret');
    expect(await page.content()).not.toContain('*****');
    await expectPage(edit.getByRole('checkbox', { name: 'feature-archived' })).toBeVisible();
    expect(await edit.getByRole('checkbox', { name: 'feature-archived' }).isChecked()).toBe(true);
    await saveScreenshot(page, 'settings-addon-edit');
    await edit.getByLabel('Description').fill('Audit relay (kept secret)');
    await edit.getByRole('button', { name: 'Save addon' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expectPage(row).toContainText('Audit relay (kept secret)');
    expect(await secretOf(stored.id)).toBe(secretUrl);

    await row.getByRole('button', { name: `Edit addon ${stored.id}` }).click();
    await edit.getByLabel('Webhook URL (required)').fill('https://hooks.example.com/services/second-secret');
    await edit.getByRole('button', { name: 'Save addon' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expectPage(page.getByRole('status')).toContainText('Webhook addon updated');
    expect(await secretOf(stored.id)).toBe('https://hooks.example.com/services/second-secret');

    await row.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete Webhook addon ${stored.id}?` })
      .getByRole('button', { name: `Delete addon ${stored.id}` })
      .click();
    await expectPage(page.getByText('No addons configured')).toBeVisible();
    expect((await service.app.get('/api/admin/addons')).body.addons).toEqual([]);
    await saveScreenshot(page, 'settings-addons');
  });
  it('sets the origins allowed to call the frontend API, showing the API refusal of a bad one', async () => {
    tab = await openConsole(service, '/settings/frontend');
    const { page } = tab;
    const origins = page.getByRole('textbox', { name: 'Allowed origins' });
    await expectPage(origins).toHaveValue('*');
    await origins.fill('https://app.example.com\nnot an origin');
    await page.getByRole('button', { name: 'Save origins' }).click();
    await expectPage(page.getByRole('alert')).toContainText('not an origin');
    tab.expectRefusal(400, '/api/admin/ui-config');
    await origins.fill('https://app.example.com\n\nhttps://admin.example.com');
    await page.getByRole('button', { name: 'Save origins' }).click();
    await expectPage(page.getByRole('status')).toContainText('Allowed origins saved: https://app.example.com, https://admin.example.com');
    const [setting] = (await service.app.get('/api/admin/events')).body.events as Array<{ id: number; type: string }>;
    await expectPage(page.getByRole('status').getByRole('link', { name: `Recorded as event ${setting.id}` })).toBeVisible();
    expect((await service.app.get('/api/admin/ui-config')).body.frontendApiOrigins).toEqual([
      'https://app.example.com',
      'https://admin.example.com',
    ]);
    await page.reload();
    await expectPage(page.getByRole('textbox', { name: 'Allowed origins' })).toHaveValue(
      'https://app.example.com\nhttps://admin.example.com',
    );
    await saveScreenshot(page, 'settings-frontend-origins');
  });
});

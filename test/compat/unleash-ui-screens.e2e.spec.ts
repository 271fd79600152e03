import { MetricsAggregator } from '@pennant/client-api';
import { openUnleashUi, startUnleashUiService, UI_USER, type UnleashUiPage, type UnleashUiService } from '../support/unleash-ui';
import { SEED, seed } from './unleash-ui-seed';
import { dismissFeedback, expandEnvironment, openScreen, rowOf } from './unleash-ui-steps';

/**
 * Every screen of the navigation of Unleash's own admin UI (unleash-server 8.2.0) on Pennant
 * (ADR 0059): each shows what Pennant holds, and no API call it makes fails — or fails otherwise
 * than Unleash OSS fails it — and no page error occurs. Enterprise screens (groups, roles, service
 * accounts, banners) show Unleash's own upsell, as on Unleash OSS: Pennant reports itself open
 * source in ui-config.
 */
jest.setTimeout(180_000);

let service: UnleashUiService;
let ui: UnleashUiPage;

beforeAll(async () => {
  service = await startUnleashUiService();
  const { app } = service;
  await seed(app, async (secret, path, body) => {
    const res = await app.post(path, body, { token: secret });
    if (res.status !== 202) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  });
  await app.app.get(MetricsAggregator).flush();
  ui = await openUnleashUi(service);
});

afterAll(async () => {
  await service?.close();
});

afterEach(async () => {
  await dismissFeedback(ui.page).catch(() => undefined);
});

/** Opens `path`, waits for `text`, and fails on any failed call or page error meanwhile. */
async function screen(path: string, text: string | RegExp): Promise<void> {
  await openScreen(ui, path, text);
  expect(ui.takeFailures()).toEqual([]);
}

describe("Unleash's admin UI: screens", () => {
  it('personal dashboard', async () => {
    await screen('/personal', 'Default');
  });

  it('flags overview', async () => {
    await screen('/search', SEED.flag);
    await ui.page.getByText(SEED.flagDescription).first().waitFor();
    expect(ui.calls).toContainEqual(expect.objectContaining({ path: '/api/admin/flag-creators?limit=10000', status: 200 }));
    expect(ui.calls).toContainEqual(expect.objectContaining({ path: '/api/admin/lifecycle/count', status: 200 }));
  });

  it('flags overview with filters in the URL (tag, lifecycle stage)', async () => {
    await screen(`/search?tag=INCLUDE%3A${SEED.tagType}%3A${SEED.tag}&lifecycle=IS%3Apre-live`, SEED.flag);
    await ui.page.getByText(`${SEED.tagType}:${SEED.tag}`).first().waitFor();
    expect(ui.calls).toContainEqual(expect.objectContaining({ path: expect.stringContaining('lifecycle=IS%3Apre-live'), status: 200 }));
  });

  it('archived flags', async () => {
    // The overview keeps its last filters in the browser's storage (the tag of the test above): a fresh tab's link.
    await ui.page.evaluate('localStorage.clear()');
    await screen('/search?lifecycle=IS%3Aarchived', SEED.archivedFlag);
    await rowOf(ui.page, SEED.archivedFlag).getByRole('button', { name: 'Revive' }).waitFor();
    // A project's archive: the Archived tile of its flags (Unleash 8.2 has no archive page of its own).
    await screen('/projects/default', SEED.flag);
    await ui.page.getByText('Archived', { exact: true }).first().click();
    await rowOf(ui.page, SEED.archivedFlag).waitFor();
    expect(ui.calls).toContainEqual(
      expect.objectContaining({ path: expect.stringMatching(/lifecycle=IS%3Aarchived.*project=IS%3Adefault/), status: 200 }),
    );
    expect(ui.takeFailures()).toEqual([]);
    // The project page keeps that filter in the browser's storage too: the next screens start afresh.
    await ui.page.evaluate('localStorage.clear()');
  });

  it('projects and project overview with its status', async () => {
    await screen('/projects', 'Default');
    await screen('/projects/default', SEED.flag);
    await ui.page.getByRole('button', { name: 'Project status' }).click();
    await ui.page.getByText('Resources').first().waitFor();
    expect(ui.calls).toContainEqual(expect.objectContaining({ path: '/api/admin/projects/default/status', status: 200 }));
    expect(ui.takeFailures()).toEqual([]);
  });

  it('project settings: environments, segments, context fields, API access, default strategy', async () => {
    await screen('/projects/default/settings/environments', 'Environments (2)');
    // The project's own segments and context fields: the seed's are the instance's, so none.
    await screen('/projects/default/settings/segments', 'Segments (0)');
    await screen('/projects/default/settings/context', 'Context fields (0)');
    await screen('/projects/default/settings/api-access', SEED.clientToken);
    await screen('/projects/default/settings/default-strategy', 'Here you can customize your default strategy');
  });

  it('flag page with environments, strategies (constraints, segments) and variants', async () => {
    await screen(`/projects/default/features/${SEED.flag}`, SEED.flagDescription);
    await expandEnvironment(ui.page, 'development');
    await ui.page.getByText(SEED.strategyTitle).first().waitFor();
    await ui.page.getByRole('link', { name: SEED.segment }).first().waitFor();
    await ui.page.getByText(SEED.contextField, { exact: true }).first().waitFor();
    await ui.page.getByText(SEED.variant, { exact: true }).first().waitFor();
    expect(ui.takeFailures()).toEqual([]);
  });

  it('flag metrics', async () => {
    await screen(`/projects/default/features/${SEED.flag}/metrics`, /exposure|Exposure/);
  });

  it('flag event log', async () => {
    await screen(`/projects/default/features/${SEED.flag}/logs`, 'feature-strategy-add');
  });

  it('flag settings', async () => {
    await screen(`/projects/default/features/${SEED.flag}/settings`, 'Feature information');
  });

  it('segments', async () => {
    await screen('/segments', SEED.segment);
  });

  it('context fields', async () => {
    await screen('/context', SEED.contextField);
  });

  it('strategy types and flag types', async () => {
    await screen('/strategies', 'Gradual rollout');
    await screen('/feature-toggle-type', 'Kill switch');
  });

  it('tag types', async () => {
    await screen('/tag-types', SEED.tagType);
  });

  it('users', async () => {
    await screen('/admin/users', UI_USER.email);
  });

  it('groups, roles, service accounts and banners: the Enterprise upsell, as on Unleash OSS', async () => {
    for (const path of ['/admin/groups', '/admin/roles', '/admin/service-accounts', '/admin/banners'])
      await screen(path, 'Enterprise feature');
  });

  it('API tokens', async () => {
    await screen('/admin/api', SEED.clientToken);
  });

  it('applications and an application', async () => {
    await screen('/applications', SEED.application);
    await screen(`/applications/${SEED.application}`, 'development environment');
  });

  it('playground', async () => {
    await screen('/playground', 'Unleash playground');
    await ui.page.getByRole('button', { name: 'Try configuration' }).click();
    await rowOf(ui.page, SEED.flag).waitFor();
    // Unleash 8.2's UI evaluates with the advanced playground (several environments, listed values).
    expect(ui.calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/admin/playground/advanced', status: 200 }));
    expect(ui.takeFailures()).toEqual([]);
  });

  it('integrations', async () => {
    await screen('/integrations', 'Webhook');
  });

  it('CORS origins', async () => {
    await screen('/admin/cors', 'CORS origins');
  });

  it('admin home, instance statistics, maintenance and instance privacy', async () => {
    await screen('/admin', 'Instance statistics');
    await screen('/admin/instance', 'Instance Statistics');
    await ui.page.getByText('Unleash OSS version').waitFor();
    await screen('/admin/maintenance', 'Maintenance Mode');
    await screen('/admin/instance-privacy', 'Instance Privacy');
  });

  it('event log', async () => {
    await screen('/history', 'feature-created');
  });
});

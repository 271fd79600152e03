import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChangeRequestScheduler } from '@pennant/change-requests';
import { MetricsAggregator } from '@pennant/client-api';
import { EVENT_TYPES, type EventType } from '@pennant/events';
import { PotentiallyStaleJob } from '@pennant/features';
import { createTestApp, type Response as TestResponse, type TestApp } from '../support/test-app';
import { STALE_SEARCH_ITEMS_SQL } from '../support/search-items';

/**
 * Every event type must be reachable, or a dead entry in the closed catalog: walk the whole event catalog. Every type is either emitted by an operation
 * of this service — proven here by running that operation through the API (or the scheduled job
 * that owns it) and finding the type among the events it appended — or listed below, and in the
 * docs/api.md, with the reason no operation emits it.
 */
const NOT_EMITTED: Partial<Record<EventType, string>> = {
  'feature-updated':
    'legacy: Unleash 4+ records the specific change (feature-metadata-updated, -type-updated, -stale-on/off, …), as Pennant does',
  'feature-import': 'legacy state import (/api/admin/state, removed in Unleash 6) is not offered',
  'feature-tag-import': 'legacy state import',
  'drop-feature-tags': 'legacy state import',
  'drop-features': 'legacy state import',
  'strategy-import': 'legacy state import',
  'drop-strategies': 'legacy state import',
  'project-import': 'legacy state import',
  'drop-projects': 'legacy state import',
  'tag-import': 'legacy state import',
  'drop-tags': 'legacy state import',
  'tag-type-import': 'legacy state import',
  'drop-tag-types': 'legacy state import',
  'drop-environments': 'legacy state import',
  'environment-import': 'legacy state import',
  'segment-import': 'legacy state import',
  'project-access-updated':
    'members are changed per user or group (project-access-added, -user-roles-updated, …); Unleash no longer emits this bulk type either',
  'db-pool-update': "Unleash's internal database-pool notice, not an admin operation",
  'client-register': 'SDK registrations update the application list; the first one of an app records application-created (as Unleash does)',
  'setting-deleted': 'no operation removes a setting: frontendSettings can be replaced, not deleted',
};

const OTHER_ADMIN = '*:*.catalog-walk-second-admin-0123456789';
const FUTURE = '2999-01-01T00:00:00.000Z';
const p = '/api/admin/projects/cw';
const f = `${p}/features`;

let t: TestApp;
const emitted = new Set<string>();
/** The admin writes made during the current `emits` (their answers' Pennant-Last-Event-Id is checked there). */
let writes: Array<{ method: string; path: string; status: number; header: unknown }> = [];
const ADMIN_PATHS = /^\/(api\/admin\/|auth\/|logout)/;

beforeAll(async () => {
  t = await createTestApp({ INIT_ADMIN_API_TOKENS: `*:*.e2e-admin-secret-0123456789abcdef,${OTHER_ADMIN}` });
  for (const method of ['post', 'put', 'patch', 'delete'] as const) {
    const send = t[method] as (path: string, ...rest: unknown[]) => Promise<TestResponse>;
    t[method] = (async (path: string, ...rest: unknown[]) => {
      const res = await send(path, ...rest);
      if (ADMIN_PATHS.test(path)) writes.push({ method, path, status: res.status, header: res.headers['pennant-last-event-id'] });
      return res;
    }) as never;
  }
});
afterAll(() => t.close());

type Res = { status: number; body: { [k: string]: unknown } };

/**
 * Runs `operation` and expects each of `types` among the events it appended; an admin write that
 * appended them names the last one in `Pennant-Last-Event-Id` (ADR 0041), which is how the
 * console links every write to its event (ADR 0048).
 */
async function emits(types: EventType[], operation: () => Promise<unknown>): Promise<void> {
  const head = async () => Number((await t.sql.query('SELECT coalesce(max(position), 0) AS p FROM es_events')).rows[0].p);
  const before = await head();
  writes = [];
  await operation();
  const after = await head();
  const { rows } = await t.sql.query<{ type: string }>('SELECT DISTINCT type FROM es_events WHERE position > $1', [before]);
  const appended = rows.map((r) => r.type);
  for (const type of types) expect({ type, appended }).toEqual({ type, appended: expect.arrayContaining([type]) });
  const write = writes.at(-1);
  if (write) expect({ ...write, header: Number(write.header) }).toEqual({ ...write, header: after });
  for (const type of appended) emitted.add(type);
  await expectSearchItemsFresh(appended);
}

/**
 * The walk touches every event type, so it also checks that the feature-search projection kept
 * every flag's page item (migration 0260) equal to a fresh computation after each operation.
 */
async function expectSearchItemsFresh(appended: string[]): Promise<void> {
  const { rows } = await t.sql.query<{ name: string }>(STALE_SEARCH_ITEMS_SQL);
  expect({ appended, stale: rows.map((r) => r.name) }).toEqual({ appended, stale: [] });
}

/** Exact status codes are each family's own tests' business; here the operation must succeed. */
async function ok(request: Promise<Res>): Promise<Res['body']> {
  const res = await request;
  const success = res.status >= 200 && res.status < 300;
  expect({ status: res.status, body: success ? 'ok' : res.body }).toEqual({ status: expect.any(Number), body: 'ok' });
  return res.body;
}

it('the catalog is split exactly into emitted types and listed exceptions', () => {
  const listed = Object.keys(NOT_EMITTED);
  for (const type of listed) expect(EVENT_TYPES).toContain(type);
  expect(new Set(listed).size).toBe(listed.length);
});

it('every other type is emitted by an operation of the API or a scheduled job', async () => {
  // Projects, environments, favourites.
  await emits(['project-created', 'project-environment-added'], () =>
    ok(t.post('/api/admin/projects', { id: 'cw', name: 'Catalog walk' })),
  );
  await emits(['project-updated'], () => ok(t.put(p, { name: 'Catalog walk!' })));
  await emits(['project-favorited'], () => ok(t.post(`${p}/favorites`)));
  await emits(['project-unfavorited'], () => ok(t.delete(`${p}/favorites`)));
  await emits(['environment-created'], () => ok(t.post('/api/admin/environments', { name: 'cw-env', type: 'test' })));
  await emits(['environment-updated'], () => ok(t.put('/api/admin/environments/update/cw-env', { type: 'test', sortOrder: 7 })));
  await emits(['project-environment-added'], () => ok(t.post(`${p}/environments`, { environment: 'cw-env' })));
  await emits(['project-environment-removed'], () => ok(t.delete(`${p}/environments/cw-env`)));
  await emits(['default-strategy-updated'], () =>
    ok(t.post(`${p}/environments/development/default-strategy`, { name: 'flexibleRollout', parameters: { rollout: '50' } })),
  );
  await emits(['environment-deleted'], () => ok(t.delete('/api/admin/environments/cw-env')));
  await ok(t.post('/api/admin/projects', { id: 'cw-gone', name: 'Gone' }));
  await emits(['project-archived'], () => ok(t.post('/api/admin/projects/archive/cw-gone')));
  await emits(['project-revived'], () => ok(t.post('/api/admin/projects/revive/cw-gone')));
  await emits(['project-deleted'], () => ok(t.delete('/api/admin/projects/cw-gone')));

  // Features.
  await emits(['feature-created'], () => ok(t.post(f, { name: 'cw-a' })));
  await ok(t.post(f, { name: 'cw-b' }));
  await emits(['feature-metadata-updated'], () => ok(t.put(`${f}/cw-a`, { description: 'walked' })));
  await emits(['feature-type-updated'], () => ok(t.put(`${f}/cw-a`, { type: 'experiment' })));
  await emits(['feature-stale-on'], () => ok(t.put(`${f}/cw-a`, { stale: true })));
  await emits(['feature-stale-off'], () => ok(t.put(`${f}/cw-a`, { stale: false })));
  await emits(['feature-favorited'], () => ok(t.post(`${f}/cw-a/favorites`)));
  await emits(['feature-unfavorited'], () => ok(t.delete(`${f}/cw-a/favorites`)));
  const strategy = await (async () => {
    let body: Res['body'] = {};
    await emits(
      ['feature-strategy-add'],
      async () => (body = await ok(t.post(`${f}/cw-a/environments/development/strategies`, { name: 'default' }))),
    );
    return String(body.id);
  })();
  const second = String(
    (
      await ok(
        t.post(`${f}/cw-a/environments/development/strategies`, {
          name: 'flexibleRollout',
          parameters: { rollout: '50', stickiness: 'default', groupId: 'cw-a' },
        }),
      )
    ).id,
  );
  await emits(['feature-strategy-update'], () =>
    ok(
      t.put(`${f}/cw-a/environments/development/strategies/${strategy}`, {
        name: 'default',
        constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }],
      }),
    ),
  );
  await emits(['strategy-order-changed'], () =>
    ok(
      t.post(`${f}/cw-a/environments/development/strategies/set-sort-order`, [
        { id: second, sortOrder: 0 },
        { id: strategy, sortOrder: 1 },
      ]),
    ),
  );
  await emits(['feature-strategy-remove'], () => ok(t.delete(`${f}/cw-a/environments/development/strategies/${second}`)));
  await emits(['feature-environment-enabled'], () => ok(t.post(`${f}/cw-a/environments/development/on`)));
  await emits(['feature-environment-disabled'], () => ok(t.post(`${f}/cw-a/environments/development/off`)));
  await emits(['feature-environment-variants-updated'], () =>
    ok(t.put(`${f}/cw-a/environments/development/variants`, [{ name: 'v', weight: 1000, weightType: 'variable', stickiness: 'default' }])),
  );
  await emits(['feature-variants-updated'], () =>
    ok(t.put(`${f}/cw-a/variants`, [{ name: 'w', weight: 1000, weightType: 'variable', stickiness: 'default' }])),
  );
  await emits(['feature-tagged'], () => ok(t.post('/api/admin/features/cw-a/tags', { type: 'simple', value: 'walk' })));
  await emits(['feature-untagged'], () => ok(t.delete('/api/admin/features/cw-a/tags/simple/walk')));
  await emits(['feature-dependency-added'], () => ok(t.post(`${f}/cw-b/dependencies`, { feature: 'cw-a' })));
  await emits(['feature-dependency-removed'], () => ok(t.delete(`${f}/cw-b/dependencies/cw-a`)));
  await ok(t.post(`${f}/cw-b/dependencies`, { feature: 'cw-a' }));
  await emits(['feature-dependencies-removed'], () => ok(t.delete(`${f}/cw-b/dependencies`)));
  await emits(['feature-completed'], () => ok(t.post(`${f}/cw-b/lifecycle/complete`, { status: 'kept' })));
  await emits(['feature-uncompleted'], () => ok(t.post(`${f}/cw-b/lifecycle/uncomplete`)));
  await ok(t.post('/api/admin/projects', { id: 'cw-other', name: 'Other' }));
  await emits(['feature-project-change'], () => ok(t.post(`${f}/cw-b/changeProject`, { newProjectId: 'cw-other' })));
  await emits(['feature-archived'], () => ok(t.delete(`/api/admin/projects/cw-other/features/cw-b`)));
  await emits(['feature-revived'], () => ok(t.post('/api/admin/archive/revive/cw-b')));
  await ok(t.delete(`/api/admin/projects/cw-other/features/cw-b`));
  await emits(['feature-deleted'], () => ok(t.delete('/api/admin/archive/cw-b')));
  let exported: Res['body'] = {};
  await emits(
    ['features-exported'],
    async () => (exported = await ok(t.post('/api/admin/features-batch/export', { features: ['cw-a'], environment: 'development' }))),
  );
  const renamed = JSON.parse(JSON.stringify(exported).replace(/cw-a/g, 'cw-imported')) as object;
  await emits(['features-imported', 'feature-created'], () =>
    ok(t.post('/api/admin/features-batch/import', { project: 'cw', environment: 'development', data: renamed })),
  );
  await emits(['feature-potentially-stale-on'], () => t.app.get(PotentiallyStaleJob).runOnce(new Date(Date.now() + 400 * 86_400_000)));

  // Tags and tag types.
  await emits(['tag-type-created'], () => ok(t.post('/api/admin/tag-types', { name: 'cw-kind' })));
  await emits(['tag-type-updated'], () => ok(t.put('/api/admin/tag-types/cw-kind', { description: 'kinds' })));
  await emits(['tag-created'], () => ok(t.post('/api/admin/tags', { type: 'cw-kind', value: 'xx' })));
  await emits(['tag-deleted'], () => ok(t.delete('/api/admin/tags/cw-kind/xx')));
  await emits(['tag-type-deleted'], () => ok(t.delete('/api/admin/tag-types/cw-kind')));

  // Segments, context fields, strategy definitions, settings, banners, addons.
  const segment = await (async () => {
    let body: Res['body'] = {};
    await emits(['segment-created'], async () => (body = await ok(t.post('/api/admin/segments', { name: 'cw-seg', constraints: [] }))));
    return Number(body.id);
  })();
  await emits(['segment-updated'], () =>
    ok(t.put(`/api/admin/segments/${segment}`, { name: 'cw-seg', description: 'walked', constraints: [] })),
  );
  await emits(['segment-deleted'], () => ok(t.delete(`/api/admin/segments/${segment}`)));
  await emits(['context-field-created'], () => ok(t.post('/api/admin/context', { name: 'cw-ctx' })));
  await emits(['context-field-updated'], () => ok(t.put('/api/admin/context/cw-ctx', { description: 'walked' })));
  await emits(['context-field-deleted'], () => ok(t.delete('/api/admin/context/cw-ctx')));
  await emits(['strategy-created'], () => ok(t.post('/api/admin/strategies', { name: 'cw-strat', parameters: [] })));
  await emits(['strategy-updated'], () => ok(t.put('/api/admin/strategies/cw-strat', { description: 'walked', parameters: [] })));
  await emits(['strategy-deprecated'], () => ok(t.post('/api/admin/strategies/cw-strat/deprecate')));
  await emits(['strategy-reactivated'], () => ok(t.post('/api/admin/strategies/cw-strat/reactivate')));
  await emits(['strategy-deleted'], () => ok(t.delete('/api/admin/strategies/cw-strat')));
  await emits(['setting-created'], () =>
    ok(t.post('/api/admin/ui-config', { frontendSettings: { frontendApiOrigins: ['https://a.example'] } })),
  );
  await emits(['setting-updated'], () => ok(t.post('/api/admin/ui-config', { frontendSettings: { frontendApiOrigins: ['*'] } })));
  const banner = await (async () => {
    let body: Res['body'] = {};
    await emits(['banner-created'], async () => (body = await ok(t.post('/api/admin/banners', { message: 'walk' }))));
    return Number(body.id);
  })();
  await emits(['banner-updated'], () => ok(t.post(`/api/admin/banners/${banner}/off`)));
  await emits(['banner-deleted'], () => ok(t.delete(`/api/admin/banners/${banner}`)));
  const addon = await (async () => {
    let body: Res['body'] = {};
    await emits(
      ['addon-config-created'],
      async () =>
        (body = await ok(
          t.post('/api/admin/addons', {
            provider: 'webhook',
            enabled: true,
            parameters: { url: 'https://hooks.example.com' },
            events: ['feature-created'],
          }),
        )),
    );
    return Number(body.id);
  })();
  await emits(['addon-config-updated'], () =>
    ok(
      t.put(`/api/admin/addons/${addon}`, {
        provider: 'webhook',
        enabled: false,
        parameters: { url: '*****' },
        events: ['feature-created'],
      }),
    ),
  );
  await emits(['addon-config-deleted'], () => ok(t.delete(`/api/admin/addons/${addon}`)));

  // Users, personal access tokens, API tokens.
  let user = 0;
  await emits(
    ['user-created'],
    async () => (user = Number((await ok(t.post('/api/admin/user-admin', { email: 'cw@example.com', rootRole: 'Editor' }))).id)),
  );
  await emits(['user-updated'], () => ok(t.put(`/api/admin/user-admin/${user}`, { name: 'Walker' })));
  let pat = '';
  await emits(
    ['pat-created'],
    async () =>
      (pat = String((await ok(t.post(`/api/admin/user-admin/${user}/tokens`, { description: 'walk', expiresAt: FUTURE }))).secret)),
  );
  const own = await ok(t.post('/api/admin/user/tokens', { description: 'own', expiresAt: FUTURE }, { token: pat }));
  await emits(['pat-deleted'], () => ok(t.delete(`/api/admin/user/tokens/${String(own.id)}`, { token: pat })));
  // Public sign-up links (ADR 0051): created, someone signs up through it, stopped.
  let signup = '';
  await emits(
    ['public-signup-token-created'],
    async () => (signup = String((await ok(t.post('/api/admin/invite-link/tokens', { name: 'cw', expiresAt: FUTURE }))).secret)),
  );
  await emits(['public-signup-token-user-added', 'user-created'], () =>
    ok(t.post(`/invite/${signup}/signup`, { email: 'cw-signup@example.com', password: 'Catalog-Walk-42!' }, { token: null })),
  );
  await emits(['public-signup-token-updated'], () => ok(t.put(`/api/admin/invite-link/tokens/${signup}`, { enabled: false })));
  let account = 0;
  await emits(
    ['service-account-created'],
    async () => (account = Number((await ok(t.post('/api/admin/service-account', { username: 'cw-bot', rootRole: 'Viewer' }))).id)),
  );
  await emits(['service-account-updated'], () => ok(t.put(`/api/admin/service-account/${account}`, { rootRole: 'Editor' })));
  await emits(['service-account-deleted'], () => ok(t.delete(`/api/admin/service-account/${account}`)));
  let client = '';
  await emits(
    ['api-token-created'],
    async () =>
      (client = String(
        (await ok(t.post('/api/admin/api-tokens', { tokenName: 'cw-client', type: 'client', environment: 'development', projects: ['*'] })))
          .secret,
      )),
  );
  await emits(['api-token-updated'], () => ok(t.put(`/api/admin/api-tokens/${encodeURIComponent(client)}`, { expiresAt: FUTURE })));

  // SDK traffic: a new application, and a flag's lifecycle moved by its metrics.
  await emits(['application-created'], () =>
    ok(
      t.post(
        '/api/client/register',
        { appName: 'cw-app', strategies: ['default'], started: new Date().toISOString(), interval: 10_000 },
        { token: client },
      ),
    ),
  );
  await emits(['client-metrics'], async () => {
    const now = new Date().toISOString();
    await ok(
      t.post(
        '/api/client/metrics',
        { appName: 'cw-app', bucket: { start: now, stop: now, toggles: { 'cw-a': { yes: 1, no: 1 } } } },
        { token: client },
      ),
    );
    await t.app.get(MetricsAggregator).flush();
  });
  await emits(['api-token-deleted'], () => ok(t.delete(`/api/admin/api-tokens/${encodeURIComponent(client)}`)));
  // Custom roles, groups and project members.
  let role = 0;
  await emits(
    ['role-created'],
    async () => (role = Number((await ok(t.post('/api/admin/roles', { name: 'cw-role', permissions: [{ name: 'UPDATE_FEATURE' }] }))).id)),
  );
  await emits(['role-updated'], () =>
    ok(t.put(`/api/admin/roles/${role}`, { name: 'cw-role', description: 'walked', permissions: [{ name: 'UPDATE_FEATURE' }] })),
  );
  let group = 0;
  await emits(['group-created'], async () => (group = Number((await ok(t.post('/api/admin/groups', { name: 'cw-group', users: [] }))).id)));
  await emits(['group-updated'], () => ok(t.put(`/api/admin/groups/${group}`, { name: 'cw-group', description: 'walked', users: [] })));
  await emits(['group-user-added'], () =>
    ok(t.put(`/api/admin/groups/${group}`, { name: 'cw-group', description: 'walked', users: [{ user: { id: user } }] })),
  );
  await emits(['group-user-removed'], () =>
    ok(t.put(`/api/admin/groups/${group}`, { name: 'cw-group', description: 'walked', users: [] })),
  );
  await emits(['project-access-added'], () => ok(t.post(`${p}/access`, { roles: [5], users: [user], groups: [group] })));
  await emits(['project-access-user-roles-updated'], () => ok(t.put(`${p}/users/${user}/roles`, { roles: [role] })));
  await emits(['project-access-group-roles-updated'], () => ok(t.put(`${p}/groups/${group}/roles`, { roles: [4] })));
  await emits(['project-access-user-roles-deleted'], () => ok(t.delete(`${p}/users/${user}/roles`)));
  await emits(['project-access-group-roles-deleted'], () => ok(t.delete(`${p}/groups/${group}/roles`)));
  await emits(['project-user-added'], () => ok(t.post(`${p}/users/${user}/roles/5`)));
  await emits(['project-user-role-changed'], () => ok(t.put(`${p}/users/${user}/roles/4`, {})));
  await emits(['project-user-removed'], () => ok(t.delete(`${p}/users/${user}/roles/4`)));
  await emits(['project-group-added'], () => ok(t.post(`${p}/groups/${group}/roles/5`)));
  await emits(['project-group-role-changed'], () => ok(t.put(`${p}/groups/${group}/roles/4`, {})));
  await emits(['project-group-removed'], () => ok(t.delete(`${p}/groups/${group}/roles/4`)));
  await emits(['role-deleted'], () => ok(t.delete(`/api/admin/roles/${role}`)));
  await emits(['group-deleted'], () => ok(t.delete(`/api/admin/groups/${group}`)));
  await emits(['user-deleted'], () => ok(t.delete(`/api/admin/user-admin/${user}`)));

  // Change requests: every transition, and the scheduler's outcomes.
  const crs = `${p}/change-requests`;
  const open = `${p}/environments/production/change-requests`;
  const state = (id: number, body: object, token?: string) => ok(t.put(`${crs}/${id}/state`, body, token ? { token } : {}));
  await emits(['change-request-configuration-updated'], () =>
    ok(t.put(`${p}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 1 })),
  );
  let cr = 0;
  await emits(
    ['change-request-created', 'change-added'],
    async () => (cr = Number((await ok(t.post(open, { feature: 'cw-a', action: 'updateEnabled', payload: { enabled: true } }))).id)),
  );
  await emits(['change-edited'], () => ok(t.post(open, { feature: 'cw-a', action: 'updateEnabled', payload: { enabled: false } })));
  await emits(['change-request-sent-to-review'], () => state(cr, { state: 'In review' }));
  await emits(['change-request-approval-added', 'change-request-approved'], () => state(cr, { state: 'Approved' }, OTHER_ADMIN));
  await emits(['change-request-applied'], () => state(cr, { state: 'Applied' }, OTHER_ADMIN));
  const draft = async () => Number((await ok(t.post(open, { feature: 'cw-a', action: 'updateEnabled', payload: { enabled: true } }))).id);
  const rejected = await draft();
  await state(rejected, { state: 'In review' });
  await emits(['change-request-rejected'], () => state(rejected, { state: 'Rejected', comment: 'no' }, OTHER_ADMIN));
  const cancelled = await draft();
  await emits(['change-request-cancelled'], () => state(cancelled, { state: 'Cancelled' }));
  const discarded = await draft();
  const change = ((await t.get(`${crs}/${discarded}`)).body.features as { changes: { id: number }[] }[])[0].changes[0].id;
  await emits(['change-discarded', 'change-request-discarded'], () => ok(t.delete(`${crs}/${discarded}/changes/${change}`)));
  const scheduler = t.app.get(ChangeRequestScheduler);
  const schedule = async (changes: object, at: string) => {
    const id = Number((await ok(t.post(open, changes))).id);
    await state(id, { state: 'In review' });
    await state(id, { state: 'Approved' }, OTHER_ADMIN);
    await emits(['change-request-scheduled'], () => state(id, { state: 'Scheduled', scheduledAt: at }, OTHER_ADMIN));
  };
  await schedule({ feature: 'cw-a', action: 'updateEnabled', payload: { enabled: true } }, '2030-01-01T00:00:00.000Z');
  await emits(['change-request-scheduled-application-success'], () => scheduler.runOnce(new Date('2030-01-01T00:00:01Z')));
  await schedule(
    { feature: 'cw-a', action: 'deleteStrategy', payload: { id: '00000000-0000-4000-8000-000000000000' } },
    '2030-01-02T00:00:00.000Z',
  );
  await emits(['change-request-scheduled-application-failure'], () => scheduler.runOnce(new Date('2030-01-03T00:00:00Z')));
  // Scheduled by a user who is then deleted: suspended.
  const scheduler2 = Number((await ok(t.post('/api/admin/user-admin', { email: 'cw-scheduler@example.com', rootRole: 'Admin' }))).id);
  const schedulerPat = String(
    (await ok(t.post(`/api/admin/user-admin/${scheduler2}/tokens`, { description: 'cw', expiresAt: FUTURE }))).secret,
  );
  const orphan = await draft();
  await state(orphan, { state: 'In review' });
  await state(orphan, { state: 'Approved' }, schedulerPat);
  await state(orphan, { state: 'Scheduled', scheduledAt: '2030-01-04T00:00:00.000Z' }, schedulerPat);
  await ok(t.delete(`/api/admin/user-admin/${scheduler2}`));
  await emits(['change-request-schedule-suspended'], () => scheduler.runOnce(new Date('2030-01-04T00:00:01Z')));

  // Signal endpoints and actions.
  let endpoint = 0;
  await emits(
    ['signal-endpoint-created'],
    async () => (endpoint = Number((await ok(t.post('/api/admin/signal-endpoints', { name: 'cw-hook' }))).id)),
  );
  await emits(['signal-endpoint-updated'], () => ok(t.put(`/api/admin/signal-endpoints/${endpoint}`, { description: 'walked' })));
  let token = 0;
  await emits(
    ['signal-endpoint-token-created'],
    async () => (token = Number((await ok(t.post(`/api/admin/signal-endpoints/${endpoint}/tokens`, { name: 'cw-token' }))).id)),
  );
  await emits(['signal-endpoint-token-updated'], () =>
    ok(t.put(`/api/admin/signal-endpoints/${endpoint}/tokens/${token}`, { name: 'cw-token-2' })),
  );
  await emits(['signal-endpoint-token-deleted'], () => ok(t.delete(`/api/admin/signal-endpoints/${endpoint}/tokens/${token}`)));
  let actionSet = 0;
  const bot = Number((await ok(t.post('/api/admin/service-account', { username: 'cw-actor', rootRole: 'Editor' }))).id);
  const actions = {
    name: 'cw-set',
    actorId: bot,
    match: { source: 'signal-endpoint', sourceId: endpoint, payload: {} },
    actions: [
      { action: 'TOGGLE_FEATURE_ON', sortOrder: 1, executionParams: { project: 'cw', featureName: 'cw-a', environment: 'development' } },
    ],
  };
  await emits(['actions-created'], async () => (actionSet = Number((await ok(t.post(`${p}/actions`, actions))).id)));
  await emits(['actions-updated'], () => ok(t.put(`${p}/actions/${actionSet}`, { description: 'walked' })));
  await emits(['actions-deleted'], () => ok(t.delete(`${p}/actions/${actionSet}`)));
  await emits(['signal-endpoint-deleted'], () => ok(t.delete(`/api/admin/signal-endpoints/${endpoint}`)));

  // The whole catalog: what ran here plus the listed exceptions, nothing missing, nothing twice.
  const exceptions = Object.keys(NOT_EMITTED);
  expect([...emitted].filter((type) => exceptions.includes(type))).toEqual([]);
  expect([...emitted, ...exceptions].sort()).toEqual([...EVENT_TYPES].sort());
});

it('docs/api.md lists every type no operation emits, with its reason', () => {
  const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
  const start = doc.indexOf('## Event types no operation emits');
  expect(start).toBeGreaterThanOrEqual(0);
  const section = doc.slice(start + 1);
  const body = section.slice(0, section.indexOf('\n## ') > 0 ? section.indexOf('\n## ') : undefined);
  const listed = [...body.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]).filter((name) => (EVENT_TYPES as readonly string[]).includes(name));
  expect([...new Set(listed)].sort()).toEqual(Object.keys(NOT_EMITTED).sort());
});

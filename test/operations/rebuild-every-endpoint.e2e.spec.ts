import { Pool } from 'pg';
import { PostgresEventStore } from '@pennant/event-store';
import type { DomainEvent, EventMetadata } from '@pennant/events';
import { PROJECTIONS, rebuildProjections, type Projection } from '@pennant/projections';
import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A rebuild must be indistinguishable from the live read models: on a generated history of ≥ 50,000 events, the rebuilt read models answer
 * every read endpoint exactly as the incrementally built ones did (full responses compared), while
 * the API keeps answering during the rebuild. The history: every kind of object made through the
 * API (so every projection has rows), then 50,000 flag events appended in bulk.
 */
jest.setTimeout(240_000);

const BULK_EVENTS = 50_000;
let t: TestApp;
let pool: Pool;
let store: PostgresEventStore;
const p = '/api/admin/projects/rl-proj';
const ids: Record<string, string | number> = {};

/** Every GET of the documented API that reads projections, with its parameters filled in. */
function readEndpoints(): string[] {
  const f = `${p}/features`;
  return [
    '/api/admin/api-tokens',
    '/api/admin/archive/features',
    '/api/admin/archive/features/rl-proj',
    '/api/admin/context',
    '/api/admin/context/rl-plan',
    '/api/admin/environments',
    '/api/admin/environments/development',
    '/api/admin/events',
    '/api/admin/events?project=rl-proj&limit=200',
    '/api/admin/events/rl-1',
    '/api/admin/features/rl-1/tags',
    '/api/admin/metrics/applications',
    '/api/admin/personal-dashboard',
    '/api/admin/personal-dashboard/rl-proj',
    '/api/admin/projects',
    '/api/admin/projects/rl-proj',
    `${p}/actions`,
    `${p}/actions/${ids.actionSet}`,
    `${p}/actions/${ids.actionSet}/events`,
    `${p}/actions/config`,
    `${p}/api-tokens`,
    `${p}/change-requests/${ids.changeRequest}`,
    `${p}/change-requests/count`,
    `${p}/change-requests/open`,
    f,
    `${f}/rl-1`,
    `${f}/rl-2`,
    `${f}/rl-1/environments/development/strategies`,
    `${f}/rl-1/environments/development/strategies/${ids.strategy}`,
    `${f}/rl-1/lifecycle`,
    '/api/admin/search/features?project=IS:rl-proj&limit=100&sortBy=name',
    '/api/admin/search/features?query=rl-&archived=IS:true',
    '/api/admin/search/features?tag=INCLUDE:simple:rl&status=development:enabled&favoritesFirst=true',
    '/api/admin/segments',
    `/api/admin/segments/${ids.segment}`,
    '/api/admin/signal-endpoints',
    `/api/admin/signal-endpoints/${ids.endpoint}`,
    `/api/admin/signal-endpoints/${ids.endpoint}/signals`,
    `/api/admin/signal-endpoints/${ids.endpoint}/tokens`,
    '/api/admin/signals',
    '/api/admin/strategies',
    '/api/admin/strategies/rl-custom',
    '/api/admin/tag-types',
    '/api/admin/tags',
    '/api/admin/ui-config',
    '/api/admin/user-admin',
    `/api/admin/user-admin/${ids.user}`,
    '/api/client/features?environment=development',
    '/api/client/features/rl-1?environment=development',
    '/api/frontend?userId=7',
  ];
}

async function answers(): Promise<Record<string, { status: number; body: unknown }>> {
  const out: Record<string, { status: number; body: unknown }> = {};
  for (const url of readEndpoints()) {
    const { status, body } = await t.get(url);
    out[url] = { status, body };
  }
  return out;
}

async function ok(request: Promise<{ status: number; body: unknown }>, status = 200): Promise<{ id?: number; [k: string]: unknown }> {
  const res = await request;
  expect({ status: res.status, body: res.status === status ? 'ok' : res.body }).toEqual({ status, body: 'ok' });
  return res.body as { id?: number };
}

beforeAll(async () => {
  t = await createTestApp();
  pool = new Pool({ connectionString: t.db.url, max: 3 });
  pool.on('error', () => undefined);
  store = new PostgresEventStore(pool, t.db.url);

  await ok(t.post('/api/admin/projects', { id: 'rl-proj', name: 'Rebuild' }), 201);
  await ok(t.post('/api/admin/context', { name: 'rl-plan', legalValues: [{ value: 'pro' }] }), 201);
  await ok(t.post('/api/admin/strategies', { name: 'rl-custom', parameters: [{ name: 'p', type: 'string' }] }), 201);
  ids.segment = (
    await ok(
      t.post('/api/admin/segments', { name: 'rl-seg', constraints: [{ contextName: 'rl-plan', operator: 'IN', values: ['pro'] }] }),
      201,
    )
  ).id as number;
  for (let i = 0; i < 30; i += 1) {
    const name = `rl-${i}`;
    await ok(t.post(`${p}/features`, { name, description: `flag ${i}`, type: i % 3 ? 'release' : 'experiment' }), 201);
    const strategy = await ok(
      t.post(`${p}/features/${name}/environments/development/strategies`, {
        name: 'flexibleRollout',
        parameters: { rollout: String(i * 3), stickiness: 'default', groupId: name },
        segments: i % 2 ? [ids.segment] : [],
      }),
    );
    if (i === 1) ids.strategy = strategy.id as unknown as string;
    if (i % 4 === 0)
      await ok(
        t.put(`${p}/features/${name}/environments/development/variants`, [
          { name: 'a', weight: 1000, weightType: 'variable', stickiness: 'default' },
        ]),
      );
    if (i % 5 === 0) await ok(t.post(`/api/admin/features/${name}/tags`, { type: 'simple', value: 'rl' }), 201);
    if (i % 6 === 0) await ok(t.post(`${p}/features/${name}/favorites`));
  }
  await ok(t.post(`${p}/features/rl-2/dependencies`, { feature: 'rl-1' }));
  await ok(t.post(`${p}/features/rl-29/lifecycle/complete`, { status: 'kept' }));
  await ok(t.put(`${p}/features/rl-28`, { archived: true }));
  await ok(t.put(`${p}/environments/production/change-requests/config`, { changeRequestsEnabled: true, requiredApprovals: 1 }), 204);
  ids.changeRequest = (
    await ok(
      t.post(`${p}/environments/production/change-requests`, { feature: 'rl-3', action: 'updateEnabled', payload: { enabled: true } }),
      201,
    )
  ).id as number;
  ids.endpoint = (await ok(t.post('/api/admin/signal-endpoints', { name: 'rl-deploys' }), 201)).id as number;
  await ok(t.post(`/api/admin/signal-endpoints/${ids.endpoint}/tokens`, { name: 'rl-token' }), 201);
  const actor = (await ok(t.post('/api/admin/service-account', { username: 'rl-bot', rootRole: 'Editor' }), 201)).id as number;
  ids.actionSet = (
    await ok(
      t.post(`${p}/actions`, {
        name: 'rl-set',
        actorId: actor,
        match: { source: 'signal-endpoint', sourceId: ids.endpoint, payload: {} },
        actions: [
          {
            action: 'TOGGLE_FEATURE_ON',
            sortOrder: 1,
            executionParams: { project: 'rl-proj', featureName: 'rl-4', environment: 'development' },
          },
        ],
      }),
      201,
    )
  ).id as number;
  ids.user = (await ok(t.post('/api/admin/user-admin', { email: 'rl@example.com', name: 'Rl', rootRole: 'editor' }), 201)).id as number;
  await ok(
    t.post('/api/admin/api-tokens', { tokenName: 'rl-client', type: 'client', environment: 'development', projects: ['rl-proj'] }),
    201,
  );
  await ok(t.post('/api/admin/ui-config', { frontendSettings: { frontendApiOrigins: ['https://rl.example'] } }), 204);

  // The bulk: 50,000 flag events in batches of 100 on the API-made flags' streams.
  const metadata: EventMetadata = {
    actor: { id: -42, name: 'bulk', kind: 'api-token' },
    correlationId: 'bulk',
    causationId: null,
    schemaVersion: 1,
  };
  for (let appended = 0; appended < BULK_EVENTS; appended += 100) {
    const name = `rl-${(appended / 100) % 28}`;
    const events = Array.from({ length: 100 }, (_, i): DomainEvent => {
      const k = appended + i;
      if (k % 4 === 0) return { type: 'feature-stale-on', data: { project: 'rl-proj', featureName: name } } as DomainEvent;
      if (k % 4 === 1) return { type: 'feature-stale-off', data: { project: 'rl-proj', featureName: name } } as DomainEvent;
      return {
        type: k % 4 === 2 ? 'feature-environment-enabled' : 'feature-environment-disabled',
        data: { project: 'rl-proj', featureName: name, environment: 'development', data: null },
      } as DomainEvent;
    });
    await store.append([{ streamId: `feature-${name}`, expectedVersion: 'any', events }], metadata);
  }
  // Until the live projections caught up with the bulk, the API answers 503 NotReady (ADR 0033).
  const caughtUp = async () => {
    const head = await store.headPosition();
    await eventually(
      async () => Number((await t.sql.query('SELECT min(position)::bigint AS p FROM projection_checkpoints')).rows[0].p) >= head,
      {
        timeoutMs: 120_000,
        intervalMs: 200,
        what: 'every projection at the head',
      },
    );
  };
  await caughtUp();
  // A last API change after the bulk, so the final state is not just the bulk's last toggle.
  let turnedOn = 0;
  await eventually(
    async () => {
      turnedOn = (await t.post(`${p}/features/rl-5/environments/development/on`)).status;
      return turnedOn !== 503;
    },
    { timeoutMs: 10_000, what: 'the readiness gate open' },
  );
  expect(turnedOn).toBe(200);
  await caughtUp();
});

afterAll(async () => {
  await store.close();
  await pool.end();
  await t.close();
});

it('rebuilds every projection on a ≥ 50,000-event log while the API answers, then answers every read endpoint identically', async () => {
  expect(await t.eventCount()).toBeGreaterThanOrEqual(BULK_EVENTS);
  const before = await answers();
  for (const [url, answer] of Object.entries(before)) expect({ url, status: answer.status }).toEqual({ url, status: 200 });

  let reads = 0;
  let stop = false;
  const reader = (async () => {
    const urls = [
      '/api/admin/search/features?limit=5',
      `${p}/features/rl-1`,
      '/api/admin/events?limit=5',
      '/api/client/features?environment=development',
    ];
    while (!stop) {
      const res = await t.get(urls[reads % urls.length]);
      expect(res.status).toBe(200);
      reads += 1;
      // Pacing, not waiting: inject() answering from the answer cache never waits for I/O, so a
      // reader without a pause would starve the rebuild's database work.
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const projections = t.app.get<Projection[]>(PROJECTIONS);
  const applied: Record<string, number> = {};
  try {
    // What `cli projections rebuild --all` runs: the whole set from one pass over the log, in two lanes.
    const results = await rebuildProjections(pool, store, projections, { batchSize: 2000, lanes: 2 });
    for (const result of results) applied[result.projection] = result.applied;
  } finally {
    stop = true;
    await reader;
  }
  expect(reads).toBeGreaterThan(10);
  expect(applied['event-log']).toBeGreaterThanOrEqual(BULK_EVENTS);
  expect(Object.keys(applied).sort()).toEqual(projections.map((x) => x.name).sort());

  const after = await answers();
  for (const url of Object.keys(before)) expect({ url, answer: after[url] }).toEqual({ url, answer: before[url] });
});

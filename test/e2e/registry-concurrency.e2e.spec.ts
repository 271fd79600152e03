import { createTestApp, type Response, type TestApp } from '../support/test-app';

/**
 * Independent writers never collide. 16 clients create distinct items of every kind
 * that used to live in one shared "registry" stream, all at once (16 × 14 = 224 requests in
 * flight): every request succeeds, every item gets its own stream, and integer ids are unique.
 * Before ADR 0031 about half of them answered 409 ConcurrencyError.
 */
const CLIENTS = 16;
const FUTURE = '2999-01-01T00:00:00.000Z';

type Create = (t: TestApp, i: number) => Promise<Response>;

const KINDS: Record<string, { type: string; create: Create }> = {
  'tag types': { type: 'tag-type-created', create: (t, i) => t.post('/api/admin/tag-types', { name: `team-${i}` }) },
  tags: { type: 'tag-created', create: (t, i) => t.post('/api/admin/tags', { type: 'simple', value: `tag-${i}` }) },
  segments: { type: 'segment-created', create: (t, i) => t.post('/api/admin/segments', { name: `segment-${i}`, constraints: [] }) },
  'API tokens': {
    type: 'api-token-created',
    create: (t, i) =>
      t.post('/api/admin/api-tokens', { tokenName: `sdk-${i}`, type: 'client', environment: 'development', projects: ['default'] }),
  },
  'context fields': { type: 'context-field-created', create: (t, i) => t.post('/api/admin/context', { name: `field-${i}` }) },
  users: {
    type: 'user-created',
    create: (t, i) => t.post('/api/admin/user-admin', { email: `user-${i}@example.com`, rootRole: 'Viewer' }),
  },
  'service accounts': {
    type: 'service-account-created',
    create: (t, i) => t.post('/api/admin/service-account', { username: `bot-${i}`, rootRole: 'Viewer' }),
  },
  'personal access tokens': {
    type: 'pat-created',
    create: (t, i) => t.post(`/api/admin/user-admin/${owners[i]}/tokens`, { description: `pat-${i}`, expiresAt: FUTURE }),
  },
  'strategy definitions': {
    type: 'strategy-created',
    create: (t, i) => t.post('/api/admin/strategies', { name: `strategy-${i}`, parameters: [] }),
  },
  roles: {
    type: 'role-created',
    create: (t, i) => t.post('/api/admin/roles', { name: `role-${i}`, permissions: [{ name: 'UPDATE_FEATURE' }] }),
  },
  groups: { type: 'group-created', create: (t, i) => t.post('/api/admin/groups', { name: `group-${i}`, users: [] }) },
  banners: { type: 'banner-created', create: (t, i) => t.post('/api/admin/banners', { message: `banner ${i}` }) },
  addons: {
    type: 'addon-config-created',
    create: (t, i) =>
      t.post('/api/admin/addons', {
        provider: 'webhook',
        enabled: true,
        parameters: { url: `https://hooks.example.com/${i}` },
        events: ['feature-created'],
      }),
  },
  'signal endpoints': { type: 'signal-endpoint-created', create: (t, i) => t.post('/api/admin/signal-endpoints', { name: `hook-${i}` }) },
};

/** One user per client, each receiving one PAT (10 per user is a per-user limit). */
let owners: number[] = [];

describe('no singleton hot spots: 16 clients create distinct items of every registry kind at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SIGNAL_ENDPOINTS_LIMIT: '100' });
    owners = [];
    for (let i = 0; i < CLIENTS; i += 1)
      owners.push(Number((await t.post('/api/admin/user-admin', { email: `owner-${i}@example.com`, rootRole: 'Viewer' })).body.id));
  });
  afterAll(() => t.close());

  it('answers 2xx to every request, and gives every item its own stream and a unique id', async () => {
    const before = await createdByType(t);
    const kinds = Object.entries(KINDS);
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, (_, client) =>
        Promise.all(kinds.map(async ([kind, { create }]) => ({ kind, client, res: await create(t, client) }))),
      ),
    );
    const failures = answers.flat().filter(({ res }) => res.status < 200 || res.status > 299);
    expect(failures.map(({ kind, client, res }) => `${kind} #${client}: ${res.status} ${JSON.stringify(res.body)}`)).toEqual([]);

    const after = await createdByType(t);
    for (const [kind, { type }] of kinds) {
      expect({ kind, created: (after.get(type)?.events ?? 0) - (before.get(type)?.events ?? 0) }).toEqual({ kind, created: CLIENTS });
      // One stream per item (a user's PATs share the user's PAT stream: here one PAT per user).
      expect({ kind, streams: (after.get(type)?.streams ?? 0) - (before.get(type)?.streams ?? 0) }).toEqual({ kind, streams: CLIENTS });
    }
    const ids = (
      await t.sql.query<{ type: string; ids: number; distinct_ids: number }>(
        `SELECT type, count(*)::int AS ids, count(DISTINCT (data->'data'->>'id'))::int AS distinct_ids FROM es_events
        WHERE type = ANY($1) GROUP BY type`,
        [
          [
            'segment-created',
            'user-created',
            'service-account-created',
            'pat-created',
            'role-created',
            'group-created',
            'banner-created',
            'addon-config-created',
            'signal-endpoint-created',
          ],
        ],
      )
    ).rows;
    for (const row of ids) expect(row).toEqual({ ...row, distinct_ids: row.ids });
    const userIds = (
      await t.sql.query<{ id: string }>(
        `SELECT data->'data'->>'id' AS id FROM es_events WHERE type IN ('user-created', 'service-account-created')`,
      )
    ).rows.map((r) => r.id);
    expect(new Set(userIds).size).toBe(userIds.length);
  });

  it('serves every created item from the read models right after (read-your-writes)', async () => {
    expect((await t.get('/api/admin/tag-types')).body.tagTypes.filter((x: { name: string }) => x.name.startsWith('team-'))).toHaveLength(
      CLIENTS,
    );
    expect((await t.get('/api/admin/segments')).body.segments).toHaveLength(CLIENTS);
    expect((await t.get('/api/admin/signal-endpoints')).body.signalEndpoints).toHaveLength(CLIENTS);
    expect((await t.get('/api/admin/groups')).body.groups).toHaveLength(CLIENTS);
    expect((await t.get('/api/admin/banners')).body.banners).toHaveLength(CLIENTS);
  });
});

/** Per created-event type: how many events, in how many streams. */
async function createdByType(t: TestApp): Promise<Map<string, { events: number; streams: number }>> {
  const rows = (
    await t.sql.query<{ type: string; events: number; streams: number }>(
      'SELECT type, count(*)::int AS events, count(DISTINCT stream_id)::int AS streams FROM es_events GROUP BY type',
    )
  ).rows;
  return new Map(rows.map((r) => [r.type, { events: r.events, streams: r.streams }]));
}

/**
 * Unique names that are not the stream's identity (segments, users, service accounts, roles,
 * groups, signal endpoints) are claimed under a per-name guard: concurrent creates of the SAME
 * name give exactly one success, the others the kind's usual refusal.
 */
describe('the same unique name claimed by 16 clients at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SIGNAL_ENDPOINTS_LIMIT: '100' });
  });
  afterAll(() => t.close());

  const SAME: Record<string, { create: (t: TestApp) => Promise<Response>; refused: number }> = {
    segments: { create: (app) => app.post('/api/admin/segments', { name: 'one-segment', constraints: [] }), refused: 409 },
    users: { create: (app) => app.post('/api/admin/user-admin', { email: 'one@example.com', rootRole: 'Viewer' }), refused: 400 },
    'service accounts': {
      create: (app) => app.post('/api/admin/service-account', { username: 'one-bot', rootRole: 'Viewer' }),
      refused: 400,
    },
    roles: { create: (app) => app.post('/api/admin/roles', { name: 'One role', permissions: [] }), refused: 409 },
    groups: { create: (app) => app.post('/api/admin/groups', { name: 'One group', users: [] }), refused: 409 },
    'signal endpoints': { create: (app) => app.post('/api/admin/signal-endpoints', { name: 'one-hook' }), refused: 409 },
    'tag types': { create: (app) => app.post('/api/admin/tag-types', { name: 'one-type' }), refused: 409 },
    'context fields': { create: (app) => app.post('/api/admin/context', { name: 'one-field' }), refused: 409 },
  };

  it.each(Object.keys(SAME))('%s: one 2xx, every other answer the refusal', async (kind) => {
    const { create, refused } = SAME[kind];
    const statuses = (await Promise.all(Array.from({ length: CLIENTS }, () => create(t)))).map((r) => r.status);
    expect(statuses.filter((s) => s >= 200 && s < 300)).toHaveLength(1);
    expect(statuses.filter((s) => s === refused)).toHaveLength(CLIENTS - 1);
  });
});

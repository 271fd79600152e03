import { Pool } from 'pg';
import { PostgresEventStore } from '@pennant/event-store';
import { PROJECTIONS, rebuildProjection, rebuildProjections, RebuildAlreadyRunningError, type Projection } from '@pennant/projections';
import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Blue/green rebuild (ADR 0018): a projection is rebuilt from the log into fresh
 * tables while the API keeps answering from the live ones, then switched; the rebuilt read model
 * answers exactly as the incrementally built one did, and the live runner carries on from the
 * switch position.
 */
let t: TestApp;
let pool: Pool;
let store: PostgresEventStore;
let projections: Projection[];

const base = '/api/admin/projects/default/features';
const READS = [
  '/api/admin/events',
  '/api/admin/search/features?limit=100&sortBy=name',
  '/api/admin/search/features?archived=IS:true&sortBy=name',
  `${base}/rb-1`,
  `${base}/rb-7`,
  '/api/admin/segments',
];

async function answers(): Promise<unknown[]> {
  return Promise.all(
    READS.map(async (url) => {
      const { status, body } = await t.get(url);
      return { url, status, body };
    }),
  );
}

const projection = (name: string) => projections.find((p) => p.name === name) as Projection;
const indexNames = async (tables: readonly string[]) =>
  (
    await t.sql.query(`SELECT tablename, indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY($1) ORDER BY 1, 2`, [
      tables,
    ])
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  pool = new Pool({ connectionString: t.db.url, max: 4 });
  pool.on('error', () => undefined);
  store = new PostgresEventStore(pool, t.db.url);
  projections = t.app.get<Projection[]>(PROJECTIONS);
  expect(
    (await t.post('/api/admin/segments', { name: 'rb-seg', constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }] }))
      .status,
  ).toBe(201);
  for (let i = 0; i < 12; i += 1) {
    expect((await t.post(base, { name: `rb-${i}`, description: `flag ${i}` })).status).toBe(201);
    if (i % 3 === 0) expect((await t.post(`${base}/rb-${i}/environments/development/strategies`, { name: 'default' })).status).toBe(200);
    if (i % 4 === 1) expect((await t.put(`${base}/rb-${i}`, { stale: true, type: 'experiment' })).status).toBe(200);
  }
  expect((await t.put(`${base}/rb-11`, { archived: true })).status).toBe(200);
});

afterAll(async () => {
  await store.close();
  await pool.end();
  await t.close();
});

it('rebuilds feature-view, feature-search and event-log while the API answers, then answers identically', async () => {
  const before = await answers();
  const names = ['feature-view', 'feature-search', 'event-log'];
  const indexesBefore = await indexNames(names.flatMap((n) => projection(n).tables));
  const storage = async () =>
    (
      await t.sql.query(
        `SELECT relname, reloptions FROM pg_class WHERE relname = ANY($1::text[]) AND relkind = 'r' AND reloptions IS NOT NULL ORDER BY relname`,
        [names.flatMap((n) => projection(n).tables)],
      )
    ).rows;
  const storageBefore = await storage();
  // Migration 0270's autovacuum settings on the flag tables; the rebuilt tables must keep them.
  expect(storageBefore.map((r: { relname: string }) => r.relname)).toEqual([
    'rm_feature_environments',
    'rm_features',
    'rm_search_feature_environments',
    'rm_search_features',
    'rm_search_items',
  ]);
  expect(storageBefore[0].reloptions).toEqual(['autovacuum_vacuum_scale_factor=0.02', 'autovacuum_vacuum_threshold=1000']);
  let reads = 0;
  let stop = false;
  const reader = (async () => {
    while (!stop) {
      const res = await t.get('/api/admin/search/features?limit=5');
      expect(res.status).toBe(200);
      reads += 1;
      // inject() answering from the answer cache never waits for I/O: pace the reader so the
      // rebuild's database work is not starved.
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const progress: number[] = [];
  try {
    for (const name of names) {
      const result = await rebuildProjection(pool, store, projection(name), { batchSize: 7, onProgress: (p) => progress.push(p.position) });
      expect(result.applied).toBeGreaterThan(0);
    }
  } finally {
    stop = true;
    await reader;
  }
  expect(reads).toBeGreaterThan(0);
  expect(progress.length).toBeGreaterThan(3);
  expect(await answers()).toEqual(before);
  expect(await indexNames(names.flatMap((n) => projection(n).tables))).toEqual(indexesBefore);
  expect(await storage()).toEqual(storageBefore);
  // The live runners go on from the switch position, on the new tables.
  expect((await t.put(`${base}/rb-2`, { description: 'after the rebuild' })).status).toBe(200);
  expect((await t.get(`${base}/rb-2`)).body.description).toBe('after the rebuild');
  const search = await t.get('/api/admin/search/features?query=rb-2&limit=5');
  expect(search.body.features.map((f: { name: string; description: string }) => [f.name, f.description])).toEqual([
    ['rb-2', 'after the rebuild'],
  ]);
  expect((await t.get('/api/admin/events')).body.events[0]).toMatchObject({ type: 'feature-metadata-updated', featureName: 'rb-2' });
});

it('keeps every write made during the rebuild', async () => {
  const writes = (async () => {
    for (let i = 0; i < 15; i += 1) expect((await t.put(`${base}/rb-${i % 10}`, { description: `during ${i}` })).status).toBe(200);
  })();
  try {
    await rebuildProjection(pool, store, projection('feature-view'), { batchSize: 5 });
  } finally {
    await writes;
  }
  // A second rebuild from the log, with nothing moving, must find the same state.
  const settled = await answers();
  await rebuildProjection(pool, store, projection('feature-view'));
  expect(await answers()).toEqual(settled);
  expect((await t.get(`${base}/rb-4`)).body.description).toBe('during 14');
});

it('resumes an interrupted rebuild where it stopped, and refuses a second one at the same time', async () => {
  const before = await answers();
  const view = projection('feature-search');
  let batches = 0;
  await expect(
    rebuildProjection(pool, store, view, {
      batchSize: 5,
      onProgress: () => {
        batches += 1;
        if (batches === 3) throw new Error('interrupted');
      },
    }),
  ).rejects.toThrow('interrupted');
  const resumed = await rebuildProjection(pool, store, view, { batchSize: 5 });
  expect(resumed.resumedFrom).toBeGreaterThan(0);
  expect(await answers()).toEqual(before);

  const holder = await pool.connect();
  try {
    await holder.query(`SELECT pg_advisory_lock(hashtext('rebuild:feature-search'))`);
    await expect(rebuildProjection(pool, store, view)).rejects.toBeInstanceOf(RebuildAlreadyRunningError);
  } finally {
    await holder.query(`SELECT pg_advisory_unlock(hashtext('rebuild:feature-search'))`);
    holder.release();
  }
});

it('rebuilds several projections from one pass, each resuming from its own position, and refuses the group while one is locked', async () => {
  const before = await answers();
  const group = ['feature-view', 'feature-search', 'event-log'].map(projection);
  // feature-search alone gets some way, then the group gets further, both interrupted.
  let batches = 0;
  const interruptAt = (n: number) => () => {
    batches += 1;
    if (batches === n) throw new Error('interrupted');
  };
  await expect(rebuildProjection(pool, store, group[1], { batchSize: 4, onProgress: interruptAt(3) })).rejects.toThrow('interrupted');
  batches = 0;
  await expect(rebuildProjections(pool, store, group, { batchSize: 3, lanes: 2, onProgress: interruptAt(2) })).rejects.toThrow(
    'interrupted',
  );

  const holder = await pool.connect();
  try {
    await holder.query(`SELECT pg_advisory_lock(hashtext('rebuild:event-log'))`);
    await expect(rebuildProjections(pool, store, group, { lanes: 2 })).rejects.toBeInstanceOf(RebuildAlreadyRunningError);
    // The refused group let go of the locks it had taken.
    for (const name of ['feature-view', 'feature-search'])
      expect((await holder.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS ok`, [`rebuild:${name}`])).rows[0].ok).toBe(true);
    await holder.query(`SELECT pg_advisory_unlock_all()`);
  } finally {
    holder.release();
  }

  const switched: string[] = [];
  const results = await rebuildProjections(pool, store, group, { batchSize: 5, lanes: 2, onSwitched: (r) => switched.push(r.projection) });
  expect(results.map((r) => r.projection)).toEqual(group.map((g) => g.name));
  expect(switched.sort()).toEqual(group.map((g) => g.name).sort());
  // Each resumed from its own green table: feature-search had gone further alone than the group's first batches.
  expect(results[1].resumedFrom).toBeGreaterThanOrEqual(12);
  expect(results[0].resumedFrom).toBeGreaterThan(0);
  expect(results[0].resumedFrom).toBeLessThan(results[1].resumedFrom);
  const head = await store.headPosition();
  for (const r of results) expect(r.position).toBe(head);
  expect(await answers()).toEqual(before);
  const checkpoints = (
    await pool.query(`SELECT name, position::int AS position FROM projection_checkpoints WHERE name = ANY($1) ORDER BY name`, [
      group.map((g) => g.name),
    ])
  ).rows;
  for (const c of checkpoints) expect(c.position).toBeGreaterThanOrEqual(head);
  expect((await pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%'`)).rows).toEqual([]);
});

it('is available to operators over HTTP: status, a background rebuild with progress, 404, 409', async () => {
  const before = await answers();
  const started = await t.post('/api/admin/projections/feature-search/rebuild');
  expect(started.status).toBe(202);
  expect(started.body).toEqual({ projection: 'feature-search', started: true });
  const again = await t.post('/api/admin/projections/feature-search/rebuild');
  // Either still running (409) or already done: never a second concurrent rebuild.
  expect([202, 409]).toContain(again.status);
  type Status = {
    name: string;
    checkpoint: number;
    head: number;
    rebuild: unknown;
    lastRebuild: { position?: number; error?: string } | null;
  };
  const status = await eventually(
    async () => {
      const projections = (await t.get('/api/admin/projections')).body.projections as Status[];
      const search = projections.find((p) => p.name === 'feature-search');
      return search?.rebuild === null && search.lastRebuild ? projections : null;
    },
    { timeoutMs: 15_000, intervalMs: 50, what: 'the feature-search rebuild finished' },
  );
  const search = status.find((p) => p.name === 'feature-search');
  expect(search?.lastRebuild).toEqual(expect.objectContaining({ position: expect.any(Number), applied: expect.any(Number) }));
  expect(status.map((p) => p.name)).toEqual(expect.arrayContaining(['event-log', 'feature-view', 'feature-search', 'catalog']));
  expect(await answers()).toEqual(before);
  expect((await t.post('/api/admin/projections/no-such/rebuild')).status).toBe(404);
  expect((await t.get('/api/admin/projections', { token: null })).status).toBe(401);
});

it('rebuilds every projection over HTTP from one pass (POST /api/admin/projections/rebuild), refusing overlap', async () => {
  const before = await answers();
  const started = await t.post('/api/admin/projections/rebuild');
  expect(started.status).toBe(202);
  expect(started.body.projections.sort()).toEqual(projections.map((p) => p.name).sort());
  // While (or after) it runs, a single rebuild of one of them is refused or runs alone: never two at once.
  expect([202, 409]).toContain((await t.post('/api/admin/projections/event-log/rebuild')).status);
  const startedAt = Date.now();
  type Status = { name: string; rebuild: unknown; lastRebuild: { position?: number; error?: string; at: string } | null };
  const status = await eventually(
    async () => {
      const projections = (await t.get('/api/admin/projections')).body.projections as Status[];
      if (projections.every((p) => p.rebuild === null && p.lastRebuild && Date.parse(p.lastRebuild.at) >= startedAt - 1000))
        return projections;
      throw new Error(`rebuild did not finish: ${JSON.stringify(projections)}`);
    },
    { timeoutMs: 20_000, intervalMs: 50, what: 'every rebuild finished' },
  );
  for (const p of status)
    expect({ name: p.name, last: p.lastRebuild }).toEqual({
      name: p.name,
      last: expect.objectContaining({ position: expect.any(Number) }),
    });
  expect(await answers()).toEqual(before);
  expect((await pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%'`)).rows).toEqual([]);
});

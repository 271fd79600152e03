import { ProjectionRebuilds } from '../../apps/admin-api/src/projections/projection-rebuilds';
import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A shutdown during a rebuild (ADR 0018): the rebuild stops at a batch boundary and releases its
 * connections before the pool closes (no "rebuild failed" on a closed pool), its green tables
 * keep their position, and the next start resumes and switches them.
 */
let t: TestApp;

type Status = {
  name: string;
  rebuild: { state?: string; position?: number } | null;
  lastRebuild: { position?: number; error?: string } | null;
};
const statuses = async () => (await t.get('/api/admin/projections')).body.projections as Status[];

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 5; i += 1) expect((await t.post('/api/admin/projects/default/features', { name: `sd-${i}` })).status).toBe(201);
});

afterAll(async () => {
  await t.close();
});

it('stops a running rebuild at shutdown without an error, and the next start resumes it to its switch', async () => {
  const rebuilds = t.app.get(ProjectionRebuilds);
  rebuilds.startAll();
  // The shutdown's first step, in the same tick: the rebuild has not read a batch yet.
  await rebuilds.beforeApplicationShutdown();
  expect([...rebuilds.running.keys()]).toEqual([]);
  expect([...rebuilds.finished.values()]).toEqual([]);
  const stopped = await statuses();
  for (const p of stopped) expect({ name: p.name, rebuild: p.rebuild?.state }).toEqual({ name: p.name, rebuild: 'interrupted' });
  expect((await t.post('/api/admin/projections/feature-search/rebuild')).body).toMatchObject({
    name: 'ServiceUnavailableError',
    message: expect.stringContaining('shutting down'),
  });

  await t.restart();
  const resumed = await eventually(
    async () => {
      const now = await statuses();
      return now.every((p) => p.rebuild === null && p.lastRebuild?.position !== undefined) ? now : null;
    },
    { timeoutMs: 20_000, intervalMs: 50, what: 'every interrupted rebuild resumed and switched' },
  );
  expect(resumed.map((p) => p.lastRebuild?.error)).toEqual(resumed.map(() => undefined));
  expect((await t.sql.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%'`)).rows).toEqual([]);
  expect((await t.get('/api/admin/search/features?query=sd-&limit=10')).body.total).toBe(5);
});

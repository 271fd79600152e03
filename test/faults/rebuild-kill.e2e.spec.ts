import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { freePort } from '../../libs/platform/src/database/free-port';
import { ALL_PROJECTIONS } from '@pennant/read-models';
import { eventually } from '../support/eventually';
import { featureCreated } from '../support/inject-events';
import type { ServiceProcess } from '../support/service-process';
import { requestJson as httpRequest, startServiceOn, stopService } from '../support/service-on-database';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Fault test: killed during a full rebuild, the service came back with
// `rebuild` and `lastRebuild` both null, although docs/operations.md promises rebuilds resume after an
// interruption. The green tables and their position survive a crash (ADR 0018); now the service
// resumes such a rebuild when it starts, reports it with the position it resumed from, and
// finishes it. The live read models are left empty on purpose (checkpoints set to the head), so
// only the rebuild can make the flags appear.

const FLAGS = 12_000;

interface ProjectionView {
  name: string;
  rebuild: { position?: number; resumedFrom?: number | null; starting?: boolean; state?: string } | null;
  lastRebuild: { position?: number; resumedFrom?: number; error?: string } | null;
}

describe('fault: kill -9 during a full projection rebuild', () => {
  let db: TestDatabase;
  let sql: Pool;
  let port: number;
  let service: ServiceProcess | null = null;

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = new Pool({ connectionString: db.url, max: 2 });
    port = await freePort();
    const metadata = JSON.stringify({
      actor: { id: 7, name: 'seeder', kind: 'user' },
      correlationId: randomUUID(),
      causationId: null,
      schemaVersion: 1,
    });
    for (let from = 0; from < FLAGS; from += 5000) {
      const batches = Array.from({ length: Math.min(5000, FLAGS - from) }, (_, i) => {
        const event = featureCreated(`rk-${from + i}`);
        return { stream: `feature-rk-${from + i}`, expected: 0, events: [{ id: randomUUID(), type: event.type, data: event.data }] };
      });
      await sql.query('SELECT count(*) FROM es_append($1::jsonb, $2::jsonb)', [JSON.stringify(batches), metadata]);
    }
    // The live models start "caught up" and empty: the flags can only come from the rebuild.
    const head = Number((await sql.query('SELECT max(position) AS head FROM es_events')).rows[0].head);
    for (const P of ALL_PROJECTIONS) {
      const p = new P();
      await sql.query('INSERT INTO projection_checkpoints (name, version, position) VALUES ($1, $2, $3)', [p.name, p.version, head]);
    }
  }, 120_000);

  afterAll(async () => {
    if (service) await stopService(service, 'SIGKILL');
    await sql?.end();
    await db?.drop();
  });

  const projections = async () =>
    ((await httpRequest(port, 'GET', '/api/admin/projections')).body as { projections: ProjectionView[] }).projections;
  const greens = async () =>
    (await sql.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%' ORDER BY 1`)).rows.map(
      (r) => r.nspname,
    );

  it('resumes the interrupted rebuild on the next start, from where it stopped, and finishes it', async () => {
    service = await startServiceOn(db.url, port);
    expect((await httpRequest(port, 'GET', '/api/admin/search/features?query=rk-&limit=1')).body).toEqual(
      expect.objectContaining({ total: 0 }),
    );
    expect((await httpRequest(port, 'POST', '/api/admin/projections/rebuild')).status).toBe(202);
    // Killed once the greens hold some batches, well before the switch.
    await eventually(async () => (await projections()).some((p) => (p.rebuild?.position ?? 0) > 0), {
      timeoutMs: 60_000,
      what: 'a rebuild batch committed',
    });
    await stopService(service, 'SIGKILL');
    service = null;
    const left = await greens();
    expect(left.length).toBeGreaterThan(0);
    const progress = await sql.query<{ position: string }>(`SELECT position FROM ${left[0]}.progress`);
    const stoppedAt = Number(progress.rows[0].position);
    expect(stoppedAt).toBeGreaterThan(0);

    service = await startServiceOn(db.url, port);
    const afterStart = await projections();
    const resumed = afterStart.filter((p) => p.rebuild !== null || p.lastRebuild !== null);
    expect(resumed.length).toBeGreaterThan(0);

    await eventually(async () => (await projections()).every((p) => p.rebuild === null), {
      timeoutMs: 420_000,
      intervalMs: 250,
      what: 'every resumed rebuild switched',
    });
    const finished = await projections();
    expect(finished.filter((p) => p.lastRebuild === null || p.lastRebuild.error !== undefined).map((p) => p.name)).toEqual([]);
    expect(Math.max(...finished.map((p) => p.lastRebuild?.resumedFrom ?? 0))).toBeGreaterThan(0);
    expect(await greens()).toEqual([]);
    const search = await httpRequest(port, 'GET', '/api/admin/search/features?query=rk-&limit=1');
    expect((search.body as { total: number }).total).toBe(FLAGS);
    expect((await httpRequest(port, 'GET', `/api/admin/projects/default/features/rk-${FLAGS - 1}`)).status).toBe(200);
  }, 600_000);
});

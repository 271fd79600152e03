import { randomUUID } from 'node:crypto';
import { ProjectionRuntime } from '@pennant/projections';
import { readProjectionsStatus } from '../../apps/cli/src/projections-status';
import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';

// Fault test: one event that a projection cannot apply. A `project-favorited`
// event without a project is written straight into the log (as a buggy writer or a bad
// migration could); only the favorites projection has a NOT NULL column for it. The failure is
// recorded in projection_checkpoints, reported by `projections status`, the runtime's status and
// /ready, the projection does not skip the event, and every other projection keeps following
// the log and serving reads.

const admin = '/api/admin';
const base = `${admin}/projects/default/features`;

async function head(t: TestApp): Promise<number> {
  return Number((await t.sql.query('SELECT coalesce(max(position), 0) AS head FROM es_events')).rows[0].head);
}

describe('fault: a projection that throws on one event', () => {
  let t: TestApp;
  let poison: number;

  beforeAll(async () => {
    // A write waits for a failing projection up to the read-your-writes bound, then answers with
    // Pennant-Consistency: pending (ADR 0033); a short bound keeps this test quick.
    t = await createTestApp({ CONSISTENCY_TIMEOUT_MS: '1000' });
    expect((await t.post(base, { name: 'before-poison' })).status).toBe(201);
    const appended = await t.sql.query<{ out_position: string }>('SELECT out_position FROM es_append($1::jsonb, $2::jsonb)', [
      JSON.stringify([
        {
          stream: `favorites-poison-${randomUUID()}`,
          expected: 0,
          events: [{ id: randomUUID(), type: 'project-favorited', data: { data: {} } }],
        },
      ]),
      JSON.stringify({ actor: { id: 7, name: 'tester', kind: 'user' }, correlationId: randomUUID(), causationId: null, schemaVersion: 1 }),
    ]);
    poison = Number(appended.rows[0].out_position);
  });
  afterAll(() => t.close());

  it('records the failure on the checkpoint row and stops before the event', async () => {
    await eventually(
      async () => (await t.sql.query(`SELECT status FROM projection_checkpoints WHERE name = 'favorites'`)).rows[0].status === 'failing',
      { timeoutMs: 10_000 },
    );
    const row = (await t.sql.query(`SELECT position, error, failed_position FROM projection_checkpoints WHERE name = 'favorites'`)).rows[0];
    expect(Number(row.failed_position)).toBe(poison);
    expect(Number(row.position)).toBeLessThan(poison);
    expect(row.error).toMatch(/null value|not-null/i);
  });

  it('the other projections keep following the log and serving', async () => {
    // feature-created is handled by favorites too, which cannot reach it: the write waits out the
    // bound and says that its read models are not all caught up. A PUT (not handled by
    // favorites) waits for nothing that fails.
    const created = await t.post(base, { name: 'after-poison', description: 'written while favorites fails' });
    expect({ status: created.status, consistency: created.headers['pennant-consistency'] }).toEqual({
      status: 201,
      consistency: 'pending',
    });
    const updated = await t.put(`${base}/after-poison`, { description: 'updated' });
    expect({ status: updated.status, consistency: updated.headers['pennant-consistency'] }).toEqual({
      status: 200,
      consistency: undefined,
    });
    const target = await head(t);
    expect(target).toBeGreaterThan(poison);

    const get = await t.get(`${base}/after-poison`);
    expect(get.status).toBe(200);
    expect(get.body.description).toBe('updated');
    const search = await t.get(`${admin}/search/features?query=after-poison`);
    expect(search.body.features.map((f: { name: string }) => f.name)).toEqual(['after-poison']);
    const events = await t.get(`${admin}/events/after-poison`);
    expect(events.body.events.map((e: { type: string }) => e.type)).toEqual(['feature-metadata-updated', 'feature-created']);

    // Every checkpoint but the poisoned one reaches the head (scan-only positions are written lazily, ≤ 1 s).
    await eventually(
      async () => {
        const rows = (await t.sql.query(`SELECT name, position, status FROM projection_checkpoints WHERE name <> 'favorites'`)).rows as {
          position: string;
          status: string;
        }[];
        return rows.length > 0 && rows.every((r) => Number(r.position) >= target && r.status === 'running');
      },
      { timeoutMs: 10_000 },
    );
  });

  it('is reported by `projections status`, the runtime status and /ready', async () => {
    const cli = await readProjectionsStatus(t.sql);
    const favorites = cli.find((p) => p.name === 'favorites');
    expect(favorites).toEqual(
      expect.objectContaining({ status: 'failing', failedPosition: poison, error: expect.stringMatching(/null value|not-null/i) }),
    );
    expect(favorites?.lagEvents).toBeGreaterThan(0);
    expect(cli.filter((p) => p.name !== 'favorites').map((p) => p.status)).toEqual(
      cli.filter((p) => p.name !== 'favorites').map(() => 'running'),
    );

    const runtime = await t.app.get(ProjectionRuntime).status();
    expect(runtime.find((p) => p.name === 'favorites')).toEqual(expect.objectContaining({ status: 'failing', failedPosition: poison }));

    const ready = await t.get('/ready', { token: null });
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual(expect.objectContaining({ ready: false, database: 'up' }));
    expect(ready.body.lagging).toEqual([expect.objectContaining({ name: 'favorites', status: 'failing' })]);
  });

  it('keeps failing on the same event after a restart (nothing is skipped)', async () => {
    const restartedAt = (await t.sql.query('SELECT now() AS at')).rows[0].at as Date;
    await t.restart();
    // The new process has tried the poisoned batch again and recorded its failure once more.
    const row = await eventually(
      async () => {
        const current = (
          await t.sql.query(`SELECT position, status, failed_position, updated_at FROM projection_checkpoints WHERE name = 'favorites'`)
        ).rows[0];
        return current.updated_at > restartedAt ? current : null;
      },
      { timeoutMs: 15_000, what: 'the restarted runner failing on the poisoned event again' },
    );
    expect(Number(row.position)).toBeLessThan(poison);
    expect(row.status).toBe('failing');
    expect(Number(row.failed_position)).toBe(poison);
    expect((await t.get(`${base}/after-poison`)).status).toBe(200);
  });
});

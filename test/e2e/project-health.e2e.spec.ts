import type { DomainEvent, RecordedEvent } from '@pennant/events';
import { PROJECTIONS, type Projection } from '@pennant/projections';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The personal dashboard's health windows, computed from the event history by the
 * project-health projection (weekly snapshots of active and healthy flags per project).
 */
describe('project health through time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const weeks = async (schema: string, project: string) =>
    (
      await t.sql.query(
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, flags, healthy FROM ${schema}.rm_health_weeks WHERE project = $1 ORDER BY week`,
        [project],
      )
    ).rows;

  it("keeps this week's counts as flags are created, marked stale and archived", async () => {
    expect((await t.post('/api/admin/projects', { id: 'ph', name: 'Health' })).status).toBe(201);
    for (const name of ['ph-1', 'ph-2', 'ph-3']) expect((await t.post('/api/admin/projects/ph/features', { name })).status).toBe(201);
    expect((await t.put('/api/admin/projects/ph/features/ph-2', { stale: true })).status).toBe(200);
    expect((await t.delete('/api/admin/projects/ph/features/ph-3')).status).toBe(202);
    expect(await weeks('public', 'ph')).toEqual([{ week: expect.any(String), flags: 2, healthy: 1 }]);
    // Only this week is known: no full window yet.
    expect((await t.get('/api/admin/personal-dashboard/ph')).body.insights).toMatchObject({
      avgHealthCurrentWindow: null,
      avgHealthPastWindow: null,
      health: 50,
    });
  });

  it("keeps each project's current counts equal to a recount of its flags through moves, archive, revive and delete", async () => {
    for (const id of ['pc-a', 'pc-b']) expect((await t.post('/api/admin/projects', { id, name: id })).status).toBe(201);
    for (const name of ['pc-1', 'pc-2', 'pc-3', 'pc-4'])
      expect((await t.post('/api/admin/projects/pc-a/features', { name })).status).toBe(201);
    expect((await t.put('/api/admin/projects/pc-a/features/pc-1', { stale: true })).status).toBe(200);
    expect((await t.post('/api/admin/projects/pc-a/features/pc-1/changeProject', { newProjectId: 'pc-b' })).status).toBe(200);
    expect((await t.delete('/api/admin/projects/pc-a/features/pc-2')).status).toBe(202);
    expect((await t.delete('/api/admin/projects/pc-a/features/pc-3')).status).toBe(202);
    expect((await t.post('/api/admin/archive/revive/pc-3', {})).status).toBe(200);
    expect((await t.delete('/api/admin/archive/pc-2')).status).toBe(200);
    const kept = await t.sql.query(
      `SELECT project, flags, healthy FROM rm_health_projects WHERE project IN ('pc-a', 'pc-b') ORDER BY project`,
    );
    const recount = await t.sql.query(
      `SELECT project, count(*)::int AS flags, count(*) FILTER (WHERE NOT stale)::int AS healthy FROM rm_features
        WHERE project IN ('pc-a', 'pc-b') AND archived_at IS NULL GROUP BY project ORDER BY project`,
    );
    expect(kept.rows).toEqual(recount.rows);
    expect(kept.rows).toEqual([
      { project: 'pc-a', flags: 2, healthy: 2 },
      { project: 'pc-b', flags: 1, healthy: 0 },
    ]);
    // The dashboards read them: pc-b has one stale flag of one.
    expect((await t.get('/api/admin/personal-dashboard/pc-b')).body.insights).toMatchObject({ totalFlags: 1, staleFlags: 1, health: 0 });
  });

  it('folds a history spread over weeks into one snapshot per project and week (the state after its last change)', async () => {
    const projection = t.app.get<Projection[]>(PROJECTIONS).find((p) => p.name === 'project-health') as Projection;
    const client = await t.sql.connect();
    try {
      await client.query('DROP SCHEMA IF EXISTS ph_scratch CASCADE');
      await client.query('CREATE SCHEMA ph_scratch');
      for (const table of projection.tables) await client.query(`CREATE TABLE ph_scratch.${table} (LIKE public.${table} INCLUDING ALL)`);
      await client.query('SET search_path TO ph_scratch, public');
      let position = 0;
      const at = (date: string, event: DomainEvent): RecordedEvent =>
        ({
          ...event,
          position: (position += 1),
          eventId: `e${position}`,
          streamId: 's',
          streamVersion: position,
          metadata: { actor: { id: 1, name: 'x', kind: 'system' }, correlationId: 'c', causationId: null, schemaVersion: 1 },
          createdAt: new Date(date),
        }) as RecordedEvent;
      const created = (name: string, project: string) =>
        ({
          type: 'feature-created',
          data: { project, featureName: name, data: { name, project, stale: false } },
        }) as unknown as DomainEvent;
      const plain = (type: string, name: string, project: string) =>
        ({ type, data: { project, featureName: name } }) as unknown as DomainEvent;
      await projection.apply(
        [
          at('2026-10-05T10:00:00Z', created('a', 'p1')),
          at('2026-10-06T10:00:00Z', created('b', 'p1')),
          at('2026-10-07T10:00:00Z', plain('feature-stale-on', 'a', 'p1')),
          at('2026-10-14T10:00:00Z', plain('feature-stale-off', 'a', 'p1')),
          at('2026-10-14T11:00:00Z', plain('feature-stale-on', 'b', 'p1')),
          at('2026-10-15T10:00:00Z', plain('feature-stale-off', 'b', 'p1')),
          at('2026-10-28T10:00:00Z', {
            type: 'feature-project-change',
            data: { project: 'p2', featureName: 'b', data: { newProject: 'p2', oldProject: 'p1' } },
          } as unknown as DomainEvent),
          at('2026-11-03T10:00:00Z', plain('feature-archived', 'a', 'p1')),
        ],
        { query: async (text, params) => (await client.query(text, params)).rows },
      );
      expect(await weeks('ph_scratch', 'p1')).toEqual([
        { week: '2026-10-05', flags: 2, healthy: 1 },
        { week: '2026-10-12', flags: 2, healthy: 2 },
        { week: '2026-10-26', flags: 1, healthy: 1 },
        { week: '2026-11-02', flags: 0, healthy: 0 },
      ]);
      expect(await weeks('ph_scratch', 'p2')).toEqual([{ week: '2026-10-26', flags: 1, healthy: 1 }]);
    } finally {
      await client.query('RESET search_path');
      await client.query('DROP SCHEMA IF EXISTS ph_scratch CASCADE');
      client.release();
    }
  });

  it('answers the windows from the weekly snapshots', async () => {
    const monday = (weeksAgo: number) => {
      const now = new Date();
      const day = (now.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day - 7 * weeksAgo)).toISOString().slice(0, 10);
    };
    expect((await t.post('/api/admin/projects', { id: 'ph-old', name: 'Old' })).status).toBe(201);
    // History as the projection would have kept it for a project 10 weeks old.
    for (const [ago, flags, healthy] of [
      [10, 4, 4],
      [6, 4, 2],
      [3, 4, 3],
    ] as const) {
      await t.sql.query('INSERT INTO rm_health_weeks (project, week, flags, healthy) VALUES ($1, $2, $3, $4)', [
        'ph-old',
        monday(ago),
        flags,
        healthy,
      ]);
    }
    // current: weeks 0–3 → 75 each; past: weeks 4–6 → 50, week 7 → 100: (50·3 + 100) / 4 = 62.5 → 63
    expect((await t.get('/api/admin/personal-dashboard/ph-old')).body.insights).toMatchObject({
      avgHealthCurrentWindow: 75,
      avgHealthPastWindow: 63,
    });
  });
});

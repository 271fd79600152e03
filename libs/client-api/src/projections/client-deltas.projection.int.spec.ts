import { Pool } from 'pg';
import type { DomainEvent, RecordedEvent } from '@pennant/events';
import type { SqlExecutor } from '@pennant/projections';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { ClientDeltasProjection, KEPT_CHANGES } from './client-deltas.projection';

/** The journal as the projection writes it on a real PostgreSQL, pruning and its floor included. */
describe('client-deltas projection', () => {
  let db: TestDatabase;
  let pool: Pool;
  let sql: SqlExecutor;
  let position = 0;

  const at = (event: DomainEvent): RecordedEvent => {
    position += 1;
    return {
      ...event,
      position,
      eventId: `e${position}`,
      streamId: 's',
      streamVersion: position,
      metadata: { actor: { id: 1, name: 'a', kind: 'user' }, correlationId: 'c', causationId: null, schemaVersion: 1 },
      createdAt: new Date('2026-11-24T10:00:00Z'),
    } as RecordedEvent;
  };
  const toggle = (name: string, environment = 'development'): DomainEvent => ({
    type: 'feature-environment-enabled',
    data: { project: 'default', featureName: name, environment },
  });
  const journal = async () =>
    (await pool.query('SELECT position::int, kind, name, environment, projects FROM rm_client_changes ORDER BY position')).rows;
  const floor = async () => Number((await pool.query('SELECT coalesce((SELECT position FROM rm_client_change_floor), 0) AS p')).rows[0].p);

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 2 });
    sql = { query: async <T>(text: string, parameters?: unknown[]) => (await pool.query(text, parameters)).rows as T[] };
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('records each handled event at its position: the flag (one environment or all) or the segment, with their projects', async () => {
    const sut = new ClientDeltasProjection();
    const committed: number[] = [];
    sut.onCommitted((p) => committed.push(p));
    const segment = {
      id: 9,
      name: 's',
      description: null,
      project: 'other',
      constraints: [],
      createdBy: 'a',
      createdAt: '2026-11-24T10:00:00Z',
    };
    const batch = [
      at(toggle('a')),
      at({
        type: 'feature-project-change',
        data: { project: 'other', featureName: 'a', data: { oldProject: 'default', newProject: 'other' } },
      }),
      at({ type: 'segment-deleted', data: { preData: segment } }),
    ];
    const afterCommit = await sut.apply(batch, sql);
    expect(await journal()).toEqual([
      { position: 1, kind: 'feature', name: 'a', environment: 'development', projects: ['default'] },
      { position: 2, kind: 'feature', name: 'a', environment: null, projects: ['default', 'other'] },
      { position: 3, kind: 'segment', name: '9', environment: null, projects: ['other'] },
    ]);
    expect(committed).toEqual([]);
    afterCommit(3);
    expect(committed).toEqual([3]);
  });

  it(`keeps the newest ${KEPT_CHANGES} changes and records below which revision changes were pruned`, async () => {
    const sut = new ClientDeltasProjection();
    expect(await floor()).toBe(0);
    const events = Array.from({ length: KEPT_CHANGES + 500 }, (_, i) => at(toggle(`f${i}`)));
    await sut.apply(events, sql);
    const rows = await journal();
    expect(rows).toHaveLength(KEPT_CHANGES);
    expect(await floor()).toBe(rows[0].position - 1);
    expect(rows[rows.length - 1].position).toBe(position);
  });
});

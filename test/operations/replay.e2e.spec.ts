import { Pool } from 'pg';
import { PostgresEventStore } from '@pennant/event-store';
import { PROJECTIONS, replayInto, resolveUntil, type Projection } from '@pennant/projections';
import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * `pennant replay --until`: every projection's tables as they were at a point of the
 * log, in a scratch schema — compared row for row with the live tables as they were at that point.
 */
let t: TestApp;
let pool: Pool;
let store: PostgresEventStore;
let projections: Projection[];
const base = '/api/admin/projects/default/features';

/** Every read-model table's rows, in a stable order, from `schema`. */
async function tables(schema: string): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of projections.flatMap((p) => p.tables)) {
    const { rows } = await t.sql.query(`SELECT to_jsonb(x) AS row FROM ${schema}.${table} x`);
    out[table] = rows.map((r: { row: unknown }) => JSON.stringify(r.row)).sort();
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  pool = new Pool({ connectionString: t.db.url, max: 3 });
  pool.on('error', () => undefined);
  store = new PostgresEventStore(pool, t.db.url);
  projections = t.app.get<Projection[]>(PROJECTIONS);
});

afterAll(async () => {
  await store.close();
  await pool.end();
  await t.close();
});

it('rebuilds every read model as of an event id or a time into a scratch schema, leaving the live tables alone', async () => {
  const segment = await t.post('/api/admin/segments', {
    name: 'rp-seg',
    constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }],
  });
  expect(segment.status).toBe(201);
  for (let i = 0; i < 6; i += 1) {
    expect((await t.post(base, { name: `rp-${i}` })).status).toBe(201);
    expect(
      (await t.post(`${base}/rp-${i}/environments/development/strategies`, { name: 'default', segments: i % 2 ? [segment.body.id] : [] }))
        .status,
    ).toBe(200);
  }
  expect((await t.post(`${base}/rp-1/environments/development/on`)).status).toBe(200);
  const point = await t.eventCount();
  const [{ max }] = (await t.sql.query('SELECT max(position)::int AS max FROM es_events')).rows;
  const [{ at }] = (await t.sql.query('SELECT created_at AS at FROM es_events WHERE position = $1', [max])).rows;
  const then = await tables('public');

  // Later history: changes, an archive, a deleted segment, a new flag — all in a later
  // millisecond than \`at\`, since --until with a time compares at millisecond precision.
  await eventually(
    async () =>
      (
        await t.sql.query(`SELECT clock_timestamp() >= date_trunc('milliseconds', $1::timestamptz) + interval '1 millisecond' AS past`, [
          at,
        ])
      ).rows[0].past,
    {
      what: "the database clock past the point's millisecond",
    },
  );
  expect((await t.put(`${base}/rp-2`, { stale: true, description: 'later' })).status).toBe(200);
  expect((await t.delete(`${base}/rp-3`)).status).toBe(202);
  expect((await t.post(base, { name: 'rp-late' })).status).toBe(201);
  expect((await t.post(`${base}/rp-1/environments/development/off`)).status).toBe(200);
  expect(await t.eventCount()).toBeGreaterThan(point);
  const now = await tables('public');
  expect(now).not.toEqual(then);

  const byId = await replayInto(pool, store, projections, { until: await resolveUntil(pool, String(max)), schema: 'replay_test_id' });
  expect(byId.position).toBe(max);
  expect(await tables('replay_test_id')).toEqual(then);
  const info = (await t.sql.query('SELECT until_position::int AS p FROM replay_test_id.replay_info')).rows[0];
  expect(info.p).toBe(max);

  const byTime = await replayInto(pool, store, projections, {
    until: await resolveUntil(pool, new Date(at).toISOString()),
    schema: 'replay_test_time',
  });
  expect(byTime.position).toBe(max);
  expect(await tables('replay_test_time')).toEqual(then);

  // The live tables are untouched, and the API still answers from them.
  expect(await tables('public')).toEqual(now);
  expect((await t.get(`${base}/rp-late`)).status).toBe(200);
  await t.sql.query('DROP SCHEMA replay_test_id CASCADE');
  await t.sql.query('DROP SCHEMA replay_test_time CASCADE');
});

it('refuses bad bounds and schema names', async () => {
  await expect(resolveUntil(pool, 'yesterday')).rejects.toThrow('--until');
  await expect(replayInto(pool, store, projections, { until: 1, schema: 'public' })).rejects.toThrow('--schema');
  await expect(replayInto(pool, store, projections, { until: 1, schema: 'x; DROP TABLE es_events' })).rejects.toThrow('--schema');
});

it('is available to operators over HTTP (POST /api/admin/projections/replay), with clear 400s', async () => {
  const [{ max }] = (await t.sql.query('SELECT max(position)::int AS max FROM es_events')).rows;
  const live = await tables('public');
  const res = await t.post('/api/admin/projections/replay', { until: String(max), schema: 'replay_http' });
  expect(res.status).toBe(201);
  expect(res.body).toEqual(
    expect.objectContaining({
      schema: 'replay_http',
      position: max,
      query: 'SET search_path TO replay_http, public',
      drop: 'DROP SCHEMA replay_http CASCADE',
    }),
  );
  expect(await tables('replay_http')).toEqual(live);
  const onlyLog = await t.post('/api/admin/projections/replay', { until: '1', projections: ['event-log'] });
  expect(onlyLog.status).toBe(201);
  expect(onlyLog.body.schema).toBe('replay_1');
  expect(Object.keys(onlyLog.body.applied)).toEqual(['event-log']);
  expect((await t.sql.query('SELECT count(*)::int AS n FROM replay_1.rm_event_log')).rows[0].n).toBe(1);
  await t.sql.query('DROP SCHEMA replay_http CASCADE');
  await t.sql.query('DROP SCHEMA replay_1 CASCADE');

  for (const body of [
    {},
    { until: 'yesterday' },
    { until: '2026-13-45T99:00' },
    { until: '5', schema: 'public' },
    { until: '5', schema: 'Bad-Name' },
    { until: '5', schema: 'rebuild_x' },
    { until: '5', projections: ['no-such'] },
    { until: 5 },
  ]) {
    const bad = await t.post('/api/admin/projections/replay', body);
    expect({ body, status: bad.status, name: bad.body.name }).toEqual({ body, status: 400, name: expect.any(String) });
    expect(bad.body.message).toEqual(expect.any(String));
  }
  expect((await t.sql.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'replay_%'`)).rows).toEqual([]);
  expect((await t.post('/api/admin/projections/replay', { until: '1' }, { token: null })).status).toBe(401);
});

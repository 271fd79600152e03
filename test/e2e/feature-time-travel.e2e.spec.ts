import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Time travel: `GET …/features/{f}?asOf=<event id|ISO time>` answers the Feature as
 * it was then — compared here with the live answers recorded at each point — and `…/diff` lists
 * what changed between two points.
 */
let t: TestApp;
const base = '/api/admin/projects/default/features';
const head = async () => Number((await t.sql.query('SELECT max(position) AS p FROM es_events')).rows[0].p);

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

it('answers every past state exactly as the live endpoint did at that point', async () => {
  const points: { position: number; body: unknown }[] = [];
  const record = async () => {
    const live = await t.get(`${base}/travel`);
    expect(live.status).toBe(200);
    points.push({ position: await head(), body: live.body });
  };
  const beforeCreation = await head();
  expect((await t.post(base, { name: 'travel', description: 'first' })).status).toBe(201);
  await record();
  expect(
    (
      await t.post(`${base}/travel/environments/development/strategies`, {
        name: 'flexibleRollout',
        parameters: { rollout: '25', stickiness: 'default', groupId: 'travel' },
        constraints: [{ contextName: 'userId', operator: 'IN', values: ['7'] }],
      })
    ).status,
  ).toBe(200);
  expect((await t.post(`${base}/travel/environments/development/on`)).status).toBe(200);
  await record();
  expect((await t.post(base, { name: 'travel-child' })).status).toBe(201);
  expect((await t.post(`${base}/travel-child/dependencies`, { feature: 'travel' })).status).toBe(200);
  expect((await t.put(`${base}/travel`, { stale: true, description: 'second', type: 'experiment' })).status).toBe(200);
  await record();
  expect((await t.post(`${base}/travel/environments/development/off`)).status).toBe(200);
  await record();

  for (const point of points) {
    const past = await t.get(`${base}/travel?asOf=${point.position}`);
    expect(past.status).toBe(200);
    expect(past.headers['x-pennant-as-of-event']).toBe(String(point.position));
    expect(past.body).toEqual(point.body);
  }
  // Before the flag existed: 404, as for an unknown flag.
  expect((await t.get(`${base}/travel?asOf=${beforeCreation}`)).status).toBe(404);
  // After the flag was archived the past is still readable (the live GET answers 404 then).
  expect((await t.put(`${base}/travel-child`, { archived: true })).status).toBe(200);
  expect((await t.put(`${base}/travel`, { archived: true })).status).toBe(200);
  expect((await t.get(`${base}/travel`)).status).toBe(404);
  expect((await t.get(`${base}/travel?asOf=${points[1].position}`)).body).toEqual(points[1].body);
  const now = await t.get(`${base}/travel?asOf=${await head()}`);
  expect(now.body).toMatchObject({ name: 'travel', archived: true });
});

it('accepts an ISO date-time: the state after the last event created at or before it', async () => {
  expect((await t.post(base, { name: 'travel-time' })).status).toBe(201);
  const { rows } = await t.sql.query(
    `SELECT position, created_at FROM es_events WHERE type = 'feature-created' AND data->>'featureName' = 'travel-time'`,
  );
  const createdAt: Date = rows[0].created_at;
  expect((await t.put(`${base}/travel-time`, { description: 'later' })).status).toBe(200);
  const res = await t.get(`${base}/travel-time?asOf=${encodeURIComponent(createdAt.toISOString())}`);
  expect(res.status).toBe(200);
  expect(res.body.description).toBeNull();
  expect(Number(res.headers['x-pennant-as-of-event'])).toBeGreaterThanOrEqual(Number(rows[0].position));
  expect((await t.get(`${base}/travel-time`)).body.description).toBe('later');
});

it('diffs two points of a flag', async () => {
  expect((await t.post(base, { name: 'travel-diff', description: 'before' })).status).toBe(201);
  const from = await head();
  expect((await t.put(`${base}/travel-diff`, { description: 'after', stale: true })).status).toBe(200);
  const res = await t.get(`${base}/travel-diff/diff?from=${from}`);
  expect(res.status).toBe(200);
  expect(res.body.from.eventId).toBe(from);
  expect(res.body.to.eventId).toBe(await head());
  expect(res.body.changes).toEqual([
    { path: '/description', from: 'before', to: 'after' },
    { path: '/stale', from: false, to: true },
  ]);
});

it('refuses malformed points with 400 and unknown flags with 404', async () => {
  for (const bad of ['0', '-1', 'yesterday', '2026-02-31', '1e3', '12abc']) {
    const res = await t.get(`${base}/travel-time?asOf=${encodeURIComponent(bad)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ name: 'BadDataError', details: [expect.objectContaining({ path: 'query.asOf' })] });
  }
  expect((await t.get(`${base}/travel-time?asOf=1&asOf=2`)).status).toBe(400);
  expect((await t.get(`${base}/no-such-flag?asOf=1`)).status).toBe(404);
  expect((await t.get(`${base}/no-such-flag/diff?from=1`)).status).toBe(404);
  expect((await t.get(`${base}/travel-time/diff`)).status).toBe(400);
});

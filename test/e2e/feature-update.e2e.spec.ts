import { GetFeatureHandler } from '../../libs/features/src/queries/get-feature/get-feature.handler';
import { createTestApp, type TestApp } from '../support/test-app';

const base = '/api/admin/projects/default/features';

describe('PUT /api/admin/projects/{projectId}/features/{featureName}', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function createFlag(name: string, body: Record<string, unknown> = {}) {
    const res = await t.post(base, { name, ...body });
    expect(res.status).toBe(201);
    return res;
  }

  it('creates a flag (201, Unleash row) connected to the project environments', async () => {
    const res = await createFlag('create-me', { description: 'd', type: 'kill-switch' });
    expect(res.body).toEqual({
      name: 'create-me',
      description: 'd',
      type: 'kill-switch',
      project: 'default',
      stale: false,
      createdAt: expect.any(String),
      lastSeenAt: null,
      impressionData: false,
      archivedAt: null,
      archived: false,
    });
    const get = await t.get(`${base}/create-me`);
    expect(get.status).toBe(200);
    expect(get.body.environments.map((e: { name: string; enabled: boolean }) => [e.name, e.enabled])).toEqual([
      ['development', false],
      ['production', false],
    ]);
  });

  it('refuses a duplicate name with 409 NameExistsError and a bad name with 400', async () => {
    await createFlag('dup');
    const dup = await t.post(base, { name: 'dup' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      id: expect.any(String),
      name: 'NameExistsError',
      message: expect.stringContaining('dup'),
      details: [{ message: expect.stringContaining('dup') }],
    });
    const bad = await t.post(base, { name: 'not url safe' });
    expect(bad.status).toBe(400);
    expect(bad.body.name).toBe('BadDataError');
    expect(bad.body.details[0].path).toBe('body.name');
    const noProject = await t.post('/api/admin/projects/nope/features', { name: 'x1' });
    expect(noProject.status).toBe(404);
  });

  it('updates only the fields given and answers with the spec Feature object', async () => {
    await createFlag('partial', { description: 'keep me', impressionData: true });
    const res = await t.put(`${base}/partial`, { stale: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'partial',
      description: 'keep me',
      type: 'release',
      stale: true,
      impressionData: true,
      archived: false,
      project: 'default',
      enabled: false,
      favorite: false,
      lifecycle: { stage: 'initial', enteredStageAt: expect.any(String) },
      createdBy: { id: -42, name: 'Unleash Admin Token User', imageUrl: expect.any(String) },
      environments: expect.any(Array),
      variants: [],
      strategies: [],
      tags: [],
      children: [],
      dependencies: [],
      collaborators: { users: [] },
    });
    const cleared = await t.put(`${base}/partial`, { description: null, type: 'operational' });
    expect(cleared.body).toMatchObject({ description: null, type: 'operational', stale: true, impressionData: true });
  });

  it('records one event per real change and none for a no-op', async () => {
    await createFlag('events');
    await t.put(`${base}/events`, { description: 'x', type: 'experiment', stale: true });
    const before = await t.eventCount();
    const noop = await t.put(`${base}/events`, { description: 'x', stale: true });
    expect(noop.status).toBe(200);
    expect(await t.eventCount()).toBe(before);
    const log = await t.get('/api/admin/events/events');
    expect(log.body.events.map((e: { type: string }) => e.type)).toEqual([
      'feature-stale-on',
      'feature-type-updated',
      'feature-metadata-updated',
      'feature-created',
    ]);
    const meta = log.body.events[2];
    expect(meta).toMatchObject({ createdBy: 'admin', createdByUserId: -42, project: 'default', featureName: 'events', environment: null });
    expect(meta.data.description).toBe('x');
    expect(meta.preData.description).toBeNull();
  });

  it('archives for real with archived: true and revives with archived: false', async () => {
    await createFlag('to-archive');
    const res = await t.put(`${base}/to-archive`, { archived: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ archived: true, archivedAt: expect.any(String), lifecycle: { stage: 'archived' } });
    expect((await t.get(`${base}/to-archive`)).status).toBe(404);
    const revived = await t.put(`${base}/to-archive`, { archived: false });
    expect(revived.body).toMatchObject({ archived: false, archivedAt: null, lifecycle: { stage: 'initial' } });
  });

  it('answers concurrent PUTs with the flag as the query side reads it once the write is applied, equal to a later GET, with shared reads', async () => {
    const { stats } = t.app.get(GetFeatureHandler);
    const names = ['built-a', 'built-b', 'built-c', 'built-d'];
    for (const name of names) await createFlag(name);
    const before = { ...stats };
    const puts = await Promise.all(
      names.flatMap((name) =>
        [1, 2, 3].map((round) =>
          t.put(`${base}/${name}`, { description: `${name} ${round}`, stale: round % 2 === 1 }).then((res) => ({ name, round, res })),
        ),
      ),
    );
    for (const { res } of puts) expect(res.status).toBe(200);
    // Each response shows its own write or a later one of the same flag (log order), never an earlier state.
    for (const name of names) {
      const log = await t.get(`/api/admin/events/${name}`);
      const written = (log.body.events as { type: string; data: { description: string } }[])
        .filter((e) => e.type === 'feature-metadata-updated')
        .map((e) => e.data.description)
        .reverse();
      expect(written).toHaveLength(3);
      for (const { round, res } of puts.filter((p) => p.name === name)) {
        expect(res.body.name).toBe(name);
        expect(written.indexOf(res.body.description)).toBeGreaterThanOrEqual(written.indexOf(`${name} ${round}`));
      }
    }
    // The answers released together (by the batch that applied their events) were read together.
    expect(stats.flags - before.flags).toBe(puts.length);
    expect(stats.statements - before.statements).toBeLessThan(puts.length);
    // The answer is the Feature object a GET gives (the same query code).
    for (const name of names) {
      const put = await t.put(`${base}/${name}`, { description: `${name} final` });
      const get = await t.get(`${base}/${name}`);
      expect(put.body).toEqual(get.body);
    }
    // A no-op appends nothing, and is answered the same way.
    const noop = await t.put(`${base}/built-a`, { description: 'built-a final' });
    expect(noop.body.description).toBe('built-a final');
    expect(noop.headers['pennant-last-event-id']).toBeUndefined();
  });

  it("names the write's last event in Pennant-Last-Event-Id, from its receipt", async () => {
    await createFlag('receipt-header');
    const res = await t.put(`${base}/receipt-header`, { description: 'with a receipt', stale: true });
    expect(res.status).toBe(200);
    const { rows } = await t.sql.query<{ position: string; type: string }>(
      `SELECT position, type FROM es_events WHERE stream_id = 'feature-receipt-header' ORDER BY position DESC LIMIT 2`,
    );
    expect(rows.map((r) => r.type).sort()).toEqual(['feature-metadata-updated', 'feature-stale-on']);
    expect(res.headers['pennant-last-event-id']).toBe(rows[0].position);
    expect(res.headers['pennant-consistency']).toBeUndefined();
  });

  it('answers a write without a body with an empty body: the receipt becomes the header, never the answer', async () => {
    await createFlag('receipt-no-body');
    const res = await t.delete(`${base}/receipt-no-body`);
    expect(res.status).toBe(202);
    expect(res.body).toBeUndefined(); // no body at all (the test client parses an empty one to undefined)
    expect(res.headers['content-length']).toBe('0');
    const { rows } = await t.sql.query<{ position: string }>(
      `SELECT position FROM es_events WHERE stream_id = 'feature-receipt-no-body' AND type = 'feature-archived'`,
    );
    expect(res.headers['pennant-last-event-id']).toBe(rows[0].position);
  });

  it('answers 404 for an unknown flag or a flag of another project, and changes nothing', async () => {
    await createFlag('mine');
    const before = await t.eventCount();
    const unknown = await t.put(`${base}/nobody`, { stale: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      id: expect.any(String),
      name: 'NotFoundError',
      message: expect.any(String),
      details: [{ message: expect.any(String) }],
    });
    const other = await t.put('/api/admin/projects/other/features/mine', { stale: true });
    expect(other.status).toBe(404);
    expect(await t.eventCount()).toBe(before);
  });

  it('answers 401 without or with a wrong token, 415 for a non-JSON body, 400 for bad JSON or types', async () => {
    await createFlag('guarded');
    const before = await t.eventCount();
    const none = await t.put(`${base}/guarded`, { stale: true }, { token: null });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      id: expect.any(String),
      name: 'AuthenticationRequired',
      message: expect.any(String),
      details: [{ message: expect.any(String) }],
    });
    const wrong = await t.put(`${base}/guarded`, { stale: true }, { token: '*:*.wrong-wrong-wrong' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.name).toBe('AuthenticationRequired');
    const bearer = await t.put(`${base}/guarded`, { description: 'bearer' }, { token: 'Bearer *:*.e2e-admin-secret-0123456789abcdef' });
    expect(bearer.status).toBe(200);
    const text = await t.put(`${base}/guarded`, undefined, { raw: 'stale=true', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.body.name).toBe('ContentTypeError');
    const noType = await t.put(`${base}/guarded`, undefined, { raw: '{"stale":true}' });
    expect(noType.status).toBe(415);
    const malformed = await t.put(`${base}/guarded`, undefined, { raw: '{"stale":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      id: expect.any(String),
      name: 'BadDataError',
      message: expect.any(String),
      details: [{ message: expect.any(String) }],
    });
    const badType = await t.put(`${base}/guarded`, { type: 'nonsense', stale: 'yes' });
    expect(badType.status).toBe(400);
    expect(badType.body.details.map((d: { path: string }) => d.path)).toEqual(['body.type', 'body.stale']);
    const rename = await t.put(`${base}/guarded`, { name: 'other-name' });
    expect(rename.status).toBe(400);
    const array = await t.put(`${base}/guarded`, [1, 2]);
    expect(array.status).toBe(400);
    expect(await t.eventCount()).toBe(before + 1);
  });

  it('rejects oversize bodies with 413', async () => {
    await createFlag('big');
    const res = await t.put(`${base}/big`, { description: 'x'.repeat(200 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.name).toBe('PayloadTooLargeError');
  });
});

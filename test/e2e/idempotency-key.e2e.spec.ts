import { createHash, randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { newWriteId } from '@pennant/event-store';
import { eventually } from '../support/eventually';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';

// Idempotency-Key on writes (ADR 0032): a retry of the same request with
// the same key and credential gets the first answer (status and body) instead of acting twice;
// the key on another request is 422; while the first runs, 409 with Retry-After; keys are per
// credential and kept IDEMPOTENCY_KEY_TTL_HOURS. Records left pending by a process that died are
// resolved from the log by their planned event ids.

const base = '/api/admin/projects/default/features';
const OTHER_TOKEN = '*:*.e2e-second-admin-secret-fedcba9876543210';
const APPEND_LOCK = 72616001;

describe('Idempotency-Key', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ INIT_ADMIN_API_TOKENS: `${ADMIN_TOKEN},${OTHER_TOKEN}` });
  });
  afterAll(() => t.close());

  const key = () => `k-${randomUUID()}`;
  const created = async (name: string) =>
    Number(
      (await t.sql.query(`SELECT count(*) FROM es_events WHERE type = 'feature-created' AND data->>'featureName' = $1`, [name])).rows[0]
        .count,
    );
  const errorBody = (name: string) => ({
    id: expect.any(String),
    name,
    message: expect.any(String),
    details: [{ message: expect.any(String) }],
  });

  it('replays the first answer to a retry, and the write happens once', async () => {
    const headers = { 'idempotency-key': key() };
    const first = await t.post(base, { name: 'idem-create', description: 'once' }, { headers });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await t.post(base, { name: 'idem-create', description: 'once' }, { headers });
    expect({
      status: again.status,
      body: again.body,
      type: again.headers['content-type'],
      replayed: again.headers['idempotent-replayed'],
    }).toEqual({
      status: 201,
      body: first.body,
      type: first.headers['content-type'],
      replayed: 'true',
    });
    expect(await created('idem-create')).toBe(1);
    // Without the key the same request acts (and is refused: the flag exists).
    expect((await t.post(base, { name: 'idem-create', description: 'once' })).status).toBe(409);
  });

  it('refuses the same key on a different request with 422', async () => {
    const headers = { 'idempotency-key': key() };
    expect((await t.post(base, { name: 'idem-a' }, { headers })).status).toBe(201);
    const otherBody = await t.post(base, { name: 'idem-b' }, { headers });
    expect({ status: otherBody.status, body: otherBody.body }).toEqual({ status: 422, body: errorBody('IdempotencyKeyReusedError') });
    const otherPath = await t.put(`${base}/idem-a`, { description: 'x' }, { headers });
    expect(otherPath.status).toBe(422);
    expect(await created('idem-b')).toBe(0);
  });

  it('scopes keys per credential', async () => {
    const k = key();
    expect((await t.post(base, { name: 'idem-scope-1' }, { headers: { 'idempotency-key': k } })).status).toBe(201);
    // Another token may use the same key for its own request.
    const other = await t.post(base, { name: 'idem-scope-2' }, { token: OTHER_TOKEN, headers: { 'idempotency-key': k } });
    expect(other.status).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays refusals that would repeat (404) but lets conflicts (409) run again', async () => {
    const notFound = { 'idempotency-key': key() };
    const first = await t.post('/api/admin/projects/no-such-project/features', { name: 'idem-404' }, { headers: notFound });
    expect(first.status).toBe(404);
    const again = await t.post('/api/admin/projects/no-such-project/features', { name: 'idem-404' }, { headers: notFound });
    expect({ status: again.status, body: again.body, replayed: again.headers['idempotent-replayed'] }).toEqual({
      status: 404,
      body: first.body,
      replayed: 'true',
    });

    expect((await t.post(base, { name: 'idem-dup' })).status).toBe(201);
    const conflict = { 'idempotency-key': key() };
    expect((await t.post(base, { name: 'idem-dup' }, { headers: conflict })).status).toBe(409);
    const retried = await t.post(base, { name: 'idem-dup' }, { headers: conflict });
    expect({ status: retried.status, replayed: retried.headers['idempotent-replayed'] }).toEqual({ status: 409, replayed: undefined });
  });

  it('answers 409 with Retry-After while the first request with the key still runs', async () => {
    const headers = { 'idempotency-key': key() };
    const lock: PoolClient = await t.sql.connect();
    await lock.query('BEGIN');
    await lock.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
    let first: Promise<{ status: number; body: unknown }>;
    try {
      first = t.post(base, { name: 'idem-running' }, { headers });
      await eventually(
        async () =>
          (
            await t.sql.query(
              `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%es_append_group%'`,
            )
          ).rowCount === 1,
        { timeoutMs: 10_000 },
      );
      const during = await t.post(base, { name: 'idem-running' }, { headers });
      expect({ status: during.status, body: during.body }).toEqual({ status: 409, body: errorBody('IdempotencyKeyInUseError') });
      expect(Number(during.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await lock.query('COMMIT');
      lock.release();
    }
    const answer = await first;
    expect(answer.status).toBe(201);
    const after = await t.post(base, { name: 'idem-running' }, { headers });
    expect({ status: after.status, body: after.body }).toEqual({ status: 201, body: answer.body });
    expect(await created('idem-running')).toBe(1);
  });

  it('refuses a malformed key with 400 and writes nothing', async () => {
    const res = await t.post(base, { name: 'idem-bad-key' }, { headers: { 'idempotency-key': 'has spaces in it' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ...errorBody('BadDataError'), details: [{ path: 'header.idempotency-key', message: expect.any(String) }] });
    expect(await created('idem-bad-key')).toBe(0);
  });

  it('keeps nothing for requests without a key, and forgets keys after the window', async () => {
    const before = Number((await t.sql.query('SELECT count(*) FROM http_idempotency')).rows[0].count);
    expect((await t.post(base, { name: 'idem-none' })).status).toBe(201);
    expect(Number((await t.sql.query('SELECT count(*) FROM http_idempotency')).rows[0].count)).toBe(before);

    const k = key();
    expect((await t.post(base, { name: 'idem-old-1' }, { headers: { 'idempotency-key': k } })).status).toBe(201);
    await t.sql.query(`UPDATE http_idempotency SET created_at = now() - interval '25 hours' WHERE key = $1`, [k]);
    // Past the 24 h window the key is free again: a new request with it runs.
    const reused = await t.post(base, { name: 'idem-old-2' }, { headers: { 'idempotency-key': k } });
    expect(reused.status).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
  });

  describe('a record left pending by a process that died', () => {
    const path = base;
    const fingerprint = (body: unknown) =>
      createHash('sha256')
        .update(`POST ${path}\n${JSON.stringify(body)}`)
        .digest('hex');
    const scope = `token:${createHash('sha256').update(ADMIN_TOKEN).digest('hex')}`;

    /** A record as a process that died while running the request left it: pending, its lease over, naming the request's write id. */
    async function leftPending(k: string, body: unknown, writeId: string): Promise<void> {
      await t.sql.query(
        `INSERT INTO http_idempotency (scope, key, fingerprint, owner, lease_until, write_id) VALUES ($1, $2, $3, 'a-dead-process', now() - interval '1 second', $4)`,
        [scope, k, fingerprint(body), writeId],
      );
    }

    it('whose events are in the log: answers that it was applied (not again), the same way each time', async () => {
      // The first run appended its event (with an id of its write) and then its process died before the answer was stored.
      const first = key();
      expect((await t.post(base, { name: 'idem-crashed' }, { headers: { 'idempotency-key': first } })).status).toBe(201);
      const { write_id: writeId } = (await t.sql.query(`SELECT write_id FROM http_idempotency WHERE key = $1`, [first])).rows[0];
      const logged = (await t.sql.query(`SELECT event_id, position FROM es_events WHERE data->>'featureName' = 'idem-crashed'`)).rows[0];
      expect(logged.event_id.replace(/-/g, '').startsWith(writeId)).toBe(true);
      const k = key();
      const body = { name: 'idem-crashed' };
      await leftPending(k, body, writeId);
      const res = await t.post(path, body, { headers: { 'idempotency-key': k } });
      expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: errorBody('RequestAlreadyAppliedError') });
      expect(res.body.message).toContain(`event ${logged.position}`);
      const again = await t.post(path, body, { headers: { 'idempotency-key': k } });
      expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: res.body });
      expect(await created('idem-crashed')).toBe(1);
    });

    it('whose events never reached the log: runs the request', async () => {
      const k = key();
      const body = { name: 'idem-never-committed' };
      await leftPending(k, body, newWriteId());
      const res = await t.post(path, body, { headers: { 'idempotency-key': k } });
      expect(res.status).toBe(201);
      expect(await created('idem-never-committed')).toBe(1);
    });

    it('still within its lease (another node may be running it): 409 in use', async () => {
      const k = key();
      const body = { name: 'idem-leased' };
      await t.sql.query(
        `INSERT INTO http_idempotency (scope, key, fingerprint, owner, lease_until) VALUES ($1, $2, $3, 'another-node', now() + interval '5 seconds')`,
        [scope, k, fingerprint(body)],
      );
      const res = await t.post(path, body, { headers: { 'idempotency-key': k } });
      expect(res.status).toBe(409);
      expect(res.body.name).toBe('IdempotencyKeyInUseError');
    });
  });
});

import type { PoolClient } from 'pg';
import { Pool } from 'pg';
import { freePort } from '../../libs/platform/src/database/free-port';
import { eventually } from '../support/eventually';
import type { ServiceProcess } from '../support/service-process';
import { requestJson as httpRequest, startServiceOn, stopService, type HttpAnswer } from '../support/service-on-database';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Fault test (ADR 0032): the process dies (kill -9) while writes sent
// with an Idempotency-Key are in flight, and the client retries them with the same key after the
// restart. (a) One was committed and then waited for its read models when the process died: its
// answer was never stored, and the retry must not apply it again — it answers 409
// RequestAlreadyAppliedError naming its events, the same way on every retry. (b) One was waiting
// for the append lock, uncommitted: its PostgreSQL session notices the dead client and ends
// without committing (client_connection_check_interval), and the retry runs it, once.

const base = '/api/admin/projects/default/features';
const dev = (flag: string) => `${base}/${flag}/environments/development/strategies`;
const APPEND_LOCK = 72616001;

describe('fault: kill -9 with Idempotency-Key writes in flight', () => {
  let db: TestDatabase;
  let sql: Pool;
  let port: number;
  let service: ServiceProcess | null = null;

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = new Pool({ connectionString: db.url, max: 4 });
    sql.on('error', () => undefined);
    port = await freePort();
  });
  afterAll(async () => {
    if (service) await stopService(service, 'SIGKILL');
    await sql?.end();
    await db?.drop();
  });

  const strategyEvents = async (flag: string) =>
    Number(
      (await sql.query(`SELECT count(*) FROM es_events WHERE type = 'feature-strategy-add' AND data->>'featureName' = $1`, [flag])).rows[0]
        .count,
    );
  const waitingAppends = async () =>
    (
      await sql.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%es_append_group%' AND state <> 'idle' AND pid <> pg_backend_pid()`,
      )
    ).rowCount;

  async function begin(lock: (client: PoolClient) => Promise<unknown>): Promise<PoolClient> {
    const client = await sql.connect();
    await client.query('BEGIN');
    await lock(client);
    return client;
  }

  it('answers a committed write whose answer was lost as applied, and runs an uncommitted one once', async () => {
    service = await startServiceOn(db.url, port, { CONSISTENCY_TIMEOUT_MS: '60000' });
    for (const name of ['crash-a', 'crash-b']) expect((await httpRequest(port, 'POST', base, { name })).status).toBe(201);
    const a = { 'idempotency-key': 'crash-a-key' };
    const b = { 'idempotency-key': 'crash-b-key' };

    // (a) commits, then waits for the feature view, which cannot write its strategies table.
    const tableLock = await begin((c) => c.query('LOCK TABLE rm_feature_strategies IN EXCLUSIVE MODE'));
    const lostA = httpRequest(port, 'POST', dev('crash-a'), { name: 'default' }, a).catch(() => 'no answer');
    await eventually(async () => (await strategyEvents('crash-a')) === 1, { timeoutMs: 30_000, what: 'the strategy add of (a) committed' });
    // (b) waits for the append lock inside its statement, uncommitted.
    const appendLock = await begin((c) => c.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]));
    const lostB = httpRequest(port, 'POST', dev('crash-b'), { name: 'default' }, b).catch(() => 'no answer');
    await eventually(async () => (await waitingAppends()) === 1, { timeoutMs: 30_000, what: 'the append of (b) waiting for the lock' });

    await stopService(service, 'SIGKILL');
    service = null;
    expect([await lostA, await lostB]).toEqual(['no answer', 'no answer']);
    // The session of (b) ends on its own once its client is gone, before the lock it waits for is free.
    await eventually(async () => (await waitingAppends()) === 0, { timeoutMs: 10_000, what: 'the session of (b) ended with its client' });
    await appendLock.query('COMMIT');
    appendLock.release();
    await tableLock.query('COMMIT');
    tableLock.release();
    expect(await strategyEvents('crash-b')).toBe(0);
    // Both records were left pending, each naming its request's write id (ADR 0060): the log holds the event of (a), none of (b).
    const pending = await sql.query(
      `SELECT key, state, (SELECT count(*)::int FROM es_events
                            WHERE event_id BETWEEN (left(write_id, 8) || '-' || substr(write_id, 9, 4) || '-' || substr(write_id, 13, 4) || '-8000-000000000000')::uuid
                                               AND (left(write_id, 8) || '-' || substr(write_id, 9, 4) || '-' || substr(write_id, 13, 4) || '-bfff-ffffffffffff')::uuid) AS logged
         FROM http_idempotency WHERE write_id IS NOT NULL ORDER BY key`,
    );
    expect(pending.rows).toEqual([
      { key: 'crash-a-key', state: 'pending', logged: 1 },
      { key: 'crash-b-key', state: 'pending', logged: 0 },
    ]);

    service = await startServiceOn(db.url, port);
    // Until the dead owner's lease lapses (≤ 10 s) the keys are "in use".
    let retryA: HttpAnswer = { status: 0, headers: new Headers(), body: null };
    await eventually(
      async () => {
        retryA = await httpRequest(port, 'POST', dev('crash-a'), { name: 'default' }, a);
        return !(retryA.status === 409 && (retryA.body as { name: string }).name === 'IdempotencyKeyInUseError');
      },
      { timeoutMs: 30_000, intervalMs: 500, what: "the dead process's lease on the key to lapse" },
    );
    const position = Number(
      (await sql.query(`SELECT position FROM es_events WHERE type = 'feature-strategy-add' AND data->>'featureName' = 'crash-a'`)).rows[0]
        .position,
    );
    expect({ status: retryA.status, name: (retryA.body as { name: string }).name }).toEqual({
      status: 409,
      name: 'RequestAlreadyAppliedError',
    });
    expect((retryA.body as { message: string }).message).toContain(`event ${position}`);
    const again = await httpRequest(port, 'POST', dev('crash-a'), { name: 'default' }, a);
    expect({ status: again.status, body: again.body, replayed: again.headers.get('idempotent-replayed') }).toEqual({
      status: 409,
      body: retryA.body,
      replayed: 'true',
    });
    expect(await strategyEvents('crash-a')).toBe(1);

    const retryB = await httpRequest(port, 'POST', dev('crash-b'), { name: 'default' }, b);
    expect(retryB.status).toBe(200);
    expect(await strategyEvents('crash-b')).toBe(1);
    const listed = await httpRequest(port, 'GET', dev('crash-b'));
    expect((listed.body as unknown[]).length).toBe(1);
  }, 180_000);
});

import type { PoolClient } from 'pg';
import { EVENT_STORE, PostgresEventStore } from '@pennant/event-store';
import { eventually } from '../support/eventually';
import { createTestApp, type TestApp } from '../support/test-app';

// Fault test: the database connection of an append is killed between
// its commit and its answer (`pg_terminate_backend` of the append's session, through the store's
// fault seam, right after the statement returned). Before, the write answered 503 "Retry
// shortly" although it was committed, and retrying a strategy add as advised created a second
// strategy. Now the store learns from the log that the events are there and the write answers
// 2xx with its normal body; with an Idempotency-Key a retry gets that same answer again.

const base = '/api/admin/projects/default/features';
const dev = (flag: string) => `${base}/${flag}/environments/development`;
const APPEND_LOCK = 72616001;

describe('fault: connection lost between commit and answer', () => {
  let t: TestApp;
  let store: PostgresEventStore;

  beforeAll(async () => {
    t = await createTestApp({ CONSISTENCY_TIMEOUT_MS: '3000' });
    store = t.app.get(EVENT_STORE);
    expect(store).toBeInstanceOf(PostgresEventStore);
  });
  afterEach(() => {
    store.faults = null;
  });
  afterAll(() => t.close());

  /** The next append's session is terminated right after its commit, before the answer is read. */
  function killNextAppendAfterCommit(): { killed: () => number } {
    let killed = 0;
    store.faults = {
      afterCommit: async (pid) => {
        if (killed > 0) return;
        killed += 1;
        await t.sql.query('SELECT pg_terminate_backend($1)', [pid]);
        throw new Error('Connection terminated unexpectedly');
      },
    };
    return { killed: () => killed };
  }

  async function strategies(flag: string): Promise<{ id: string; name: string }[]> {
    return (await t.get(`${dev(flag)}/strategies`)).body;
  }

  async function strategyEvents(flag: string): Promise<number> {
    const { rows } = await t.sql.query(
      `SELECT count(*)::int AS n FROM es_events WHERE type = 'feature-strategy-add' AND data->>'featureName' = $1`,
      [flag],
    );
    return rows[0].n;
  }

  it('answers a strategy add committed before its connection died with 200 and the strategy, and writes it once', async () => {
    expect((await t.post(base, { name: 'lost-strategy' })).status).toBe(201);
    const fault = killNextAppendAfterCommit();
    const res = await t.post(`${dev('lost-strategy')}/strategies`, { name: 'default' });
    expect(fault.killed()).toBe(1);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ id: expect.any(String), name: 'default', featureName: 'lost-strategy' }));
    expect(await strategyEvents('lost-strategy')).toBe(1);
    // Read-your-writes holds for it too.
    expect((await strategies('lost-strategy')).map((s) => s.id)).toEqual([res.body.id]);
  });

  it('answers a flag create whose connection died after the commit with 201, and the flag is there', async () => {
    killNextAppendAfterCommit();
    const res = await t.post(base, { name: 'lost-create' });
    expect(res.status).toBe(201);
    expect((await t.get(`${base}/lost-create`)).status).toBe(200);
  });

  it('with an Idempotency-Key, the retry of a write whose answer was lost gets the first answer, not a second strategy', async () => {
    expect((await t.post(base, { name: 'keyed-strategy' })).status).toBe(201);
    const headers = { 'idempotency-key': 'add-strategy-7f3a' };
    killNextAppendAfterCommit();
    const first = await t.post(`${dev('keyed-strategy')}/strategies`, { name: 'default' }, { headers });
    expect(first.status).toBe(200);
    // The client never saw that answer (say its own connection dropped) and retries as advised.
    const retry = await t.post(`${dev('keyed-strategy')}/strategies`, { name: 'default' }, { headers });
    expect({ status: retry.status, body: retry.body, replayed: retry.headers['idempotent-replayed'] }).toEqual({
      status: 200,
      body: first.body,
      replayed: 'true',
    });
    expect(await strategyEvents('keyed-strategy')).toBe(1);
    expect((await strategies('keyed-strategy')).length).toBe(1);
  });

  it('sends again (once) an append whose session died before its commit, and the write succeeds once', async () => {
    expect((await t.post(base, { name: 'killed-before-commit' })).status).toBe(201);
    // Holding the append lock keeps the append's session waiting inside its statement, uncommitted.
    const lock: PoolClient = await t.sql.connect();
    await lock.query('BEGIN');
    await lock.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
    const waiting = async () =>
      (
        await t.sql.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%es_append_group%'`,
        )
      ).rows.map((r) => r.pid);
    try {
      const answer = t.post(`${dev('killed-before-commit')}/strategies`, { name: 'default' });
      await eventually(async () => (await waiting()).length === 1, { timeoutMs: 10_000 });
      const [victim] = await waiting();
      await t.sql.query('SELECT pg_terminate_backend($1)', [victim]);
      await eventually(
        async () => {
          const pids = await waiting();
          return pids.length === 1 && pids[0] !== victim;
        },
        { timeoutMs: 10_000, what: 'the append sent again' },
      );
      await lock.query('COMMIT');
      const res = await answer;
      expect(res.status).toBe(200);
    } finally {
      await lock.query('ROLLBACK').catch(() => undefined);
      lock.release();
    }
    expect(await strategyEvents('killed-before-commit')).toBe(1);
  });
});

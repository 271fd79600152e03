import { Pool, type PoolClient } from 'pg';
import { eventually } from '../../../../test/support/eventually';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { OutcomeUnknownError } from '../event-store.errors';
import { newWriteId, writeIdRange } from '../event-ids';
import { PostgresEventStore } from './postgres-event-store';

// Appends whose connection is lost (ADR 0032): the outcome is learned from the log by the events'
// uuids once the lost session is over — committed appends are answered as such, appends that
// never committed are sent again (once), and an unreachable database past the bound gives
// OutcomeUnknownError, never a "retry" for something that happened.

const APPEND_LOCK = 72616001;
const metadata = { actor: { id: 1, name: 'u', kind: 'user' as const }, correlationId: 'c', causationId: null, schemaVersion: 1 as const };
const ev = (featureName: string) => ({ type: 'feature-stale-on' as const, data: { project: 'p', featureName } });

describe('PostgreSQL event store: appends whose connection is lost', () => {
  let db: TestDatabase;
  let pool: Pool;
  let sql: Pool;
  let sut: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 4, connectionTimeoutMillis: 1000 });
    pool.on('error', () => undefined);
    sql = new Pool({ connectionString: db.url, max: 3 });
    sql.on('error', () => undefined); // its idle sessions are cut by the unreachable-database test
    sut = new PostgresEventStore(pool, db.url, { outcomeTimeoutMs: 5000 });
  });
  afterEach(() => {
    sut.faults = null;
  });
  afterAll(async () => {
    await sut.close();
    await pool.end();
    await sql.end();
    await db.drop();
  });

  const inLog = async (stream: string) =>
    Number((await sql.query('SELECT count(*) AS n FROM es_events WHERE stream_id = $1', [stream])).rows[0].n);

  /** Kills the append's session after its commit, before its answer is read (once). */
  function loseConnectionAfterCommit(onCall = 1): void {
    let calls = 0;
    sut.faults = {
      afterCommit: async (pid) => {
        calls += 1;
        if (calls !== onCall) return;
        await sql.query('SELECT pg_terminate_backend($1)', [pid]);
        throw new Error('Connection terminated unexpectedly');
      },
    };
  }

  async function holdAppendLock(): Promise<PoolClient> {
    const client = await sql.connect();
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
    return client;
  }

  /** Backends of the store blocked on the append lock. */
  async function waitingAppends(): Promise<number[]> {
    const { rows } = await sql.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%es_append_group%'`,
    );
    return rows.map((r) => r.pid);
  }

  const until = (check: () => Promise<boolean>) => eventually(check, { timeoutMs: 10_000 });

  it('answers an append committed before its connection died as committed, with its positions and versions', async () => {
    loseConnectionAfterCommit();
    const result = await sut.append([{ streamId: 'lost-1', expectedVersion: 'no-stream', events: [ev('a'), ev('a')] }], metadata);
    const stored = await sut.readStream('lost-1');
    expect(stored.map((e) => e.streamVersion)).toEqual([1, 2]);
    expect(result).toEqual({
      events: stored.map((e) => ({
        eventId: e.eventId,
        type: e.type,
        streamId: 'lost-1',
        streamVersion: e.streamVersion,
        position: e.position,
      })),
      lastPosition: stored[1].position,
      versions: { 'lost-1': 2 },
    });
    // Not sent twice: the same stream append again would conflict, and nothing else is there.
    expect(await inLog('lost-1')).toBe(2);
  });

  it('resolves every append of a group lost after its commit', async () => {
    const lock = await holdAppendLock();
    const first = sut.append([{ streamId: 'lost-g0', expectedVersion: 'no-stream', events: [ev('g0')] }], metadata);
    await until(async () => (await waitingAppends()).length === 1);
    // These wait for the first and then go together: that group call (the second) loses its connection.
    const grouped = [1, 2, 3].map((i) =>
      sut.append([{ streamId: `lost-g${i}`, expectedVersion: 'no-stream', events: [ev(`g${i}`)] }], metadata),
    );
    loseConnectionAfterCommit(2);
    await lock.query('COMMIT');
    lock.release();
    const results = await Promise.all([first, ...grouped]);
    for (const [i, r] of results.entries()) {
      const stored = await sut.readStream(`lost-g${i}`);
      expect(stored).toHaveLength(1);
      expect(r).toEqual({
        events: [
          { eventId: stored[0].eventId, type: 'feature-stale-on', streamId: `lost-g${i}`, streamVersion: 1, position: stored[0].position },
        ],
        lastPosition: stored[0].position,
        versions: { [`lost-g${i}`]: 1 },
      });
    }
  });

  it('sends again an append whose session was terminated before it committed, and writes it once', async () => {
    const lock = await holdAppendLock();
    const appending = sut.append([{ streamId: 'lost-2', expectedVersion: 'no-stream', events: [ev('b')] }], metadata);
    await until(async () => (await waitingAppends()).length === 1);
    const [victim] = await waitingAppends();
    await sql.query('SELECT pg_terminate_backend($1)', [victim]);
    // Found absent from the log, the append goes again and waits for the lock once more.
    await until(async () => {
      const pids = await waitingAppends();
      return pids.length === 1 && pids[0] !== victim;
    });
    expect(await inLog('lost-2')).toBe(0);
    await lock.query('COMMIT');
    lock.release();
    const result = await appending;
    expect(await inLog('lost-2')).toBe(1);
    expect(result.versions).toEqual({ 'lost-2': 1 });
  });

  it('reports OutcomeUnknownError, not a failure, when the database stays unreachable past the bound', async () => {
    const admin = new Pool({ connectionString: db.url.replace(/\/[^/]+$/, '/postgres'), max: 1 });
    const short = new PostgresEventStore(pool, db.url, { outcomeTimeoutMs: 600 });
    short.faults = {
      afterCommit: async (pid) => {
        // No new session may start in this database until the bound has passed.
        await admin.query(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS false`);
        await sql.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
        await sql.query('SELECT pg_terminate_backend($1)', [pid]);
        throw new Error('Connection terminated unexpectedly');
      },
    };
    try {
      await expect(
        short.append([{ streamId: 'lost-3', expectedVersion: 'no-stream', events: [ev('c')] }], metadata),
      ).rejects.toBeInstanceOf(OutcomeUnknownError);
    } finally {
      await admin.query(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS true`);
      await admin.end();
      await short.close();
    }
    // It had committed: "unknown" was the honest answer, "retry" would have written it twice.
    expect(await inLog('lost-3')).toBe(1);
  });

  it("gives a write's events ids in its range, so that the log can say what one write appended", async () => {
    const writeId = newWriteId();
    const other = newWriteId();
    await sut.append([{ streamId: 'lost-4', expectedVersion: 'no-stream', events: [ev('d'), ev('d')] }], metadata, { writeId });
    await sut.append([{ streamId: 'lost-5', expectedVersion: 'no-stream', events: [ev('e')] }], metadata, { writeId: other });
    await sut.append([{ streamId: 'lost-6', expectedVersion: 'no-stream', events: [ev('f')] }], metadata);
    const ofWrite = async (id: string) => {
      const { lo, hi } = writeIdRange(id);
      const { rows } = await sql.query<{ stream_id: string }>('SELECT stream_id FROM es_events WHERE event_id BETWEEN $1 AND $2', [lo, hi]);
      return rows.map((r) => r.stream_id);
    };
    expect(await ofWrite(writeId)).toEqual(['lost-4', 'lost-4']);
    expect(await ofWrite(other)).toEqual(['lost-5']);
    // The write id is the ids' prefix only: it never reaches the log's metadata.
    const stored = await sql.query(`SELECT metadata FROM es_events WHERE stream_id = 'lost-4' LIMIT 1`);
    expect(stored.rows[0].metadata.actor).toEqual(metadata.actor);
  });
});

import { Pool } from 'pg';
import type { EventType } from '@pennant/events';
import { connect, CountingProjection, genericEvent, TEST_METADATA, type Connections } from '../../../test/support/counting-projection';
import { eventually } from '../../../test/support/eventually';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { ProjectionRunner, type RunnerOptions } from './projection-runner';
import { ProjectionRuntime } from './projection-runtime';
import { BatchTransactions, type BatchWrite } from './batch-transactions';

let db: TestDatabase;
let sql: Pool;
let c1: Connections;
let c2: Connections;
const stoppers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  sql = new Pool({ connectionString: db.url, max: 2 });
  c1 = await connect(db.url);
  c2 = await connect(db.url);
});

// Every running runner holds a pooled connection for its leadership lock: stop them after each test.
afterEach(async () => {
  for (const stop of stoppers.splice(0)) await stop();
});

afterAll(async () => {
  await c1.close();
  await c2.close();
  await sql.end();
  await db.drop();
});

function runner(projection: CountingProjection, c: Connections, options: RunnerOptions = {}): ProjectionRunner {
  const r = new ProjectionRunner(projection, c.dataSource, c.store, { batchSize: 7, pollMs: 20, checkpointIntervalMs: 50, ...options });
  stoppers.push(() => r.stop());
  return r;
}

/** Counts the lead attempts of `r` that found the lock taken (it tries once per poll round while standing by). */
function countLeadRefusals(r: ProjectionRunner): () => number {
  const target = r as unknown as { tryLead(): Promise<boolean> };
  const tryLead = target.tryLead.bind(r);
  let refused = 0;
  target.tryLead = async () => {
    const led = await tryLead();
    if (!led) refused += 1;
    return led;
  };
  return () => refused;
}

async function projection(name: string, poison: string | null = null): Promise<CountingProjection> {
  const p = new CountingProjection(name, ['strategy-created'], poison);
  await p.createTables(sql);
  return p;
}

/** `count` single-event appends from `writers` concurrent writers over 5 streams, half of them of an unhandled type. */
async function appendMany(count: number, writers = 8, marker = 'ok'): Promise<number> {
  let next = 0;
  let last = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let i = next++; i < count; i = next++) {
        const type = i % 2 === 0 ? 'strategy-created' : 'strategy-updated';
        const result = await c1.store.append(
          [{ streamId: `s-${i % 5}`, expectedVersion: 'any', events: [genericEvent(type, i, marker)] }],
          TEST_METADATA,
        );
        last = Math.max(last, result.lastPosition);
      }
    }),
  );
  return last;
}

/** What an exactly-once projection of the current log must contain. */
async function expected(): Promise<{ positions: number[]; counts: Record<string, number> }> {
  const { rows } = await sql.query<{ position: string; stream_id: string }>(
    `SELECT position, stream_id FROM es_events WHERE type = 'strategy-created' ORDER BY position`,
  );
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.stream_id] = (counts[r.stream_id] ?? 0) + 1;
  return { positions: rows.map((r) => Number(r.position)), counts };
}

async function checkpointRow(
  name: string,
): Promise<{ position: number; status: string; error: string | null; failed_position: string | null }> {
  const { rows } = await sql.query('SELECT position, status, error, failed_position FROM projection_checkpoints WHERE name = $1', [name]);
  return { ...rows[0], position: Number(rows[0].position) };
}

async function expectExactlyOnce(p: CountingProjection): Promise<void> {
  const want = await expected();
  expect(await p.loggedPositions(sql)).toEqual(want.positions);
  expect(await p.counts(sql)).toEqual(want.counts);
}

describe('ProjectionRunner on PostgreSQL', () => {
  it('applies every handled event exactly once, in order, while writers append concurrently, and checkpoints at the head', async () => {
    const p = await projection('exactly-once');
    const r = runner(p, c1);
    await r.start();
    await appendMany(120);
    const head = await c1.store.headPosition();
    expect(await r.waitFor(head, 5000)).toBe(true);
    const want = await expected();
    expect(want.positions.length).toBe(60);
    expect(p.applied).toEqual(want.positions);
    await expectExactlyOnce(p);
    expect(r.checkpoint).toBe(head);
    // A tail of unhandled events moves the row lazily (checkpointIntervalMs), never past the head.
    await eventually(async () => (await checkpointRow(p.name)).position === head);
    expect(await checkpointRow(p.name)).toMatchObject({ position: head, status: 'running', error: null });
  });

  it('rolls back a batch that crashes between apply and commit, records the failure, retries, and applies once', async () => {
    const p = await projection('crash');
    await appendMany(30);
    let calls = 0;
    let seenDuringRetry: unknown = null;
    const r = runner(p, c1, {
      beforeCommit: async () => {
        calls += 1;
        if (calls === 1) throw new Error('injected crash');
        // The retry's own update is not committed yet: another connection sees the recorded failure.
        if (calls === 2) seenDuringRetry = await checkpointRow(p.name);
      },
    });
    await r.start();
    const head = await c1.store.headPosition();
    expect(await r.waitFor(head, 5000)).toBe(true);
    await r.stop(); // writes a lazily kept checkpoint
    expect(seenDuringRetry).toEqual({ position: 0, status: 'failing', error: 'injected crash', failed_position: '1' });
    // The first batch really was applied before the crash, then rolled back.
    expect(p.applied.length).toBe((await expected()).positions.length + 7);
    await expectExactlyOnce(p);
    expect(await checkpointRow(p.name)).toMatchObject({ position: head, status: 'running', error: null, failed_position: null });
  });

  it('calls what apply hands back once per committed batch, with the position it reached, before waiting commands are released; never for a rolled-back attempt', async () => {
    const p = await projection('after-commit');
    const calls: { attempt: number; position: number; lastEvent: number }[] = [];
    let attempts = 0;
    const apply = p.apply.bind(p);
    p.apply = async (events, s) => {
      await apply(events, s);
      const attempt = (attempts += 1);
      return (position: number) => void calls.push({ attempt, position, lastEvent: events[events.length - 1].position });
    };
    let crashes = 0;
    const r = runner(p, c1, {
      beforeCommit: () => {
        if ((crashes += 1) === 1) throw new Error('injected crash');
      },
    });
    await appendMany(30);
    await r.start();
    const positions = (await expected()).positions;
    const last = positions[positions.length - 1];
    let seenAtRelease = 0;
    expect(await r.waitFor(last, 5000).then((ok) => ((seenAtRelease = calls.length), ok))).toBe(true);
    expect(seenAtRelease).toBeGreaterThan(0);
    expect(calls[seenAtRelease - 1].position).toBeGreaterThanOrEqual(last);
    // The first attempt crashed before its commit: its callback never ran; every other attempt committed.
    expect(calls.map((c) => c.attempt)).toEqual(Array.from({ length: attempts - 1 }, (_, i) => i + 2));
    for (const [i, c] of calls.entries()) {
      expect(c.position).toBeGreaterThanOrEqual(c.lastEvent);
      if (i > 0) expect(c.position).toBeGreaterThan(calls[i - 1].position);
    }
    await expectExactlyOnce(p);
  });

  it('rebuilds identical rows when replayed from zero (idempotent rebuild)', async () => {
    const p = await projection('replay');
    const first = runner(p, c1);
    await first.start();
    await appendMany(20);
    const head = await c1.store.headPosition();
    expect(await first.waitFor(head, 5000)).toBe(true);
    const before = { counts: await p.counts(sql), log: await p.loggedPositions(sql) };
    await first.stop();

    for (const table of p.tables) await sql.query(`TRUNCATE ${table}`);
    await sql.query('UPDATE projection_checkpoints SET position = 0 WHERE name = $1', [p.name]);
    const again = new CountingProjection(p.name);
    const second = runner(again, c1);
    await second.start();
    expect(await second.waitFor(head, 5000)).toBe(true);
    expect({ counts: await again.counts(sql), log: await again.loggedPositions(sql) }).toEqual(before);
    expect(again.applied).toEqual(before.log);
    await expectExactlyOnce(again);
  });

  it('lets only one of two runners of a projection lead; the other takes over when it stops; rows stay exactly-once', async () => {
    const pa = await projection('two-runners');
    const pb = new CountingProjection(pa.name);
    const a = runner(pa, c1);
    const b = runner(pb, c2);
    const refusals = new Map([a, b].map((r) => [r, countLeadRefusals(r)]));
    await Promise.all([a.start(), b.start()]);
    await eventually(async () => a.isLeader || b.isLeader);
    // The standby asks for the lead on each poll round: two refusals after the lead was taken.
    const standbyRefusals = refusals.get(a.isLeader ? b : a)!;
    const before = standbyRefusals();
    await eventually(() => standbyRefusals() >= before + 2, { what: 'two refused lead attempts of the standby' });
    expect([a.isLeader, b.isLeader].filter(Boolean)).toHaveLength(1);
    const [leader, standby, leaderProjection, standbyProjection] = a.isLeader ? [a, b, pa, pb] : [b, a, pb, pa];

    await appendMany(40);
    expect(await leader.waitFor(await c1.store.headPosition(), 5000)).toBe(true);
    expect(standbyProjection.applied).toEqual([]);
    await expectExactlyOnce(pa);

    await leader.stop();
    await appendMany(20);
    const head = await c1.store.headPosition();
    await eventually(async () => standby.isLeader);
    expect(await standby.waitFor(head, 5000)).toBe(true);
    await expectExactlyOnce(pa);

    // Safety net: a runner that still believes in a stale checkpoint adopts the stored one and applies nothing.
    const appliedBefore = leaderProjection.applied.length;
    expect(leader.checkpoint).toBeLessThan(head);
    expect(await leader.step()).toBe(true);
    expect(leader.checkpoint).toBe(head);
    expect(leaderProjection.applied.length).toBe(appliedBefore);
    await expectExactlyOnce(pa);
  });

  it('rolls back the batch of a leader whose stored checkpoint moved under it (compare-and-set), and adopts the stored one', async () => {
    const p = await projection('leader-cas');
    const leader = runner(p, c1, { pollMs: 60_000, checkpointIntervalMs: 60_000 });
    await appendMany(10);
    await leader.start();
    await eventually(async () => leader.isLeader);
    expect(await leader.waitFor(await c1.store.headPosition(), 5000)).toBe(true);
    const before = await p.loggedPositions(sql);

    // Another process (its lock lost to a dropped connection, say) moved the row past new events.
    const head = await appendMany(10);
    await sql.query('UPDATE projection_checkpoints SET position = $2 WHERE name = $1', [p.name, head]);
    expect(await leader.step()).toBe(true);

    expect(await p.loggedPositions(sql)).toEqual(before); // the leader's apply was rolled back
    expect(leader.checkpoint).toBe(head);
    expect((await checkpointRow(p.name)).position).toBe(head);
  });

  it('adopts a checkpoint another runner wrote instead of claiming its own scan-only advance was written', async () => {
    const p = await projection('persist-cas');
    const leader = runner(p, c1, { pollMs: 60_000, checkpointIntervalMs: 60_000 });
    await leader.start();
    await eventually(async () => leader.isLeader);
    expect(await leader.waitFor(await c1.store.headPosition(), 5000)).toBe(true); // earlier tests' events applied first
    const unhandled = await c1.store.append(
      [{ streamId: 'persist-cas', expectedVersion: 'any', events: [genericEvent('strategy-updated', 1, 'ok')] }],
      TEST_METADATA,
    );
    leader.notify();
    await eventually(async () => leader.checkpoint >= unhandled.lastPosition);
    const foreign = unhandled.lastPosition + 1000;
    await sql.query('UPDATE projection_checkpoints SET position = $2 WHERE name = $1', [p.name, foreign]);
    await leader.stop(); // writes the scan-only advance: the compare-and-set finds the foreign row
    expect(leader.checkpoint).toBe(foreign);
    expect((await checkpointRow(p.name)).position).toBe(foreign);
  });

  it('keeps a scan-only advance in memory, writes it when stopping, and resumes from it', async () => {
    const p = new CountingProjection('scan-only', ['feature-created']);
    await p.createTables(sql);
    const r = runner(p, c1, { checkpointIntervalMs: 60000 });
    await r.start();
    const head = await appendMany(10);
    expect(await r.waitFor(head, 5000)).toBe(true);
    expect((await checkpointRow(p.name)).position).toBe(0);
    await r.stop();
    expect((await checkpointRow(p.name)).position).toBe(head);
    const resumed = runner(p, c2);
    await resumed.start();
    await eventually(async () => resumed.isLeader);
    expect(resumed.checkpoint).toBe(head);
    expect(p.applied).toEqual([]);
  });

  it('applies a batch once even when two runners step at the same checkpoint concurrently (row lock)', async () => {
    const pa = await projection('racing-steps');
    const pb = new CountingProjection(pa.name);
    await sql.query('INSERT INTO projection_checkpoints (name, version) VALUES ($1, 1)', [pa.name]);
    const a = new ProjectionRunner(pa, c1.dataSource, c1.store, { batchSize: 1000 });
    const b = new ProjectionRunner(pb, c2.dataSource, c2.store, { batchSize: 1000 });
    expect(await Promise.all([a.step(), b.step()])).toEqual([true, true]);
    const head = await c1.store.headPosition();
    expect([a.checkpoint, b.checkpoint]).toEqual([head, head]);
    expect(pa.applied.length + pb.applied.length).toBe((await expected()).positions.length);
    await expectExactlyOnce(pa);
  });
});

describe('ProjectionRuntime', () => {
  const handled: EventType[] = ['strategy-created'];

  it('waitFor resolves true once the projection has the appended event (read-your-writes)', async () => {
    const p = await projection('rt-wait');
    // A long poll: only the append wake-up can make the projection catch up in time.
    const runtime = new ProjectionRuntime([p], c1.dataSource, c1.store, { pollMs: 60000 });
    stoppers.push(() => runtime.stop());
    await runtime.start();
    const position = await appendMany(1);
    expect(await runtime.waitFor(position, handled, 3000)).toBe(true);
    expect(await p.loggedPositions(sql)).toContain(position);
    await expectExactlyOnce(p);
    expect(await runtime.waitFor(position + 1000, ['feature-created'], 10)).toBe(true); // no projection handles it
    expect(await runtime.waitFor(0, handled, 10)).toBe(true);
  });

  it('waitFor returns false at the timeout when the projection cannot catch up (stopped runner)', async () => {
    const p = await projection('rt-stopped');
    const runtime = new ProjectionRuntime([p], c1.dataSource, c1.store, { pollMs: 20 });
    await runtime.start();
    await runtime.stop();
    const position = await appendMany(1);
    const started = Date.now();
    expect(await runtime.waitFor(position, handled, 150)).toBe(false);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(1500);
  });

  it('keeps other projections running when one fails on a specific event', async () => {
    const good = await projection('rt-good');
    const bad = await projection('rt-bad', 'poison');
    const runtime = new ProjectionRuntime([good, bad], c1.dataSource, c1.store, {
      pollMs: 20,
      checkpointIntervalMs: 50,
      log: () => undefined,
    });
    stoppers.push(() => runtime.stop());
    await appendMany(4);
    await runtime.start();
    await appendMany(4);
    await appendMany(2, 1, 'poison');
    const head = await appendMany(4);
    const { rows } = await sql.query(
      `SELECT position FROM es_events WHERE type = 'strategy-created' AND data->'data'->>'marker' = 'poison'`,
    );
    const poison = Number(rows[0].position);

    expect(await runtime.waitFor(head, handled, 300)).toBe(false);
    await eventually(
      async () => (await checkpointRow(bad.name)).status === 'failing' && (await checkpointRow(good.name)).position === head,
    );
    const status = Object.fromEntries((await runtime.status()).map((s) => [s.name, s]));
    expect(status[good.name]).toMatchObject({ status: 'running', checkpoint: head, lagEvents: 0, error: null });
    const failing = status[bad.name];
    expect(failing).toMatchObject({ status: 'failing', error: `poisoned event at ${poison}`, failedPosition: failing.checkpoint + 1 });
    expect(failing.checkpoint).toBeLessThan(poison);
    expect(failing.lagEvents).toBeGreaterThan(0);
    await expectExactlyOnce(good);
    const committed = (await expected()).positions.filter((position) => position <= failing.checkpoint);
    expect(await bad.loggedPositions(sql)).toEqual(committed);
  });
});

describe('BatchTransactions (shared batch transactions, ADR 0026)', () => {
  const handled: EventType[] = ['strategy-created'];

  it('commits the batches of the projections woken by one append in one transaction, each exactly once', async () => {
    const ps = [await projection('rt-shared-a'), await projection('rt-shared-b'), await projection('rt-shared-c')];
    const runtime = new ProjectionRuntime(ps, c1.dataSource, c1.store, { pollMs: 60000 });
    stoppers.push(() => runtime.stop());
    await runtime.start();
    // Catch up on the other tests' events first: from then on every append wakes the three together.
    expect(await runtime.waitFor(await c1.store.headPosition(), handled, 5000)).toBe(true);
    const before = { ...runtime.transactions.stats };
    // One write at a time, each waited for, as commands do.
    for (let i = 0; i < 12; i += 1) {
      const position = (
        await c1.store.append(
          [{ streamId: `shared-${i % 3}`, expectedVersion: 'any', events: [genericEvent('strategy-created', i)] }],
          TEST_METADATA,
        )
      ).lastPosition;
      expect(await runtime.waitFor(position, handled, 3000)).toBe(true);
    }
    const stats = runtime.transactions.stats;
    expect(stats.shared - before.shared).toBeGreaterThan(0);
    expect(stats.retriedAlone - before.retriedAlone).toBe(0);
    for (const p of ps) await expectExactlyOnce(p);
    const head = await c1.store.headPosition();
    for (const p of ps) expect((await checkpointRow(p.name)).position).toBe(head);
  });

  /** Two projections' batches of one new event, each on its own connection, handed over in the same turn. */
  async function twoBatches(prefix: string, crash: { a?: () => void; b?: () => void }) {
    const a = await projection(`${prefix}-a`);
    const b = await projection(`${prefix}-b`);
    await sql.query('INSERT INTO projection_checkpoints (name, version) VALUES ($1, 1), ($2, 1)', [a.name, b.name]);
    const position = (
      await c1.store.append(
        [{ streamId: `${prefix}-s`, expectedVersion: 'any', events: [genericEvent('strategy-created', 1)] }],
        TEST_METADATA,
      )
    ).lastPosition;
    const event = (await c1.store.readAll({ after: position - 1, limit: 1 })).events[0];
    const connections = [c1.dataSource.createQueryRunner(), c1.dataSource.createQueryRunner()];
    for (const q of connections) await q.connect();
    stoppers.push(async () => {
      for (const q of connections) await q.release();
    });
    const write = (p: CountingProjection, i: number, hook?: () => void): BatchWrite => ({
      connection: connections[i],
      advance: { name: p.name, from: 0, to: position, version: 1, lastEventAt: event.createdAt },
      apply: async (s) => void (await p.apply([event], s)),
      beforeCommit: hook,
    });
    const transactions = new BatchTransactions();
    const results = await Promise.allSettled([transactions.commit(write(a, 0, crash.a)), transactions.commit(write(b, 1, crash.b))]);
    for (const q of connections) await q.query('ROLLBACK').catch(() => undefined); // as a runner does after a failure
    return { a, b, position, results, stats: transactions.stats };
  }

  it('rolls back a shared transaction whole when one batch crashes before the commit, then commits each batch alone', async () => {
    let crashes = 0;
    const { a, b, position, results, stats } = await twoBatches('bt-crash', {
      a: () => {
        crashes += 1;
        if (crashes === 1) throw new Error('injected crash');
      },
    });
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(stats).toEqual({ shared: 0, alone: 2, retriedAlone: 1 });
    expect(crashes).toBe(2); // in the shared attempt, then alone
    // Both batches were applied in the rolled-back transaction, then again alone: once in effect.
    expect(a.applied).toEqual([position, position]);
    expect(b.applied).toEqual([position, position]);
    for (const p of [a, b]) {
      expect(await p.loggedPositions(sql)).toEqual([position]);
      expect(await checkpointRow(p.name)).toMatchObject({ position, status: 'running' });
    }
  });

  it('keeps a batch that always fails its own: the other one commits, the failing one rejects with its error', async () => {
    const { a, b, position, results, stats } = await twoBatches('bt-poison', {
      b: () => {
        throw new Error('always fails');
      },
    });
    expect(results[0].status).toBe('fulfilled');
    expect(results[1]).toEqual({ status: 'rejected', reason: new Error('always fails') });
    expect(stats).toEqual({ shared: 0, alone: 1, retriedAlone: 1 });
    expect(await a.loggedPositions(sql)).toEqual([position]);
    expect((await checkpointRow(a.name)).position).toBe(position);
    expect(await b.loggedPositions(sql)).toEqual([]);
    expect((await checkpointRow(b.name)).position).toBe(0);
  });

  it('commits two batches handed over in the same turn in one transaction', async () => {
    const { a, b, position, results, stats } = await twoBatches('bt-ok', {});
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(stats).toEqual({ shared: 1, alone: 0, retriedAlone: 0 });
    for (const p of [a, b]) {
      expect(p.applied).toEqual([position]);
      expect(await p.loggedPositions(sql)).toEqual([position]);
      expect((await checkpointRow(p.name)).position).toBe(position);
    }
  });
});

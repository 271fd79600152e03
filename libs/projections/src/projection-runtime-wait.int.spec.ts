import { Pool } from 'pg';
import type { EventType, RecordedEvent } from '@pennant/events';
import { connect, genericEvent, TEST_METADATA, type Connections } from '../../../test/support/counting-projection';
import { eventually } from '../../../test/support/eventually';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import type { Projection, SqlExecutor } from './projection';
import { ProjectionRuntime } from './projection-runtime';

// The read-your-writes wait (ADR 0033) with a projection that failed recently: the wait goes on
// until it caught up (its runner is told to retry soon instead of sleeping out its back-off), and
// only the bound ends it — then the position is remembered as "timed out" for the answer's header.

/** Fails every batch while `broken` is set (a lost database, a lock, a bug fixed meanwhile). */
class FlakyProjection implements Projection {
  readonly name = 'flaky';
  readonly version = 1;
  readonly handles: readonly EventType[] = ['strategy-created'];
  readonly tables = ['t_flaky'];
  broken = false;
  failures = 0;

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    if (this.broken) {
      this.failures += 1;
      throw new Error('flaky projection is broken');
    }
    await sql.query('INSERT INTO t_flaky (position) SELECT unnest($1::bigint[])', [events.map((e) => e.position)]);
  }
}

describe('ProjectionRuntime.waitFor with a failing projection', () => {
  let db: TestDatabase;
  let sql: Pool;
  let c: Connections;
  let projection: FlakyProjection;
  let sut: ProjectionRuntime;

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = new Pool({ connectionString: db.url, max: 2 });
    await sql.query('CREATE TABLE t_flaky (position bigint NOT NULL)');
    c = await connect(db.url);
    projection = new FlakyProjection();
    sut = new ProjectionRuntime([projection], c.dataSource, c.store, { pollMs: 50 });
    await sut.start();
  });
  afterAll(async () => {
    await sut.stop();
    await c.close();
    await sql.end();
    await db.drop();
  });

  async function appendOne(i: number): Promise<number> {
    return (
      await c.store.append([{ streamId: `s-${i}`, expectedVersion: 'any', events: [genericEvent('strategy-created', i)] }], TEST_METADATA)
    ).lastPosition;
  }

  const failingAt = (failures: number) =>
    eventually(() => projection.failures >= failures, { timeoutMs: 15_000, intervalMs: 10, what: `${failures} failures` });

  it('waits for a projection that failed recently until it has applied the position', async () => {
    projection.broken = true;
    const position = await appendOne(1);
    await failingAt(1);
    setTimeout(() => (projection.broken = false), 300);
    const started = Date.now();
    expect(await sut.waitFor(position, ['strategy-created'], 5000)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect((await sql.query('SELECT position FROM t_flaky')).rows.map((r) => Number(r.position))).toContain(position);
  });

  it('does not sleep out a long back-off while a command waits', async () => {
    projection.broken = true;
    const before = projection.failures;
    const position = await appendOne(2);
    // Six failures in a row: the runner's back-off is now 6.4 s.
    await failingAt(before + 6);
    projection.broken = false;
    const started = Date.now();
    expect(await sut.waitFor(position, ['strategy-created'], 5000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  }, 30_000);

  // The receipt that says so (readModels: 'pending') is the executor's: command-executor.int.spec.ts.
  it('answers false at the bound while it keeps failing', async () => {
    projection.broken = true;
    const position = await appendOne(3);
    const started = Date.now();
    expect(await sut.waitFor(position, ['strategy-created'], 600)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    projection.broken = false;
    expect(await sut.waitFor(position, ['strategy-created'], 5000)).toBe(true);
  });
});

import type { DataSource, QueryRunner } from 'typeorm';
import { connect, CountingProjection, genericEvent, TEST_METADATA, type Connections } from '../../../test/support/counting-projection';
import { eventually } from '../../../test/support/eventually';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { ProjectionRunner } from './projection-runner';

// A leadership attempt whose connection dies between connecting and taking the advisory lock
// (the database restarting: 57P01 admin_shutdown) must give its pooled connection back; a runner
// that kept it would leak one connection per failed attempt until the pool is exhausted.

let db: TestDatabase;
let c: Connections;

beforeAll(async () => {
  db = await createTestDatabase();
  c = await connect(db.url);
});

afterAll(async () => {
  await c.close();
  await db.drop();
});

it('releases the connection of a failed leadership attempt and leads on a later one', async () => {
  const failing: QueryRunner[] = [];
  let failuresLeft = 3;
  const dataSource = Object.create(c.dataSource) as DataSource;
  dataSource.createQueryRunner = () => {
    const runner = c.dataSource.createQueryRunner();
    const query = runner.query.bind(runner);
    runner.query = ((text: string, params?: unknown[]) => {
      if (text.includes('pg_try_advisory_lock') && failuresLeft > 0) {
        failuresLeft -= 1;
        failing.push(runner);
        return Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
      }
      return query(text, params);
    }) as QueryRunner['query'];
    return runner;
  };
  const projection = new CountingProjection('lead-failure');
  await projection.createTables(c.pool);
  const runner = new ProjectionRunner(projection, dataSource, c.store, { pollMs: 20, checkpointIntervalMs: 50 });
  await runner.start();
  try {
    const appended = await c.store.append(
      [{ streamId: 's-1', expectedVersion: 'any', events: [genericEvent('strategy-created', 1)] }],
      TEST_METADATA,
    );
    runner.notify(appended.lastPosition);
    await eventually(async () => runner.isLeader && runner.checkpoint >= appended.lastPosition, { timeoutMs: 10_000 });
    expect(failing).toHaveLength(3);
    expect(failing.map((r) => r.isReleased)).toEqual([true, true, true]);
    expect(await projection.loggedPositions(c.pool)).toEqual([appended.lastPosition]);
  } finally {
    await runner.stop();
  }
});

import { Pool, type PoolClient } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { NameGuard } from './name-guard';

describe('NameGuard on real PostgreSQL', () => {
  let db: TestDatabase;
  let pool: Pool;
  let admin: Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 2 });
    admin = new Pool({ connectionString: db.url, max: 1 });
  });
  afterAll(async () => {
    await pool.end();
    await admin.end();
    await db.drop();
  });

  it('survives losing its held connection between queries (a server restart): no unhandled error, the next writer gets a fresh connection', async () => {
    let held: PoolClient | undefined;
    pool.once('acquire', (client: PoolClient) => (held = client));
    const outcome = await new NameGuard(pool).run(['segment:a'], async (query) => {
      const [{ pid }] = await query<{ pid: number }>('SELECT pg_backend_pid() AS pid', []);
      // (not events.once: it would reject on the 'error' event this test is about)
      const ended = new Promise((resolve) => (held as PoolClient).once('end', resolve));
      // The server ends the connection while the holder is between queries (waiting for projections).
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await ended;
      return pid;
    });
    expect(typeof outcome).toBe('number');
    // The lost connection was discarded, not returned to the pool; the lock key is free again.
    const again = await new NameGuard(pool).run(
      ['segment:a'],
      async (query) => (await query<{ pid: number }>('SELECT pg_backend_pid() AS pid', []))[0].pid,
    );
    expect(again).not.toBe(outcome);
  });

  it('lets writers of the same name take turns and writers of different names run side by side', async () => {
    const guard = new NameGuard(pool);
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const first = guard.run(['tag:x'], async () => {
      order.push('first in');
      firstStarted();
      await firstHolds;
      order.push('first out');
    });
    await started;
    const other = guard.run(['tag:y'], async () => void order.push('other name'));
    await other;
    const second = guard.run(['tag:x'], async () => void order.push('second in'));
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'other name', 'first out', 'second in']);
  });
});

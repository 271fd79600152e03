import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { ClusterRateLimiter, PostgresRateStore } from './cluster-rate-limiter';

/** Two "nodes" (each its own pool and limiter) on one database: together they grant what one would. */
describe('ClusterRateLimiter on PostgreSQL (pennant_rate_take)', () => {
  let db: TestDatabase;
  let poolA: Pool;
  let poolB: Pool;
  let nodeA: ClusterRateLimiter;
  let nodeB: ClusterRateLimiter;

  beforeAll(async () => {
    db = await createTestDatabase();
    poolA = new Pool({ connectionString: db.url, max: 4 });
    poolB = new Pool({ connectionString: db.url, max: 4 });
    nodeA = new ClusterRateLimiter(new PostgresRateStore(poolA));
    nodeB = new ClusterRateLimiter(new PostgresRateStore(poolB));
  });

  afterAll(async () => {
    await poolA.end();
    await poolB.end();
    await db.drop();
  });

  it('1 per second across two nodes: of 20 concurrent requests one is granted, the others wait about a second', async () => {
    const limit = { perSecond: 1, burst: 1 };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? nodeA : nodeB).take('signal-endpoint:1', limit)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(1);
    expect(answers.filter((a) => !a.allowed)).toEqual(Array(19).fill({ allowed: false, retryAfterSeconds: 1 }));
  });

  it('a per-minute budget is spent once for the cluster, whichever node serves the requests', async () => {
    const limit = { perSecond: 5 / 60, burst: 5 };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 3 ? nodeA : nodeB).take('sdk-reports:t', limit)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(5);
    const waits = answers.flatMap((a) => (a.allowed ? [] : [a.retryAfterSeconds]));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...waits)).toBeLessThanOrEqual(12);
  });

  it('keys are independent', async () => {
    const limit = { perSecond: 1, burst: 1 };
    expect(await nodeA.take('signal-endpoint:2', limit)).toEqual({ allowed: true });
    expect(await nodeB.take('signal-endpoint:3', limit)).toEqual({ allowed: true });
    expect((await nodeB.take('signal-endpoint:2', limit)).allowed).toBe(false);
  });
});

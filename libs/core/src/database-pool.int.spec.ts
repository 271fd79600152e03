import { Pool, type PoolClient } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { createDatabasePool } from './database-pool';

describe('the service pool on real PostgreSQL', () => {
  let db: TestDatabase;
  let pool: Pool;
  let admin: Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createDatabasePool({ connectionString: db.url, max: 2 });
    admin = new Pool({ connectionString: db.url, max: 1 });
  });
  afterAll(async () => {
    await pool.end();
    await admin.end();
    await db.drop();
  });

  const ended = (client: PoolClient) => new Promise((resolve) => client.once('end', resolve));

  it('survives a checked-out connection ended between two queries (a restart mid-transaction): the next query fails, release discards it', async () => {
    const client = await pool.connect();
    const { pid } = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0];
    const gone = ended(client);
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await gone;
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release();
    const next = (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    expect(next).not.toBe(pid);
  });

  it('survives an idle connection ended by the server: the pool replaces it', async () => {
    const client = await pool.connect();
    const { pid } = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0];
    client.release();
    const gone = ended(client);
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await gone;
    const next = (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    expect(next).not.toBe(pid);
  });
});

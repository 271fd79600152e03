import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';

export const TEMPLATE_DB = 'pennant_template';
/** Set by global-setup; Jest workers inherit the environment of the main process. */
export const SERVER_ENV = 'PENNANT_TEST_SERVER_URL';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function serverUrl(database: string): string {
  const url = process.env[SERVER_ENV];
  if (!url) throw new Error(`${SERVER_ENV} is not set: run tests through jest (global-setup starts PostgreSQL)`);
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.href;
}

/** A fresh database cloned from the migrated template: one per test file, never shared. */
export function createTestDatabase(): Promise<TestDatabase> {
  return createDatabase(TEMPLATE_DB);
}

/** A fresh, empty database (not migrated): what a first start of the service meets. */
export function createEmptyTestDatabase(): Promise<TestDatabase> {
  return createDatabase('template0');
}

async function createDatabase(template: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl('postgres'), max: 1 });
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: serverUrl(name),
    drop: async () => {
      const pool = new Pool({ connectionString: serverUrl('postgres'), max: 1 });
      try {
        // A pool's end() resolves before its sockets have closed: wait for them (briefly), so that
        // FORCE only ends connections a test leaked, never one that was closing. Terminating a
        // closing pg client makes its (already ended) pool emit an 'error' nobody listens to.
        for (let waited = 0; waited < 3000; waited += 25) {
          const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await pool.end();
      }
    },
  };
}

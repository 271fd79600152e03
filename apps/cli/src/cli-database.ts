import { Pool } from 'pg';
import type { PennantConfig } from '@pennant/platform';
import { startEmbeddedPostgres } from '../../../libs/platform/src/database/embedded-postgres';
import { findRunningEmbedded, hasEmbeddedData } from '../../../libs/platform/src/database/running-embedded';

export interface CliDatabase {
  url: string;
  pool: Pool;
  /** What the CLI talks to, for messages. */
  source: string;
  close(): Promise<void>;
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const admin = new Pool({ connectionString: adminUrl, max: 1 });
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', ['pennant']);
    if (exists.rowCount === 0) await admin.query('CREATE DATABASE pennant');
  } finally {
    await admin.end();
  }
}

/**
 * The database the operator means: DATABASE_URL, else the embedded one of PENNANT_DATA_DIR (as
 * `npm start` uses it) — the running server when the service is up, else started by the CLI for
 * the command and stopped afterwards (the service refuses to start meanwhile: the data directory
 * is in use).
 */
function newPool(url: string, max: number): Pool {
  const pool = new Pool({ connectionString: url, max });
  // pool.end() does not wait for its connections to close: the server stopping right after may cut
  // one, which is no failure of the command.
  pool.on('error', () => undefined);
  return pool;
}

export async function openDatabase(config: PennantConfig, poolSize = 10): Promise<CliDatabase> {
  if (config.databaseUrl) {
    const pool = newPool(config.databaseUrl, poolSize);
    return { url: config.databaseUrl, pool, source: 'DATABASE_URL', close: () => pool.end() };
  }
  if (!hasEmbeddedData(config.dataDir)) {
    throw new Error(
      `DATABASE_URL is not set and ${config.dataDir} holds no embedded database (PENNANT_DATA_DIR). Start the service once (npm start), or set DATABASE_URL.`,
    );
  }
  const running = findRunningEmbedded(config.dataDir);
  if (running) {
    const url = running.url('pennant');
    const pool = newPool(url, poolSize);
    return { url, pool, source: `the embedded PostgreSQL of ${config.dataDir} (pid ${running.pid})`, close: () => pool.end() };
  }
  const log = (message: string, fields: Record<string, unknown>) => process.stderr.write(`${message} ${JSON.stringify(fields)}\n`);
  const server = await startEmbeddedPostgres({ dataDir: config.dataDir, durable: true, role: 'cli', log });
  try {
    await ensureDatabase(server.url('postgres'));
  } catch (error) {
    await server.stop();
    throw error;
  }
  const url = server.socketUrl('pennant');
  const pool = newPool(url, poolSize);
  return {
    url,
    pool,
    source: `the embedded PostgreSQL of ${config.dataDir} (started for this command)`,
    close: async () => {
      await pool.end();
      await server.stop();
    },
  };
}

export async function withDatabase<T>(config: PennantConfig, run: (db: CliDatabase) => Promise<T>): Promise<T> {
  const db = await openDatabase(config);
  try {
    return await run(db);
  } finally {
    await db.close();
  }
}

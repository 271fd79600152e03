import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { startEmbeddedPostgres } from '../../libs/platform/src/database/embedded-postgres';
import { migrate } from '../../libs/migrations/src/migrate';
import { SERVER_ENV, TEMPLATE_DB } from './test-database';

/**
 * One real PostgreSQL server per test run (the embedded one, or TEST_DATABASE_URL's server);
 * a migrated template database that every test file clones.
 */
export default async function globalSetup(): Promise<void> {
  let adminUrl: (db: string) => string;
  if (process.env.TEST_DATABASE_URL) {
    const base = new URL(process.env.TEST_DATABASE_URL);
    adminUrl = (db) => Object.assign(new URL(base.href), { pathname: `/${db}` }).href;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'pennant-test-pg-'));
    const server = await startEmbeddedPostgres({ dataDir, durable: false });
    // global-teardown stops it and removes its data directory (≈ 65 MB a run otherwise left in the temp dir).
    Object.assign(globalThis, { __pennantPg: server, __pennantPgDataDir: dataDir });
    adminUrl = server.socketUrl; // the Unix socket, as `npm start` connects
  }
  const admin = new Pool({ connectionString: adminUrl('postgres'), max: 1 });
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const template = new Pool({ connectionString: adminUrl(TEMPLATE_DB), max: 1 });
  await migrate(template);
  await template.end();
  process.env[SERVER_ENV] = adminUrl('postgres');
}

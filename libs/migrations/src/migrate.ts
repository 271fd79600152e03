import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { Migration } from './migration';
import { MIGRATIONS } from './migrations';

const MIGRATION_LOCK = 72616000;

/** The SHA-256 of a migration's text: a repeatable migration is applied again when it changes. */
export function migrationChecksum(migration: Migration): string {
  return createHash('sha256').update(migration.sql).digest('hex');
}

/**
 * Applies pending migrations, and repeatable ones whose text changed since they were last applied,
 * each in its own transaction, under an advisory lock so that several nodes starting together
 * migrate once. Returns the ids applied by this call.
 */
export async function migrate(pool: Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    // The checksum of a repeatable migration's text as last applied (null for the others).
    await client.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
    const done = new Map(
      (await client.query<{ id: string; checksum: string | null }>('SELECT id, checksum FROM schema_migrations')).rows.map((r) => [
        r.id,
        r.checksum,
      ]),
    );
    for (const migration of migrations) {
      const checksum = migration.repeatable ? migrationChecksum(migration) : null;
      if (done.has(migration.id) && (!migration.repeatable || done.get(migration.id) === checksum)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(
          'INSERT INTO schema_migrations (id, checksum) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()',
          [migration.id, checksum],
        );
        await client.query('COMMIT');
        applied.push(migration.id);
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return applied;
}

import type { PoolClient } from 'pg';
import type { Projection } from '../projection';

// The DDL of blue/green rebuilds (docs/adr/0018-projection-rebuild.md): green tables in a
// schema of their own, their indexes, and the swap into `public`.

/** Creates (or finds, when resuming) the green tables; returns the position they reflect. */
export async function prepareGreen(client: PoolClient, schema: string, projection: Projection): Promise<number> {
  const exists = await client.query<{ t: string | null }>('SELECT to_regclass($1) AS t', [`${schema}.progress`]);
  if (exists.rows[0].t !== null) {
    const found = (await client.query<{ position: string; version: number }>(`SELECT position, version FROM ${schema}.progress`)).rows[0];
    if (found && found.version === projection.version) return Number(found.position);
  }
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.query(`CREATE SCHEMA ${schema}`);
  // Unique indexes (ON CONFLICT needs them) now; the others once the tables are full (addIndexes):
  // one bulk build per index is much cheaper than maintaining it row by row during the replay.
  // (Primary keys stay constraints: queries group by them.)
  for (const table of projection.tables) {
    await client.query(`CREATE TABLE ${schema}.${table} (LIKE public.${table} INCLUDING ALL)`);
    // LIKE copies columns, constraints and indexes but not storage parameters (autovacuum settings, migration 0270).
    const options = await client.query<{ options: string | null }>(
      `SELECT array_to_string(reloptions, ', ') AS options FROM pg_class WHERE oid = $1::regclass`,
      [`public.${table}`],
    );
    const storage = options.rows[0]?.options;
    if (storage) await client.query(`ALTER TABLE ${schema}.${table} SET (${storage})`);
    const secondary = await client.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = $1 AND tablename = $2 AND indexdef NOT LIKE 'CREATE UNIQUE %'`,
      [schema, table],
    );
    for (const { indexname } of secondary.rows) await client.query(`DROP INDEX ${schema}.${ident(indexname)}`);
  }
  await client.query(`CREATE TABLE ${schema}.progress (position bigint NOT NULL, version integer NOT NULL)`);
  await client.query(`INSERT INTO ${schema}.progress VALUES (0, $1)`, [projection.version]);
  return 0;
}

/** An index definition without its name and table, for comparing and re-creating it elsewhere. */
const indexBody = (def: string) => def.replace(/^CREATE (UNIQUE )?INDEX \S+ ON \S+/, 'CREATE $1INDEX ON');

/**
 * Creates on <schema>.<table> each index of public.<table> it lacks (by definition). Idempotent,
 * so a resumed rebuild finishes what is missing.
 */
export async function addIndexes(client: PoolClient, schema: string, table: string): Promise<void> {
  const indexes = async (ns: string) =>
    (
      await client.query<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = $2', [ns, table])
    ).rows.map((r) => indexBody(r.indexdef));
  const present = new Set(await indexes(schema));
  for (const body of await indexes('public')) {
    if (present.has(body)) continue;
    const method = body.replace(/^CREATE (UNIQUE )?INDEX ON /, ''); // `USING btree (columns…)`, from pg_indexes
    const unique = body.startsWith('CREATE UNIQUE');
    await client.query(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX ON ${schema}.${table} ${method}`);
  }
}

/** A quoted identifier (index names come from the catalog). */
function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Replaces public.<table> by <schema>.<table>, giving its indexes the live indexes' names. */
export async function swapTable(client: PoolClient, schema: string, table: string): Promise<void> {
  const indexes = async (ns: string) =>
    (
      await client.query<{ indexname: string; indexdef: string }>(
        'SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = $2',
        [ns, table],
      )
    ).rows;
  const live = await indexes('public');
  await client.query(`DROP TABLE public.${table}`);
  await client.query(`ALTER TABLE ${schema}.${table} SET SCHEMA public`);
  for (const moved of await indexes('public')) {
    const twin = live.find((l) => indexBody(l.indexdef) === indexBody(moved.indexdef));
    if (twin && twin.indexname !== moved.indexname)
      await client.query(`ALTER INDEX public.${ident(moved.indexname)} RENAME TO ${ident(twin.indexname)}`);
  }
}

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Pool, type PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { EVENT_COLUMNS, recordedFromRow, type EventRow } from '@pennant/event-store';
import { PROJECTIONS, type Projection, type SqlExecutor } from '@pennant/projections';
import { InvalidOperationError, type AsOf, type PennantConfig } from '@pennant/platform';
import { PENNANT_CONFIG } from './tokens';

const TABLE_NAME = /^rm_[a-z_]+$/;
const BATCH = 500;

/** Every event the replayed projections handle. */
const SELECT_ALL = `
  SELECT ${EVENT_COLUMNS} FROM es_events
   WHERE position > $1 AND position <= $2 AND type = ANY($3::text[])
   ORDER BY position LIMIT $4`;

/** One flag's history: all of `$3` (catalog-like), of `$4` only the flag's own events and the `$6` types that concern others. */
const SELECT_FEATURE = `
  SELECT ${EVENT_COLUMNS} FROM es_events
   WHERE position > $1 AND position <= $2
     AND (type = ANY($3::text[])
          OR (type = ANY($4::text[]) AND (data->>'featureName' = $5 OR type = ANY($6::text[]))))
   ORDER BY position LIMIT $7`;

/**
 * Which events to replay: every event the projections handle, or — for one flag — everything the
 * `complete` projections handle plus, of the `perFeature` projections' events, the flag's own and
 * those of `relatedTypes` (which concern other flags' relation to it).
 */
export type HistoryFilter =
  { all: true } | { complete: readonly string[]; perFeature: readonly string[]; featureName: string; relatedTypes: readonly string[] };

export interface AtPoint<T> {
  /** The last event id the state includes (0: before the first event). */
  position: number;
  value: T;
}

/**
 * Time travel (ADR 0017): read models as they were after event `P` (or at a time).
 * The named projections replay the relevant prefix of the log into temporary tables of the same
 * names — which shadow the real ones inside one transaction — and the caller's normal query runs
 * on them, so past answers have exactly the live shape. The transaction is rolled back. The
 * temporary tables live on a private pool's connections, created once per connection and table.
 */
@Injectable()
export class ReadModelHistory implements OnModuleDestroy {
  /** Its own small pool: its connections carry temporary tables that would shadow the real ones for any other query. */
  private pool: Pool | null = null;
  private readonly prepared = new WeakMap<PoolClient, Set<string>>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await this.pool?.end().catch(() => undefined);
    this.pool = null;
  }

  async at<T>(
    asOf: AsOf,
    projectionNames: readonly string[],
    filter: HistoryFilter,
    load: (sql: SqlExecutor) => Promise<T>,
  ): Promise<AtPoint<T>> {
    if (this.config.eventStore !== 'postgres')
      throw new InvalidOperationError('Time travel reads the PostgreSQL event store; it is not available with EVENT_STORE=esdb.');
    const replayed = projectionNames.map((n) => this.projection(n));
    const client = await this.connection();
    const sql: SqlExecutor = { query: async (text, params) => (await client.query(text, params)).rows };
    try {
      await this.prepare(
        client,
        replayed.flatMap((p) => p.tables),
      );
      // The temporary tables are empty at the start of each transaction: every replay is rolled back.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const position = await this.resolve(sql, asOf);
      const types = [...new Set(replayed.flatMap((p) => p.handles))];
      for (let after = 0; after < position;) {
        const rows = (
          'all' in filter
            ? await sql.query(SELECT_ALL, [after, position, types, BATCH])
            : await sql.query(SELECT_FEATURE, [
                after,
                position,
                filter.complete,
                filter.perFeature,
                filter.featureName,
                filter.relatedTypes,
                BATCH,
              ])
        ) as EventRow[];
        if (rows.length === 0) break;
        const events = rows.map(recordedFromRow);
        for (const projection of replayed) {
          const mine = events.filter((e) => projection.handles.includes(e.type));
          if (mine.length) await projection.apply(mine, sql);
        }
        after = events[events.length - 1].position;
      }
      const value = await load(sql);
      await client.query('ROLLBACK');
      return { position, value };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The handled types of a registered projection. */
  handles(name: string): readonly string[] {
    return this.projection(name).handles;
  }

  /** Once per connection and table, outside any transaction (a rolled-back one would take the tables along). */
  private async prepare(client: PoolClient, tables: readonly string[]): Promise<void> {
    const done = this.prepared.get(client) ?? new Set<string>();
    for (const table of tables) {
      if (done.has(table)) continue;
      if (!TABLE_NAME.test(table)) throw new Error(`unexpected table name ${table}`);
      await client.query(
        `CREATE TEMP TABLE IF NOT EXISTS ${table} (LIKE public.${table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`,
      );
      done.add(table);
    }
    this.prepared.set(client, done);
  }

  private async connection(): Promise<PoolClient> {
    if (!this.pool) {
      const url = (this.dataSource.options as { url?: string }).url;
      this.pool = new Pool({ connectionString: url, max: 2, idleTimeoutMillis: 60_000, connectionTimeoutMillis: 5000 });
      this.pool.on('error', () => undefined); // an idle connection lost is replaced on next use
    }
    return this.pool.connect();
  }

  private projection(name: string): Projection {
    const found = this.projections.find((p) => p.name === name);
    if (!found) throw new Error(`projection ${name} is not registered`);
    return found;
  }

  private async resolve(sql: SqlExecutor, asOf: AsOf): Promise<number> {
    const rows =
      'position' in asOf
        ? await sql.query<{ p: string }>('SELECT least($1::bigint, coalesce(max(position), 0)) AS p FROM es_events', [asOf.position])
        : await sql.query<{ p: string }>(
            'SELECT coalesce(max(position), 0) AS p FROM es_events WHERE created_at < $1::timestamptz + $2::interval',
            [asOf.time, asOf.unit],
          );
    return Number(rows[0].p);
  }
}

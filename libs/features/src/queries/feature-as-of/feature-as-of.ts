import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Pool, type PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { PENNANT_CONFIG } from '@pennant/core';
import { EVENT_COLUMNS, recordedFromRow, type EventRow } from '@pennant/event-store';
import { PROJECTIONS, type Projection, type SqlExecutor } from '@pennant/projections';
import { InvalidOperationError, type PennantConfig } from '@pennant/platform';
import { loadFeature } from '../get-feature/get-feature.handler';
import type { FeatureResponse } from '../get-feature/feature.response';
import type { AsOf } from './as-of';

/** The projections whose tables the Feature response reads. */
const REPLAYED = ['catalog', 'feature-view'] as const;
const TABLE_NAME = /^rm_[a-z_]+$/;
const BATCH = 500;

/** Events another flag's history contributes to this one's view: its children and deleted segments. */
const RELATED_TYPES = ['feature-dependency-added', 'feature-dependency-removed', 'feature-dependencies-removed', 'feature-deleted', 'segment-deleted'];

const SELECT_EVENTS = `
  SELECT ${EVENT_COLUMNS} FROM es_events
   WHERE position > $1 AND position <= $2
     AND (type = ANY($3::text[])
          OR (type = ANY($4::text[]) AND (data->>'featureName' = $5 OR type = ANY($6::text[]))))
   ORDER BY position LIMIT $7`;

export interface FeatureAtPoint {
  /** The last event id the state includes (0: before the first event). */
  position: number;
  feature: FeatureResponse | null;
}

/**
 * Time travel (issue 7 §2): a flag as it was after event `P` (or at a time: the last event created
 * at or before it). The projections the Feature response reads replay the relevant prefix of the
 * log into temporary tables of the same names — which shadow the real ones inside one transaction
 * — and the normal Feature query runs on them, so the answer has exactly the live shape. The
 * transaction is rolled back: nothing is kept. The temporary tables live on a private pool's
 * connections and are created once per connection (DDL per request was half the latency).
 */
@Injectable()
export class FeatureHistory implements OnModuleDestroy {
  /**
   * Its own small pool: its connections carry temporary tables named like the real read-model
   * tables, which would shadow them for any other query — so no other code may use them.
   */
  private pool: Pool | null = null;
  private readonly prepared = new WeakSet<PoolClient>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await this.pool?.end().catch(() => undefined);
    this.pool = null;
  }

  async at(project: string, name: string, asOf: AsOf): Promise<FeatureAtPoint> {
    if (this.config.eventStore !== 'postgres') throw new InvalidOperationError('Time travel reads the PostgreSQL event store; it is not available with EVENT_STORE=esdb.');
    const client = await this.connection();
    const sql: SqlExecutor = { query: async (text, params) => (await client.query(text, params)).rows };
    const [catalog, view] = REPLAYED.map((n) => this.projection(n));
    try {
      if (!this.prepared.has(client)) await this.prepare(client, [...catalog.tables, ...view.tables]);
      // The temporary tables are empty at the start of each transaction: every replay is rolled back.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const position = await this.resolve(sql, asOf);
      for (let after = 0; after < position; ) {
        const rows = (await sql.query(SELECT_EVENTS, [after, position, catalog.handles, view.handles, name, RELATED_TYPES, BATCH])) as EventRow[];
        if (rows.length === 0) break;
        const events = rows.map(recordedFromRow);
        const forCatalog = events.filter((e) => catalog.handles.includes(e.type));
        const forView = events.filter((e) => view.handles.includes(e.type));
        if (forCatalog.length) await catalog.apply(forCatalog, sql);
        if (forView.length) await view.apply(forView, sql);
        after = events[events.length - 1].position;
      }
      const feature = await loadFeature(sql, project, name, true);
      await client.query('ROLLBACK');
      return { position, feature };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Once per connection, outside any transaction (a rolled-back one would take the tables along). */
  private async prepare(client: PoolClient, tables: readonly string[]): Promise<void> {
    for (const table of tables) {
      if (!TABLE_NAME.test(table)) throw new Error(`unexpected table name ${table}`);
      await client.query(`CREATE TEMP TABLE IF NOT EXISTS ${table} (LIKE public.${table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`);
    }
    this.prepared.add(client);
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
        : await sql.query<{ p: string }>('SELECT coalesce(max(position), 0) AS p FROM es_events WHERE created_at < $1::timestamptz + $2::interval', [asOf.time, asOf.unit]);
    return Number(rows[0].p);
  }
}

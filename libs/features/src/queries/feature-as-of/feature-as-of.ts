import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';
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
 * transaction is rolled back: nothing is kept.
 */
@Injectable()
export class FeatureHistory {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  async at(project: string, name: string, asOf: AsOf): Promise<FeatureAtPoint> {
    if (this.config.eventStore !== 'postgres') throw new InvalidOperationError('Time travel reads the PostgreSQL event store; it is not available with EVENT_STORE=esdb.');
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('REPEATABLE READ');
      const position = await this.resolve(runner, asOf);
      const replayed = REPLAYED.map((n) => this.projection(n));
      for (const projection of replayed) {
        for (const table of projection.tables) {
          if (!TABLE_NAME.test(table)) throw new Error(`unexpected table name ${table}`);
          await runner.query(`CREATE TEMP TABLE ${table} (LIKE public.${table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES) ON COMMIT DROP`);
        }
      }
      const [catalog, view] = replayed;
      const sql: SqlExecutor = { query: (text, params) => runner.query(text, params) };
      for (let after = 0; after < position; ) {
        const rows = (await runner.query(SELECT_EVENTS, [after, position, catalog.handles, view.handles, name, RELATED_TYPES, BATCH])) as EventRow[];
        if (rows.length === 0) break;
        const events = rows.map(recordedFromRow);
        const forCatalog = events.filter((e) => catalog.handles.includes(e.type));
        const forView = events.filter((e) => view.handles.includes(e.type));
        if (forCatalog.length) await catalog.apply(forCatalog, sql);
        if (forView.length) await view.apply(forView, sql);
        after = events[events.length - 1].position;
      }
      return { position, feature: await loadFeature(runner, project, name, true) };
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
  }

  private projection(name: string): Projection {
    const found = this.projections.find((p) => p.name === name);
    if (!found) throw new Error(`projection ${name} is not registered`);
    return found;
  }

  private async resolve(runner: QueryRunner, asOf: AsOf): Promise<number> {
    const rows = (
      'position' in asOf
        ? await runner.query('SELECT least($1::bigint, coalesce(max(position), 0)) AS p FROM es_events', [asOf.position])
        : await runner.query('SELECT coalesce(max(position), 0) AS p FROM es_events WHERE created_at < $1::timestamptz + $2::interval', [asOf.time, asOf.unit])
    ) as { p: string }[];
    return Number(rows[0].p);
  }
}

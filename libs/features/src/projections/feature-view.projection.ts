import { Injectable } from '@nestjs/common';
import { assertNever, isFlagTypeLifetimeChange, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';
import { FeatureColumnPatches } from './feature-column-patches';
import { applyStrategyEvent } from './feature-strategies.sql';
import { applyLifecycleEvent, LIFECYCLE_EVENTS, recordStage } from './feature-lifecycle.sql';
import { applyRelationEvent, deleteRelations, RELATION_EVENTS } from './feature-relations.sql';

/** One statement for a run of column overwrites (FeatureColumnPatches); absent keys keep their value. Environment toggles: WRITE_ENVIRONMENTS. */
const WRITE_COLUMNS = `UPDATE rm_features f SET
     stale = CASE WHEN r.p ? 'stale' THEN (r.p->>'stale')::boolean ELSE f.stale END,
     description = CASE WHEN r.p ? 'description' THEN r.p->>'description' ELSE f.description END,
     impression_data = CASE WHEN r.p ? 'impressionData' THEN (r.p->>'impressionData')::boolean ELSE f.impression_data END,
     type = CASE WHEN r.p ? 'type' THEN r.p->>'type' ELSE f.type END
   FROM jsonb_array_elements($1::jsonb) AS r(p)
  WHERE f.name = r.p->>'name'`;

const WRITE_ENVIRONMENTS = `INSERT INTO rm_feature_environments (feature_name, environment, enabled)
   SELECT r.feature, r.environment, r.enabled FROM jsonb_to_recordset($1::jsonb) AS r(feature text, environment text, enabled boolean)
   ON CONFLICT (feature_name, environment) DO UPDATE SET enabled = excluded.enabled`;

const WRITES = { columns: WRITE_COLUMNS, environments: WRITE_ENVIRONMENTS };

const HANDLES = [
  'feature-created',
  'feature-metadata-updated',
  'feature-type-updated',
  'feature-stale-on',
  'feature-stale-off',
  'feature-archived',
  'feature-revived',
  'feature-deleted',
  'feature-environment-enabled',
  'feature-environment-disabled',
  'feature-strategy-add',
  'feature-strategy-update',
  'feature-strategy-remove',
  'strategy-order-changed',
  'segment-deleted',
  ...RELATION_EVENTS,
  ...LIFECYCLE_EVENTS,
] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/** The feature rows behind GET/PUT feature responses (rm_features, rm_feature_environments, rm_feature_strategies), and the flag types' lifetimes (rm_feature_types). */
@Injectable()
export class FeatureViewProjection implements Projection {
  readonly name = 'feature-view';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = [
    'rm_features',
    'rm_feature_environments',
    'rm_feature_strategies',
    'rm_feature_tags',
    'rm_feature_dependencies',
    'rm_feature_lifecycle',
    'rm_feature_types',
  ];
  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    // Runs of stale/metadata/type overwrites become one statement (the PUT hot path).
    const columns = new FeatureColumnPatches();
    for (const event of events as readonly Handled[]) {
      if (columns.add(event)) continue;
      await columns.flush(sql, WRITES);
      await this.applyOne(event, sql);
    }
    await columns.flush(sql, WRITES);
  }

  private async applyOne(event: Handled, sql: SqlExecutor): Promise<void> {
    const at = event.createdAt;
    switch (event.type) {
      case 'feature-created': {
        const row = event.data.data;
        await sql.query(
          `INSERT INTO rm_features (name, project, type, description, stale, impression_data, created_at, created_by_id, created_by_name, lifecycle_stage, lifecycle_entered_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'initial', $10)
           ON CONFLICT (name) DO UPDATE SET project = excluded.project, type = excluded.type, description = excluded.description,
             stale = excluded.stale, impression_data = excluded.impression_data, created_at = excluded.created_at,
             created_by_id = excluded.created_by_id, created_by_name = excluded.created_by_name, archived_at = NULL,
             last_seen_at = NULL, lifecycle_stage = 'initial', lifecycle_entered_at = excluded.lifecycle_entered_at`,
          [
            row.name,
            row.project,
            row.type,
            row.description,
            row.stale,
            row.impressionData,
            row.createdAt,
            event.metadata.actor.id,
            event.metadata.actor.name,
            at,
          ],
        );
        await recordStage(event, sql);
        return;
      }
      case 'feature-archived':
        await sql.query(
          `UPDATE rm_features SET archived_at = $2, lifecycle_stage = 'archived', lifecycle_entered_at = $3 WHERE name = $1`,
          [event.data.featureName, event.data.data.archivedAt, at],
        );
        await recordStage(event, sql);
        return;
      case 'feature-revived':
        await sql.query(
          `UPDATE rm_features SET archived_at = NULL, lifecycle_stage = 'initial', lifecycle_entered_at = $2 WHERE name = $1`,
          [event.data.featureName, at],
        );
        await sql.query('UPDATE rm_feature_environments SET enabled = false WHERE feature_name = $1', [event.data.featureName]);
        await recordStage(event, sql);
        return;
      case 'feature-deleted':
        await sql.query('DELETE FROM rm_feature_strategies WHERE feature_name = $1', [event.data.featureName]);
        await deleteRelations(event.data.featureName, sql);
        await sql.query('DELETE FROM rm_feature_environments WHERE feature_name = $1', [event.data.featureName]);
        await sql.query('DELETE FROM rm_features WHERE name = $1', [event.data.featureName]);
        await recordStage(event, sql);
        return;
      case 'feature-strategy-add':
      case 'feature-strategy-update':
      case 'feature-strategy-remove':
      case 'strategy-order-changed':
        await applyStrategyEvent(event, sql);
        return;
      case 'segment-deleted':
        // A deleted segment no longer constrains any strategy (those of archived flags included).
        await sql.query('UPDATE rm_feature_strategies SET segments = array_remove(segments, $1::int) WHERE segments @> ARRAY[$1::int]', [
          event.data.preData.id,
        ]);
        return;
      case 'feature-variants-updated':
      case 'feature-environment-variants-updated':
      case 'feature-tagged':
      case 'feature-untagged':
      case 'feature-dependency-added':
      case 'feature-dependency-removed':
      case 'feature-dependencies-removed':
        await applyRelationEvent(event, sql);
        return;
      case 'feature-project-change':
      case 'feature-completed':
      case 'feature-uncompleted':
      case 'feature-potentially-stale-on':
      case 'client-metrics':
        await applyLifecycleEvent(event, sql);
        return;
      case 'feature-type-updated':
        // Flag type changes are column overwrites; what reaches here is a flag type's new lifetime.
        if (!isFlagTypeLifetimeChange(event.data)) throw new Error(`${event.type} of a flag is written by FeatureColumnPatches.flush`);
        await sql.query(
          'INSERT INTO rm_feature_types (id, lifetime_days) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET lifetime_days = excluded.lifetime_days',
          [event.data.data.id, event.data.data.lifetimeDays],
        );
        return;
      case 'feature-metadata-updated':
      case 'feature-stale-on':
      case 'feature-stale-off':
      case 'feature-environment-enabled':
      case 'feature-environment-disabled':
        throw new Error(`${event.type} is written by FeatureColumnPatches.flush`);
      default:
        assertNever(event);
    }
  }
}

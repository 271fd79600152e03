import { assertNever, type EventType, type RecordedEvent } from '@pennant/events';
import type { SqlExecutor } from '@pennant/projections';

/** Events of the lifecycle use cases that only this file applies (part of the feature-view projection). */
export const LIFECYCLE_EVENTS = [
  'feature-project-change',
  'feature-completed',
  'feature-uncompleted',
  'feature-potentially-stale-on',
  'client-metrics',
] as const satisfies readonly EventType[];

type LifecycleEvent = RecordedEvent<(typeof LIFECYCLE_EVENTS)[number]>;
/** Events that also move a flag between stages; the feature-view projection calls `recordStage` for them. */
type StageEvent = RecordedEvent<'feature-created' | 'feature-archived' | 'feature-revived' | 'feature-deleted'>;

/**
 * rm_features.lifecycle_stage/lifecycle_entered_at = the current stage by Unleash's priority
 * (archived > completed > live > pre-live > initial) over the flag's stage history.
 */
async function refreshCurrentStage(feature: string, sql: SqlExecutor): Promise<void> {
  await sql.query(
    `UPDATE rm_features f SET lifecycle_stage = l.stage, lifecycle_entered_at = l.entered_at
       FROM (SELECT stage, entered_at FROM rm_feature_lifecycle WHERE feature = $1
              ORDER BY array_position(ARRAY['initial', 'pre-live', 'live', 'completed', 'archived'], stage) DESC LIMIT 1) l
      WHERE f.name = $1`,
    [feature],
  );
}

async function restart(feature: string, at: Date, sql: SqlExecutor): Promise<void> {
  await sql.query('DELETE FROM rm_feature_lifecycle WHERE feature = $1', [feature]);
  await sql.query(`INSERT INTO rm_feature_lifecycle (feature, stage, entered_at) VALUES ($1, 'initial', $2)`, [feature, at]);
}

/** Stage history (rm_feature_lifecycle) for creation, archive, revive and delete. Each stage is entered at most once. */
export async function recordStage(event: StageEvent, sql: SqlExecutor): Promise<void> {
  const feature = event.data.featureName;
  switch (event.type) {
    case 'feature-created':
      await restart(feature, event.createdAt, sql);
      await sql.query('UPDATE rm_features SET potentially_stale = false WHERE name = $1', [feature]);
      return;
    case 'feature-archived':
      await sql.query(`INSERT INTO rm_feature_lifecycle (feature, stage, entered_at) VALUES ($1, 'archived', $2) ON CONFLICT DO NOTHING`, [
        feature,
        event.createdAt,
      ]);
      return;
    case 'feature-revived':
      // Unleash deletes every stage and re-enters `initial`.
      await restart(feature, event.createdAt, sql);
      await refreshCurrentStage(feature, sql);
      return;
    case 'feature-deleted':
      await sql.query('DELETE FROM rm_feature_lifecycle WHERE feature = $1', [feature]);
      return;
    default:
      assertNever(event);
  }
}

export async function applyLifecycleEvent(event: LifecycleEvent, sql: SqlExecutor): Promise<void> {
  const feature = event.data.featureName;
  switch (event.type) {
    case 'feature-project-change':
      // Environments follow: GET feature lists the new project's environments; per-environment state is kept.
      await sql.query('UPDATE rm_features SET project = $2 WHERE name = $1', [feature, event.data.data.newProject]);
      return;
    case 'feature-completed': {
      const { status, statusValue } = event.data.data;
      await sql.query(
        `INSERT INTO rm_feature_lifecycle (feature, stage, status, status_value, entered_at) VALUES ($1, 'completed', $2, $3, $4) ON CONFLICT DO NOTHING`,
        [feature, status, statusValue ?? null, event.createdAt],
      );
      await refreshCurrentStage(feature, sql);
      return;
    }
    case 'feature-uncompleted':
      await sql.query(`DELETE FROM rm_feature_lifecycle WHERE feature = $1 AND stage = 'completed'`, [feature]);
      await refreshCurrentStage(feature, sql);
      return;
    case 'feature-potentially-stale-on':
      await sql.query('UPDATE rm_features SET potentially_stale = true WHERE name = $1', [feature]);
      return;
    case 'client-metrics': {
      // `live` implies `pre-live`, entered in the same step just before, as in Unleash.
      const stages = event.data.data.stage === 'live' ? ['pre-live', 'live'] : ['pre-live'];
      await sql.query(
        `INSERT INTO rm_feature_lifecycle (feature, stage, entered_at) SELECT $1, s.stage, $3 FROM unnest($2::text[]) AS s(stage)
          WHERE EXISTS (SELECT 1 FROM rm_features WHERE name = $1) ON CONFLICT DO NOTHING`,
        [feature, stages, event.createdAt],
      );
      await refreshCurrentStage(feature, sql);
      return;
    }
    default:
      assertNever(event);
  }
}

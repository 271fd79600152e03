import { assertNever, type RecordedEvent } from '@pennant/events';
import type { SqlExecutor } from '@pennant/projections';

export const RELATION_EVENTS = [
  'feature-variants-updated',
  'feature-environment-variants-updated',
  'feature-tagged',
  'feature-untagged',
  'feature-dependency-added',
  'feature-dependency-removed',
  'feature-dependencies-removed',
] as const;

type RelationEvent = RecordedEvent<(typeof RELATION_EVENTS)[number]>;

/** Variants, flag tags and dependencies of the feature-view read model. */
export async function applyRelationEvent(event: RelationEvent, sql: SqlExecutor): Promise<void> {
  const name = event.data.featureName;
  switch (event.type) {
    case 'feature-variants-updated':
      await sql.query('UPDATE rm_features SET variants = $2::jsonb WHERE name = $1', [name, JSON.stringify(event.data.data.variants)]);
      return;
    case 'feature-environment-variants-updated':
      await sql.query(
        `INSERT INTO rm_feature_environments (feature_name, environment, enabled, variants) VALUES ($1, $2, false, $3::jsonb)
         ON CONFLICT (feature_name, environment) DO UPDATE SET variants = excluded.variants`,
        [name, event.data.environment, JSON.stringify(event.data.data.variants)],
      );
      return;
    case 'feature-tagged':
      await sql.query(
        'INSERT INTO rm_feature_tags (feature_name, tag_type, tag_value, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [name, event.data.data.type, event.data.data.value, event.createdAt],
      );
      return;
    case 'feature-untagged':
      await sql.query('DELETE FROM rm_feature_tags WHERE feature_name = $1 AND tag_type = $2 AND tag_value = $3', [
        name,
        event.data.preData.type,
        event.data.preData.value,
      ]);
      return;
    case 'feature-dependency-added': {
      const d = event.data.data;
      await sql.query(
        `INSERT INTO rm_feature_dependencies (child, parent, enabled, variants) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (child, parent) DO UPDATE SET enabled = excluded.enabled, variants = excluded.variants`,
        [name, d.feature, d.enabled, JSON.stringify(d.variants ?? [])],
      );
      return;
    }
    case 'feature-dependency-removed':
      await sql.query('DELETE FROM rm_feature_dependencies WHERE child = $1 AND parent = $2', [name, event.data.data.feature]);
      return;
    case 'feature-dependencies-removed':
      await sql.query('DELETE FROM rm_feature_dependencies WHERE child = $1', [name]);
      return;
    default:
      assertNever(event);
  }
}

/** A deleted flag takes its tags and its own dependencies along. */
export async function deleteRelations(name: string, sql: SqlExecutor): Promise<void> {
  await sql.query('DELETE FROM rm_feature_tags WHERE feature_name = $1', [name]);
  await sql.query('DELETE FROM rm_feature_dependencies WHERE child = $1', [name]);
}

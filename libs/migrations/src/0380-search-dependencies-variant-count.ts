import type { Migration } from './migration';

// feature search: an item's `dependencyType` ('parent' when other flags depend on
// it, 'child' when it depends on one, as Unleash computes it) and each environment's
// `variantCount` were constants. The feature-search projection now keeps the dependency links
// (rm_search_feature_dependencies) and the number of environment variants; both are filled here
// once from the feature view's tables (a rebuild of feature-search recomputes them from the log),
// and the items recomputed by the new rm_search_item.
export const searchDependenciesVariantCount: Migration = {
  id: '0380-search-dependencies-variant-count',
  sql: `
ALTER TABLE rm_search_feature_environments ADD COLUMN IF NOT EXISTS variant_count integer NOT NULL DEFAULT 0;

CREATE TABLE IF NOT EXISTS rm_search_feature_dependencies (
  feature_name  text NOT NULL,
  parent        text NOT NULL,
  PRIMARY KEY (feature_name, parent)
);
CREATE INDEX IF NOT EXISTS rm_search_feature_dependencies_parent ON rm_search_feature_dependencies (parent);

INSERT INTO rm_search_feature_dependencies (feature_name, parent)
SELECT d.child, d.parent FROM rm_feature_dependencies d JOIN rm_search_features f ON f.name = d.child
ON CONFLICT DO NOTHING;

INSERT INTO rm_search_feature_environments (feature_name, environment, enabled, variant_count)
SELECT fe.feature_name, fe.environment, fe.enabled, jsonb_array_length(fe.variants)
  FROM rm_feature_environments fe JOIN rm_search_features f ON f.name = fe.feature_name
 WHERE jsonb_typeof(fe.variants) = 'array' AND jsonb_array_length(fe.variants) > 0
ON CONFLICT (feature_name, environment) DO UPDATE SET variant_count = excluded.variant_count;

CREATE OR REPLACE FUNCTION rm_search_item(p_name text) RETURNS jsonb LANGUAGE sql STABLE AS $fn$
SELECT jsonb_build_object(
         'name', f.name, 'type', f.type, 'description', f.description,
         'dependencyType', CASE WHEN EXISTS (SELECT 1 FROM rm_search_feature_dependencies d WHERE d.parent = f.name) THEN 'parent'
                                WHEN EXISTS (SELECT 1 FROM rm_search_feature_dependencies d WHERE d.feature_name = f.name) THEN 'child' END,
         'project', f.project,
         'stale', f.stale, 'impressionData', f.impression_data, 'createdAt', pennant_iso(f.created_at),
         'archivedAt', pennant_iso(f.archived_at),
         'lastSeenAt', pennant_iso(greatest(f.last_seen_at, (SELECT max(x.last_seen_at) FROM rm_search_feature_environments x WHERE x.feature_name = f.name))),
         'environments', coalesce((
            SELECT jsonb_agg(jsonb_build_object(
                     'name', e.name, 'enabled', coalesce(fe.enabled, false), 'type', e.type, 'sortOrder', e.sort_order, 'variantCount', coalesce(fe.variant_count, 0),
                     'hasStrategies', EXISTS (SELECT 1 FROM rm_search_feature_strategies st WHERE st.feature_name = f.name AND st.environment = e.name),
                     'hasEnabledStrategies', EXISTS (SELECT 1 FROM rm_search_feature_strategies st WHERE st.feature_name = f.name AND st.environment = e.name AND NOT st.disabled),
                     'lastSeenAt', pennant_iso(fe.last_seen_at), 'yes', 0, 'no', 0)
                     ORDER BY e.sort_order, e.name)
              FROM rm_search_project_environments pe
              JOIN rm_search_environments e ON e.name = pe.environment
              LEFT JOIN rm_search_feature_environments fe ON fe.feature_name = f.name AND fe.environment = pe.environment
             WHERE pe.project = f.project), '[]'),
         'segments', coalesce((SELECT jsonb_agg(DISTINCT s.name ORDER BY s.name)
                                 FROM rm_search_feature_segments fs JOIN rm_search_segments s ON s.id = fs.segment_id
                                WHERE fs.feature_name = f.name), '[]'),
         'tags', coalesce((SELECT jsonb_agg(jsonb_build_object('type', tg.tag_type, 'value', tg.tag_value) ORDER BY tg.tag_type, tg.tag_value)
                             FROM rm_search_feature_tags tg WHERE tg.feature_name = f.name), '[]'),
         'lifecycle', jsonb_strip_nulls(jsonb_build_object('stage', f.lifecycle_stage, 'status', f.lifecycle_status, 'enteredStageAt', pennant_iso(f.lifecycle_entered_at))),
         'createdBy', jsonb_build_object('id', coalesce(f.created_by_id, 0), 'name', coalesce(f.created_by_name, 'unknown'), 'imageUrl', f.created_by_image_url))
  FROM rm_search_features f
 WHERE f.name = p_name
$fn$;

INSERT INTO rm_search_items (feature_name, item)
SELECT name, rm_search_item(name) FROM rm_search_features
 WHERE name IN (SELECT feature_name FROM rm_search_feature_dependencies UNION SELECT parent FROM rm_search_feature_dependencies
                UNION SELECT feature_name FROM rm_search_feature_environments WHERE variant_count > 0)
ON CONFLICT (feature_name) DO UPDATE SET item = excluded.item;
`,
};

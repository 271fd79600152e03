import type { Migration } from './migration';

// Search items as Unleash clients read them (issue 36 §6, ADR 0058): each tag carries its type's
// `color` (null when the type has none; the built-in `simple` is white), from the search
// projection's own copy of the tag types' colors (rm_search_tag_types, filled here from the tags
// projection's table and kept by tag-type events from now on); a flag an admin token created
// names Unleash's admin-token user (id -42, "Unleash Admin Token User") as its creator, as Unleash
// does. The item function is 0384's with those two; every kept item is recomputed once.
export const searchTagColorsAdminTokenUser: Migration = {
  id: '0500-search-tag-colors-admin-token-user',
  sql: `
CREATE TABLE IF NOT EXISTS rm_search_tag_types (
  name  text PRIMARY KEY,
  color text
);
INSERT INTO rm_search_tag_types (name, color) SELECT name, color FROM rm_tag_types
  ON CONFLICT (name) DO UPDATE SET color = excluded.color;

UPDATE rm_search_features
   SET created_by_name = 'Unleash Admin Token User',
       created_by_image_url = 'https://gravatar.com/avatar/' || encode(sha256(convert_to('unleash admin token user', 'UTF8')), 'hex') || '?s=42&d=retro&r=g'
 WHERE created_by_id = -42;

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
                     'changeRequestIds', '[]'::jsonb,
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
         'tags', coalesce((SELECT jsonb_agg(jsonb_build_object('type', tg.tag_type, 'value', tg.tag_value,
                                    'color', CASE WHEN tt.name IS NULL AND tg.tag_type = 'simple' THEN '#FFFFFF' ELSE tt.color END)
                                  ORDER BY tg.tag_type, tg.tag_value)
                             FROM rm_search_feature_tags tg LEFT JOIN rm_search_tag_types tt ON tt.name = tg.tag_type
                            WHERE tg.feature_name = f.name), '[]'),
         'lifecycle', jsonb_strip_nulls(jsonb_build_object('stage', f.lifecycle_stage, 'status', f.lifecycle_status, 'enteredStageAt', pennant_iso(f.lifecycle_entered_at))),
         'createdBy', jsonb_build_object('id', coalesce(f.created_by_id, 0), 'name', coalesce(f.created_by_name, 'unknown'), 'imageUrl', f.created_by_image_url))
  FROM rm_search_features f
 WHERE f.name = p_name
$fn$;

UPDATE rm_search_items SET item = rm_search_item(feature_name);
`,
};

import type { Migration } from './migration';

// feature search: each flag's page item (the flag's columns, its environments with state and
// strategy presence, segment names, tags) kept as one jsonb value, so that a search reads the
// page's items instead of assembling each from five tables per request. The items live in their
// own table: rm_search_features stays narrow for the filters' scans and is not rewritten when
// only an item changes.
//
// rm_search_item(name) is the item's one definition: the feature-search projection calls it for
// the flags a batch touched (in the batch's transaction), and this migration for every flag once.
// Tables are unqualified so that a rebuild into a scratch schema (search_path) reads its own.
// Timestamps are kept as ISO text; the search handler adds the favourite, the avatar and usage.
export const searchItems: Migration = {
  id: '0260-search-items',
  sql: `
CREATE TABLE IF NOT EXISTS rm_search_items (
  feature_name  text  PRIMARY KEY,
  item          jsonb NOT NULL
);

CREATE OR REPLACE FUNCTION rm_search_item(p_name text) RETURNS jsonb LANGUAGE sql STABLE AS $fn$
SELECT jsonb_build_object(
         'name', f.name, 'project', f.project, 'type', f.type, 'description', f.description, 'stale', f.stale,
         'impressionData', f.impression_data, 'createdAt', f.created_at, 'createdById', f.created_by_id,
         'createdByName', f.created_by_name, 'archivedAt', f.archived_at,
         'lastSeenAt', greatest(f.last_seen_at, (SELECT max(x.last_seen_at) FROM rm_search_feature_environments x WHERE x.feature_name = f.name)),
         'lifecycleStage', f.lifecycle_stage, 'lifecycleStatus', f.lifecycle_status, 'lifecycleEnteredAt', f.lifecycle_entered_at,
         'environments', coalesce((
            SELECT jsonb_agg(jsonb_build_object(
                     'name', e.name, 'type', e.type, 'sortOrder', e.sort_order, 'enabled', coalesce(fe.enabled, false),
                     'lastSeenAt', fe.last_seen_at,
                     'hasStrategies', EXISTS (SELECT 1 FROM rm_search_feature_strategies st WHERE st.feature_name = f.name AND st.environment = e.name),
                     'hasEnabledStrategies', EXISTS (SELECT 1 FROM rm_search_feature_strategies st WHERE st.feature_name = f.name AND st.environment = e.name AND NOT st.disabled))
                     ORDER BY e.sort_order, e.name)
              FROM rm_search_project_environments pe
              JOIN rm_search_environments e ON e.name = pe.environment
              LEFT JOIN rm_search_feature_environments fe ON fe.feature_name = f.name AND fe.environment = pe.environment
             WHERE pe.project = f.project), '[]'),
         'segments', coalesce((SELECT jsonb_agg(DISTINCT s.name ORDER BY s.name)
                                 FROM rm_search_feature_segments fs JOIN rm_search_segments s ON s.id = fs.segment_id
                                WHERE fs.feature_name = f.name), '[]'),
         'tags', coalesce((SELECT jsonb_agg(jsonb_build_object('type', tg.tag_type, 'value', tg.tag_value) ORDER BY tg.tag_type, tg.tag_value)
                             FROM rm_search_feature_tags tg WHERE tg.feature_name = f.name), '[]'))
  FROM rm_search_features f
 WHERE f.name = p_name
$fn$;

INSERT INTO rm_search_items (feature_name, item) SELECT name, rm_search_item(name) FROM rm_search_features
ON CONFLICT (feature_name) DO UPDATE SET item = excluded.item;
`,
};

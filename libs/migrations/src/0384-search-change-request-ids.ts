import type { Migration } from './migration';

// Search items carry `changeRequestIds` per environment (issue 27 §6), as Unleash's: the pending
// change requests touching the flag there. The kept item says `[]`; the pending ids are laid over
// it when a page is read (change requests move without any feature-search event). The item
// function is 0380's with that key; every kept item is recomputed once. The index finds the
// pending requests of a page's flags.
export const searchChangeRequestIds: Migration = {
  id: '0384-search-change-request-ids',
  sql: `
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
         'tags', coalesce((SELECT jsonb_agg(jsonb_build_object('type', tg.tag_type, 'value', tg.tag_value) ORDER BY tg.tag_type, tg.tag_value)
                             FROM rm_search_feature_tags tg WHERE tg.feature_name = f.name), '[]'),
         'lifecycle', jsonb_strip_nulls(jsonb_build_object('stage', f.lifecycle_stage, 'status', f.lifecycle_status, 'enteredStageAt', pennant_iso(f.lifecycle_entered_at))),
         'createdBy', jsonb_build_object('id', coalesce(f.created_by_id, 0), 'name', coalesce(f.created_by_name, 'unknown'), 'imageUrl', f.created_by_image_url))
  FROM rm_search_features f
 WHERE f.name = p_name
$fn$;

UPDATE rm_search_items SET item = rm_search_item(feature_name);

CREATE INDEX IF NOT EXISTS rm_change_request_changes_feature ON rm_change_request_changes (feature) WHERE feature IS NOT NULL;
`,
};

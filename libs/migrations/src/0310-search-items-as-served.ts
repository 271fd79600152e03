import type { Migration } from './migration';

// feature search: each flag's kept page item (rm_search_items, migration 0260) becomes the item
// exactly as the API serves it, minus the caller's `favorite` and SDK usage: timestamps in the
// form of JavaScript's Date#toISOString (UTC, milliseconds, as Date truncates them), the spec's
// constant fields (`dependencyType`, `variantCount`, `yes`, `no`), `lifecycle` without a null
// `status`, and `createdBy` with its avatar URL. The search handler then passes the items' text
// through instead of parsing, reshaping and serialising 25 objects per page (bench/RESULTS.md,
// round 7). The avatar is Gravatar's URL of the SHA-256 of the trimmed, lower-cased creator name,
// computed by the projection in Node when a flag is created (JavaScript's trim and lower-casing
// are Unicode-wide; PostgreSQL's depend on the collation), kept in `created_by_image_url`. Here,
// for the flags created before, it is computed in SQL only where both agree — names of printable
// ASCII — and left NULL otherwise; the handler completes an item whose URL is NULL.
export const searchItemsAsServed: Migration = {
  id: '0310-search-items-as-served',
  sql: `
ALTER TABLE rm_search_features ADD COLUMN IF NOT EXISTS created_by_image_url text;

UPDATE rm_search_features
   SET created_by_image_url = 'https://gravatar.com/avatar/' || encode(sha256(convert_to(lower(btrim(coalesce(created_by_name, 'unknown'))), 'UTF8')), 'hex') || '?s=42&d=retro&r=g'
 WHERE created_by_image_url IS NULL AND coalesce(created_by_name, 'unknown') ~ '^[ -~]*$';

CREATE OR REPLACE FUNCTION pennant_iso(p_at timestamptz) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$fn$;

CREATE OR REPLACE FUNCTION rm_search_item(p_name text) RETURNS jsonb LANGUAGE sql STABLE AS $fn$
SELECT jsonb_build_object(
         'name', f.name, 'type', f.type, 'description', f.description, 'dependencyType', NULL, 'project', f.project,
         'stale', f.stale, 'impressionData', f.impression_data, 'createdAt', pennant_iso(f.created_at),
         'archivedAt', pennant_iso(f.archived_at),
         'lastSeenAt', pennant_iso(greatest(f.last_seen_at, (SELECT max(x.last_seen_at) FROM rm_search_feature_environments x WHERE x.feature_name = f.name))),
         'environments', coalesce((
            SELECT jsonb_agg(jsonb_build_object(
                     'name', e.name, 'enabled', coalesce(fe.enabled, false), 'type', e.type, 'sortOrder', e.sort_order, 'variantCount', 0,
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

INSERT INTO rm_search_items (feature_name, item) SELECT name, rm_search_item(name) FROM rm_search_features
ON CONFLICT (feature_name) DO UPDATE SET item = excluded.item;
`,
};

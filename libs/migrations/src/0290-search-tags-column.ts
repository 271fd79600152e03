import type { Migration } from './migration';

// feature search: each flag's tags also kept on its row, as a jsonb array of {"t": type, "v":
// value} (objects, so containment matches type and value together), with a GIN index. A tag
// filter then is an index condition beside the others (type, project) instead of a probe of every
// tagged flag's row, which at scale dominated a type + tag search (bench/RESULTS.md, round 5). rm_search_feature_tags stays the
// source (the page items and text search read it); the projection recomputes the column from it
// after every tag change.
export const searchTagsColumn: Migration = {
  id: '0290-search-tags-column',
  sql: `
ALTER TABLE rm_search_features ADD COLUMN IF NOT EXISTS tags jsonb NOT NULL DEFAULT '[]'::jsonb;
UPDATE rm_search_features f SET tags = t.tags
  FROM (SELECT feature_name, jsonb_agg(jsonb_build_object('t', tag_type, 'v', tag_value) ORDER BY tag_type, tag_value) AS tags
          FROM rm_search_feature_tags GROUP BY feature_name) t
 WHERE t.feature_name = f.name;
CREATE INDEX IF NOT EXISTS rm_search_features_tags ON rm_search_features USING gin (tags jsonb_path_ops) WITH (fastupdate = off);
`,
};

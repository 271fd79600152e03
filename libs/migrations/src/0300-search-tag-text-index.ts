import type { Migration } from './migration';

// feature search: a `query` term is tested on the flag row alone. Tag values get a trigram index
// on the row (an expression index over the kept `tags`, migration 0290: the values joined by
// U+0001) beside the name and description ones, so a term is one bitmap OR of three index scans
// on one table, then the other conditions on the same heap rows. Before, the term's matches were
// collected from rm_search_features and rm_search_feature_tags into a list of names and every name
// looked up again, twice the work for a text search's count (bench/RESULTS.md, round 6). The tag table's own trigram index goes.
// (A single generated column joining name, description and tags was tried first: its trigram
// sets mix across the parts, three times the candidates to recheck, no faster.)
export const searchTagTextIndex: Migration = {
  id: '0300-search-tag-text-index',
  sql: `
CREATE OR REPLACE FUNCTION pennant_tag_text(flag_tags jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce((SELECT string_agg(t ->> 'v', E'\\x01') FROM jsonb_array_elements(flag_tags) t), '')
$fn$;
DO $pennant$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS rm_search_features_tag_text_trgm ON rm_search_features USING gin (pennant_tag_text(tags) gin_trgm_ops) WITH (fastupdate = off)';
  END IF;
END
$pennant$;
DROP INDEX IF EXISTS rm_search_feature_tags_value_trgm;
`,
};

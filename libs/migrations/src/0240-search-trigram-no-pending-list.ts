import type { Migration } from './migration';

// feature search: the trigram indexes without GIN's pending list. With `fastupdate` (the default)
// new entries wait in an unsorted list that every search scans until (auto)vacuum merges it: after
// many fresh writes a text search spent most of its time there, and the planner, pricing that in,
// scanned the table instead (bench/RESULTS.md, "Figures behind code comments"). Flags are written rarely, searched often.
export const searchTrigramNoPendingList: Migration = {
  id: '0240-search-trigram-no-pending-list',
  sql: `
DO $pennant$
DECLARE
  idx text;
BEGIN
  FOREACH idx IN ARRAY ARRAY['rm_search_features_name_trgm', 'rm_search_features_description_trgm', 'rm_search_feature_tags_value_trgm'] LOOP
    IF EXISTS (SELECT 1 FROM pg_class WHERE relname = idx AND relkind = 'i') THEN
      EXECUTE format('ALTER INDEX %I SET (fastupdate = off)', idx);
      PERFORM gin_clean_pending_list(idx::regclass);
    END IF;
  END LOOP;
END
$pennant$;
`,
};

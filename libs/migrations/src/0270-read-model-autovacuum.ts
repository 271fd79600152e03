import type { Migration } from './migration';

// Read-model tables rewritten on every flag change get vacuumed after 2 % of their rows (plus
// 1,000) changed instead of PostgreSQL's default 20 %. Each update clears its page's all-visible
// bit; until a vacuum sets it again, counting a project's flags reads the table instead of only
// the index, several times slower for the search overview at scale (bench/RESULTS.md, round 5). With the
// default, 5,000 dead rows among 100,000 never trigger that vacuum. Blue/green rebuilds copy these
// settings to the green tables (libs/projections/src/rebuild/green-tables.ts).
export const readModelAutovacuum: Migration = {
  id: '0270-read-model-autovacuum',
  sql: `
DO $pennant$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['rm_features', 'rm_feature_environments', 'rm_search_features', 'rm_search_items', 'rm_search_feature_environments', 'rm_health_flags'] LOOP
    IF to_regclass(t) IS NOT NULL THEN
      EXECUTE format('ALTER TABLE %I SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 1000)', t);
    END IF;
  END LOOP;
END
$pennant$;
`,
};

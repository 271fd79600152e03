import type { Migration } from './migration';

// feature search: each flag keeps the environments it is enabled in, so that a status filter is
// a test on the flag's row (plus its project's environments, a small hashed set) instead of a
// probe into rm_search_feature_environments per candidate flag; filled from that table once.
export const searchEnabledEnvironments: Migration = {
  id: '0250-search-enabled-environments',
  sql: `
ALTER TABLE rm_search_features ADD COLUMN IF NOT EXISTS enabled_environments text[] NOT NULL DEFAULT '{}';
UPDATE rm_search_features f
   SET enabled_environments = e.environments
  FROM (SELECT feature_name, array_agg(environment ORDER BY environment) AS environments
          FROM rm_search_feature_environments WHERE enabled GROUP BY feature_name) e
 WHERE f.name = e.feature_name AND f.enabled_environments <> e.environments;
`,
};

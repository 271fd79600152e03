import type { Migration } from './migration';

// feature search: the index of a project's active flags in creation order also carries each
// flag's enabled environments, so a status filter within a project (and its `total`) is answered
// from the index alone instead of one heap visit per flag (bench/RESULTS.md, round 5). Enabling or disabling an environment
// now updates this index; stale toggles (the common write) stay heap-only updates.
export const searchStatusCoveringIndex: Migration = {
  id: '0280-search-status-covering-index',
  sql: `
DROP INDEX IF EXISTS rm_search_features_project_active_created;
CREATE INDEX rm_search_features_project_active_created ON rm_search_features (project, created_at, name) INCLUDE (enabled_environments) WHERE archived_at IS NULL;
`,
};

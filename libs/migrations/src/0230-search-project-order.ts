import type { Migration } from './migration';

// feature search: a project's active flags in creation order, so that the overview page is a
// top-N read in index order and its count an index-only scan (not a sort of every match).
export const searchProjectOrder: Migration = {
  id: '0230-search-project-order',
  sql: `
CREATE INDEX IF NOT EXISTS rm_search_features_project_active_created ON rm_search_features (project, created_at, name) WHERE archived_at IS NULL;
`,
};

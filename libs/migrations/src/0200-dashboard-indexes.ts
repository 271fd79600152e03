import type { Migration } from './migration';

// personal dashboard: a project's first active flag (onboarding status) read in index order, not sorted.
export const dashboardIndexes: Migration = {
  id: '0200-dashboard-indexes',
  sql: `
CREATE INDEX IF NOT EXISTS rm_features_project_active_created ON rm_features (project, created_at, name) WHERE archived_at IS NULL;
`,
};

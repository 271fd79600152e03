import type { Migration } from './migration';

// project-health: each project's current counts, kept by deltas (the weekly snapshot and the
// dashboards read them instead of counting the project's flags); filled from the flags once.
export const projectHealthCounts: Migration = {
  id: '0220-project-health-counts',
  sql: `
CREATE TABLE IF NOT EXISTS rm_health_projects (
  project  text    PRIMARY KEY,
  flags    integer NOT NULL,
  healthy  integer NOT NULL
);
INSERT INTO rm_health_projects (project, flags, healthy)
SELECT project, count(*) FILTER (WHERE alive)::int, count(*) FILTER (WHERE alive AND NOT stale)::int FROM rm_health_flags GROUP BY project
ON CONFLICT (project) DO NOTHING;
CREATE INDEX IF NOT EXISTS rm_features_project_potentially_stale ON rm_features (project) WHERE potentially_stale AND archived_at IS NULL;
`,
};

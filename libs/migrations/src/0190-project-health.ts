import type { Migration } from './migration';

// project-health projection: each flag's active/stale state, and per project and week the counts after that week's last change.
export const projectHealth: Migration = {
  id: '0190-project-health',
  sql: `
CREATE TABLE IF NOT EXISTS rm_health_flags (
  feature  text    PRIMARY KEY,
  project  text    NOT NULL,
  alive    boolean NOT NULL,
  stale    boolean NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_health_flags_project ON rm_health_flags (project);
CREATE TABLE IF NOT EXISTS rm_health_weeks (
  project  text    NOT NULL,
  week     date    NOT NULL,
  flags    integer NOT NULL,
  healthy  integer NOT NULL,
  PRIMARY KEY (project, week)
);
`,
};

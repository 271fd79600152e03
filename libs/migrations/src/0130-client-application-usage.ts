import type { Migration } from './migration';

// Which projects and environments each SDK application registered for, by its token's scope
// (as in Unleash: an SDK registration onboards a project). Operational data of the intake, like
// client_applications. A token for all projects records '*', which onboards no particular project.
export const clientApplicationUsage: Migration = {
  id: '0130-client-application-usage',
  sql: `
CREATE TABLE IF NOT EXISTS client_application_usage (
  app_name     text        NOT NULL,
  project      text        NOT NULL,
  environment  text        NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (app_name, project, environment)
);
CREATE INDEX IF NOT EXISTS client_application_usage_project ON client_application_usage (project);
`,
};

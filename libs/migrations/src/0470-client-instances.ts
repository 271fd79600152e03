import type { Migration } from './migration';

// SDK instances and the admin-edited details of an application (docs/adr/0054-application-details.md).
// Operational data of the intake, like client_applications: one row per (app, environment,
// instance id), refreshed by registrations (each) and metrics (at most once a minute per instance
// and node), dropped after 48 h of silence like the hourly counts. Not a projection: no event
// writes it, so a rebuild does not touch it.
export const clientInstances: Migration = {
  id: '0470-client-instances',
  sql: `
CREATE TABLE IF NOT EXISTS client_instances (
  app_name      text        NOT NULL,
  environment   text        NOT NULL,
  instance_id   text        NOT NULL,
  sdk_version   text,
  client_ip     text,
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  PRIMARY KEY (app_name, environment, instance_id)
);
CREATE INDEX IF NOT EXISTS client_instances_last_seen ON client_instances (last_seen_at);

ALTER TABLE client_applications ADD COLUMN IF NOT EXISTS description text;
ALTER TABLE client_applications ADD COLUMN IF NOT EXISTS url text;
ALTER TABLE client_applications ADD COLUMN IF NOT EXISTS color text;
ALTER TABLE client_applications ADD COLUMN IF NOT EXISTS icon text;
`,
};

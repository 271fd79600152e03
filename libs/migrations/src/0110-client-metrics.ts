import type { Migration } from './migration';

// SDK registrations and usage metrics (docs/adr/0019-client-api.md). Operational data written by
// the intake, not projections: applications (one row per appName), hourly yes/no counts per
// (flag, app, environment, hour), and when each flag was last seen per environment.
export const clientMetrics: Migration = {
  id: '0110-client-metrics',
  sql: `
CREATE TABLE IF NOT EXISTS client_applications (
  app_name      text        PRIMARY KEY,
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  sdk_version   text,
  environment   text        NOT NULL,
  strategies    jsonb       NOT NULL DEFAULT '[]'
);

CREATE TABLE IF NOT EXISTS client_metrics_hourly (
  feature_name  text        NOT NULL,
  app_name      text        NOT NULL,
  environment   text        NOT NULL,
  hour          timestamptz NOT NULL,
  yes           bigint      NOT NULL DEFAULT 0,
  no            bigint      NOT NULL DEFAULT 0,
  variants      jsonb       NOT NULL DEFAULT '{}',
  PRIMARY KEY (feature_name, app_name, environment, hour)
);
CREATE INDEX IF NOT EXISTS client_metrics_hourly_hour ON client_metrics_hourly (hour);

CREATE TABLE IF NOT EXISTS client_last_seen (
  feature_name  text        NOT NULL,
  environment   text        NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  PRIMARY KEY (feature_name, environment)
);
`,
};

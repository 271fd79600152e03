import type { Migration } from './migration';

// Impact metrics (docs/adr/0065-impact-metrics-and-safeguards.md): what SDKs report in the
// `impactMetrics` field of their metrics. Operational data of the intake, like the hourly flag
// counts: no event writes it, a rebuild does not touch it, pruning drops it after the retention
// window (IMPACT_METRICS_RETENTION_HOURS, 48 by default).
//
// A series is one metric of one application in one environment with one set of labels (and, for
// a histogram, one set of bucket bounds); its samples are summed per minute of the server's clock.
export const impactMetrics: Migration = {
  id: '0570-impact-metrics',
  sql: `
CREATE TABLE IF NOT EXISTS impact_metric_series (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  environment   text        NOT NULL,
  app_name      text        NOT NULL,
  name          text        NOT NULL,
  type          text        NOT NULL CHECK (type IN ('counter', 'gauge', 'histogram')),
  -- The labels as reported (minus appName and environment, which are columns), and their
  -- canonical text (sorted keys) that identifies the series together with the bounds.
  labels        jsonb       NOT NULL,
  label_key     text        NOT NULL,
  -- A histogram's finite upper bounds, ascending (+Inf is implied); '{}' for the others.
  bounds        double precision[] NOT NULL DEFAULT '{}',
  help          text        NOT NULL,
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  UNIQUE (environment, app_name, name, type, label_key, bounds)
);
CREATE INDEX IF NOT EXISTS impact_metric_series_by_name ON impact_metric_series (environment, name);
CREATE INDEX IF NOT EXISTS impact_metric_series_last_seen ON impact_metric_series (last_seen_at);

-- One row per series and minute. counter: value = the increase; gauge: value = the last value
-- reported (at last_at), total/reports = the sum and number of values reported (their average);
-- histogram: value = the sum of observations, count, and buckets = the cumulative counts per bound.
CREATE TABLE IF NOT EXISTS impact_metric_samples (
  series_id  bigint      NOT NULL REFERENCES impact_metric_series (id) ON DELETE CASCADE,
  minute     timestamptz NOT NULL,
  value      double precision NOT NULL,
  total      double precision NOT NULL DEFAULT 0,
  reports    integer     NOT NULL DEFAULT 0,
  count      bigint      NOT NULL DEFAULT 0,
  buckets    bigint[]    NOT NULL DEFAULT '{}',
  last_at    timestamptz NOT NULL,
  PRIMARY KEY (series_id, minute)
);
CREATE INDEX IF NOT EXISTS impact_metric_samples_minute ON impact_metric_samples (minute);
`,
};

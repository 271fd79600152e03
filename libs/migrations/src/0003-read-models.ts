import type { Migration } from './migration';

// Read models of the first slice. Each table belongs to exactly one projection (named in the
// comment); nothing else writes to it.
export const readModels: Migration = {
  id: '0003-read-models',
  sql: `
-- event-log projection
CREATE TABLE IF NOT EXISTS rm_event_log (
  id                 bigint PRIMARY KEY,
  type               text        NOT NULL,
  created_at         timestamptz NOT NULL,
  created_by         text        NOT NULL,
  created_by_user_id integer,
  environment        text,
  project            text,
  feature_name       text,
  data               jsonb,
  pre_data           jsonb,
  tags               jsonb       NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS rm_event_log_project ON rm_event_log (project, id DESC);
CREATE INDEX IF NOT EXISTS rm_event_log_feature ON rm_event_log (feature_name, id DESC);
CREATE TABLE IF NOT EXISTS rm_event_log_feature_tags (
  feature_name text NOT NULL,
  tag_type     text NOT NULL,
  tag_value    text NOT NULL,
  PRIMARY KEY (feature_name, tag_type, tag_value)
);
CREATE TABLE IF NOT EXISTS rm_event_log_counts (
  scope  text PRIMARY KEY,
  count  bigint NOT NULL
);

-- catalog projection (projects, environments and their links)
CREATE TABLE IF NOT EXISTS rm_projects (
  id                  text PRIMARY KEY,
  name                text        NOT NULL,
  description         text,
  mode                text        NOT NULL DEFAULT 'open',
  default_stickiness  text        NOT NULL DEFAULT 'default',
  created_at          timestamptz NOT NULL,
  archived_at         timestamptz
);
CREATE TABLE IF NOT EXISTS rm_environments (
  name        text PRIMARY KEY,
  type        text    NOT NULL,
  sort_order  integer NOT NULL,
  enabled     boolean NOT NULL DEFAULT true,
  protected   boolean NOT NULL DEFAULT false
);
CREATE TABLE IF NOT EXISTS rm_project_environments (
  project      text NOT NULL,
  environment  text NOT NULL,
  PRIMARY KEY (project, environment)
);

-- feature-view projection (the spec's Feature object)
CREATE TABLE IF NOT EXISTS rm_features (
  name                 text PRIMARY KEY,
  project              text        NOT NULL,
  type                 text        NOT NULL,
  description          text,
  stale                boolean     NOT NULL DEFAULT false,
  impression_data      boolean     NOT NULL DEFAULT false,
  created_at           timestamptz NOT NULL,
  created_by_id        integer,
  created_by_name      text,
  archived_at          timestamptz,
  last_seen_at         timestamptz,
  lifecycle_stage      text        NOT NULL DEFAULT 'initial',
  lifecycle_entered_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_features_project ON rm_features (project);
CREATE TABLE IF NOT EXISTS rm_feature_environments (
  feature_name  text    NOT NULL,
  environment   text    NOT NULL,
  enabled       boolean NOT NULL DEFAULT false,
  last_seen_at  timestamptz,
  PRIMARY KEY (feature_name, environment)
);
`,
};

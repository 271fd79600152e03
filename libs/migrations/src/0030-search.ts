import type { Migration } from './migration';

// Read model of the feature-search projection (libs/search). Every table here is written by that
// projection only; it keeps its own copy of environments and project links so that the search
// query reads one projection and the projection can be rebuilt on its own.
export const search: Migration = {
  id: '0030-search',
  sql: `
CREATE TABLE IF NOT EXISTS rm_search_features (
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
  lifecycle_status     text,
  lifecycle_entered_at timestamptz NOT NULL
);
-- the default listing: active flags in creation order
CREATE INDEX IF NOT EXISTS rm_search_features_active_created ON rm_search_features (created_at, name) WHERE archived_at IS NULL;
CREATE INDEX IF NOT EXISTS rm_search_features_archived_created ON rm_search_features (created_at, name) WHERE archived_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS rm_search_features_project ON rm_search_features (project);
CREATE INDEX IF NOT EXISTS rm_search_features_type ON rm_search_features (type);
CREATE INDEX IF NOT EXISTS rm_search_features_created_by ON rm_search_features (created_by_id);
CREATE INDEX IF NOT EXISTS rm_search_features_lower_name ON rm_search_features (lower(name) text_pattern_ops);

CREATE TABLE IF NOT EXISTS rm_search_environments (
  name        text PRIMARY KEY,
  type        text    NOT NULL,
  sort_order  integer NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_search_project_environments (
  project      text NOT NULL,
  environment  text NOT NULL,
  PRIMARY KEY (project, environment)
);
CREATE TABLE IF NOT EXISTS rm_search_feature_environments (
  feature_name  text    NOT NULL,
  environment   text    NOT NULL,
  enabled       boolean NOT NULL DEFAULT false,
  last_seen_at  timestamptz,
  PRIMARY KEY (feature_name, environment)
);
CREATE INDEX IF NOT EXISTS rm_search_feature_environments_env ON rm_search_feature_environments (environment, enabled);

CREATE TABLE IF NOT EXISTS rm_search_feature_strategies (
  strategy_id   text    PRIMARY KEY,
  feature_name  text    NOT NULL,
  environment   text    NOT NULL,
  disabled      boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS rm_search_feature_strategies_feature ON rm_search_feature_strategies (feature_name, environment);

CREATE TABLE IF NOT EXISTS rm_search_feature_segments (
  feature_name  text    NOT NULL,
  strategy_id   text    NOT NULL,
  segment_id    integer NOT NULL,
  PRIMARY KEY (feature_name, strategy_id, segment_id)
);
CREATE INDEX IF NOT EXISTS rm_search_feature_segments_segment ON rm_search_feature_segments (segment_id);
CREATE INDEX IF NOT EXISTS rm_search_feature_segments_strategy ON rm_search_feature_segments (strategy_id);

CREATE TABLE IF NOT EXISTS rm_search_segments (
  id    integer PRIMARY KEY,
  name  text NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_search_segments_name ON rm_search_segments (name);

CREATE TABLE IF NOT EXISTS rm_search_feature_tags (
  feature_name  text NOT NULL,
  tag_type      text NOT NULL,
  tag_value     text NOT NULL,
  PRIMARY KEY (feature_name, tag_type, tag_value)
);
CREATE INDEX IF NOT EXISTS rm_search_feature_tags_tag ON rm_search_feature_tags (tag_type, tag_value);

CREATE TABLE IF NOT EXISTS rm_search_favorites (
  user_id       integer NOT NULL,
  feature_name  text    NOT NULL,
  PRIMARY KEY (user_id, feature_name)
);

-- Substring search (ILIKE '%term%') on name, description and tag values: trigram indexes when
-- pg_trgm can be installed (it ships with the embedded PostgreSQL and is a trusted extension);
-- on a server without it the search falls back to scanning, which stays correct.
DO $pennant$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN others THEN
    RAISE NOTICE 'pg_trgm is not available (%); search uses plain ILIKE', SQLERRM;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS rm_search_features_name_trgm ON rm_search_features USING gin (name gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS rm_search_features_description_trgm ON rm_search_features USING gin (description gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS rm_search_feature_tags_value_trgm ON rm_search_feature_tags USING gin (tag_value gin_trgm_ops)';
  END IF;
END
$pennant$;
`,
};

import type { Migration } from './migration';

// Strategies (feature-view projection) and segments (segments projection).
export const strategiesSegments: Migration = {
  id: '0010-strategies-segments',
  sql: `
-- feature-view projection: one row per strategy of a flag in an environment
CREATE TABLE IF NOT EXISTS rm_feature_strategies (
  id            text PRIMARY KEY,
  feature_name  text        NOT NULL,
  environment   text        NOT NULL,
  name          text        NOT NULL,
  title         text,
  disabled      boolean     NOT NULL DEFAULT false,
  sort_order    integer     NOT NULL DEFAULT 0,
  constraints   jsonb       NOT NULL DEFAULT '[]',
  parameters    jsonb       NOT NULL DEFAULT '{}',
  variants      jsonb       NOT NULL DEFAULT '[]',
  segments      integer[]   NOT NULL DEFAULT '{}',
  created_at    timestamptz NOT NULL,
  created_seq   bigint      NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_feature_strategies_feature ON rm_feature_strategies (feature_name, environment, sort_order, created_seq);
CREATE INDEX IF NOT EXISTS rm_feature_strategies_segments ON rm_feature_strategies USING gin (segments);

-- segments projection
CREATE TABLE IF NOT EXISTS rm_segments (
  id           integer PRIMARY KEY,
  name         text        NOT NULL,
  description  text,
  project      text,
  constraints  jsonb       NOT NULL DEFAULT '[]',
  created_by   text        NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_segments_name ON rm_segments (name);
`,
};

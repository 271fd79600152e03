import type { Migration } from './migration';

// Variants (environment and legacy feature level), flag tags and dependencies in the
// feature-view read model; the tag registry's read model (tags projection).
export const variantsTagsDependencies: Migration = {
  id: '0090-variants-tags-dependencies',
  sql: `
-- feature-view projection
ALTER TABLE rm_features ADD COLUMN IF NOT EXISTS variants jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE rm_feature_environments ADD COLUMN IF NOT EXISTS variants jsonb NOT NULL DEFAULT '[]'::jsonb;

CREATE TABLE IF NOT EXISTS rm_feature_tags (
  feature_name  text        NOT NULL,
  tag_type      text        NOT NULL,
  tag_value     text        NOT NULL,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (feature_name, tag_type, tag_value)
);
CREATE INDEX IF NOT EXISTS rm_feature_tags_tag ON rm_feature_tags (tag_type, tag_value);

CREATE TABLE IF NOT EXISTS rm_feature_dependencies (
  child     text    NOT NULL,
  parent    text    NOT NULL,
  enabled   boolean NOT NULL,
  variants  jsonb   NOT NULL DEFAULT '[]'::jsonb,
  PRIMARY KEY (child, parent)
);
CREATE INDEX IF NOT EXISTS rm_feature_dependencies_parent ON rm_feature_dependencies (parent);

-- tags projection (the built-in tag type "simple" is not a row: see ADR 0011)
CREATE TABLE IF NOT EXISTS rm_tag_types (
  name         text NOT NULL PRIMARY KEY,
  description  text NOT NULL,
  icon         text
);
CREATE TABLE IF NOT EXISTS rm_tags (
  type        text        NOT NULL,
  value       text        NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (type, value)
);
`,
};

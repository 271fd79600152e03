import type { Migration } from './migration';

// Lifecycle stage history (feature-view projection) and the potentially-stale marker on flags.
// Existing flags are back-filled from rm_features (initial at creation, archived when archived).
export const featureLifecycle: Migration = {
  id: '0070-feature-lifecycle',
  sql: `
CREATE TABLE IF NOT EXISTS rm_feature_lifecycle (
  feature       text        NOT NULL,
  stage         text        NOT NULL,
  status        text,
  status_value  text,
  entered_at    timestamptz NOT NULL,
  PRIMARY KEY (feature, stage)
);
ALTER TABLE rm_features ADD COLUMN IF NOT EXISTS potentially_stale boolean NOT NULL DEFAULT false;
INSERT INTO rm_feature_lifecycle (feature, stage, entered_at)
  SELECT name, 'initial', created_at FROM rm_features
  ON CONFLICT DO NOTHING;
INSERT INTO rm_feature_lifecycle (feature, stage, entered_at)
  SELECT name, 'archived', lifecycle_entered_at FROM rm_features WHERE archived_at IS NOT NULL
  ON CONFLICT DO NOTHING;
`,
};

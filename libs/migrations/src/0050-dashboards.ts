import type { Migration } from './migration';

// favorites projection (personal dashboards, the `favorite` flag of features).
export const dashboards: Migration = {
  id: '0050-dashboards',
  sql: `
CREATE TABLE IF NOT EXISTS rm_favorite_features (
  user_key    text        NOT NULL,
  feature     text        NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (user_key, feature)
);
CREATE TABLE IF NOT EXISTS rm_favorite_projects (
  user_key    text        NOT NULL,
  project     text        NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (user_key, project)
);
CREATE TABLE IF NOT EXISTS rm_creators (
  kind      text NOT NULL,
  subject   text NOT NULL,
  user_key  text NOT NULL,
  PRIMARY KEY (kind, subject)
);
CREATE INDEX IF NOT EXISTS rm_creators_user ON rm_creators (user_key, kind);
`,
};

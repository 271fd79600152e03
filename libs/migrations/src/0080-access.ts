import type { Migration } from './migration';

// Read models of the access projection: API tokens, users and personal access tokens. Secrets
// are never stored: `secret_hash` is the hex sha256 of the secret; `display_secret` is masked.
export const access: Migration = {
  id: '0080-access',
  sql: `
CREATE TABLE IF NOT EXISTS rm_api_tokens (
  secret_hash     text PRIMARY KEY,
  display_secret  text        NOT NULL,
  token_name      text        NOT NULL,
  type            text        NOT NULL,
  environment     text        NOT NULL,
  projects        text[]      NOT NULL,
  alias           text,
  expires_at      timestamptz,
  created_at      timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_users (
  id          integer PRIMARY KEY,
  name        text,
  username    text,
  email       text,
  root_role   integer     NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_pats (
  id           integer PRIMARY KEY,
  user_id      integer     NOT NULL,
  description  text        NOT NULL,
  secret_hash  text        NOT NULL,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_pats_user ON rm_pats (user_id, id);
CREATE INDEX IF NOT EXISTS rm_pats_secret ON rm_pats (secret_hash);
`,
};

import type { Migration } from './migration';

// Sign-in for people (ADR 0030). Credential material never enters the event log, an export or a
// read model: these two tables are neither projections (a rebuild or replay never touches them)
// nor part of `events export`. A password hash per user id (argon2id, PHC string), and sessions
// by the SHA-256 of their secret (the cookie value itself is never stored).
export const authCredentialsSessions: Migration = {
  id: '0362-auth-credentials-sessions',
  sql: `
CREATE TABLE IF NOT EXISTS auth_credentials (
  user_id        integer     PRIMARY KEY,
  password_hash  text        NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS auth_sessions (
  secret_hash    bytea       PRIMARY KEY,
  user_id        integer     NOT NULL,
  created_at     timestamptz NOT NULL,
  last_seen_at   timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_sessions_user ON auth_sessions (user_id);
`,
};

import type { Migration } from './migration';

// Public sign-up links (ADR 0051). `auth_signup_links` holds each link's secret, which admins
// read again (they share the link), beside `auth_invitations` (ADR 0047): never an event, a read
// model or part of an export, so a rebuild of projections keeps it. The read model (projection
// `public-signup-tokens`) holds the rest, keyed by the link's fingerprint, and who signed up.
export const publicSignupTokens: Migration = {
  id: '0440-public-signup-tokens',
  sql: `
CREATE TABLE IF NOT EXISTS auth_signup_links (
  fingerprint  text        PRIMARY KEY,
  secret       text        NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_public_signup_tokens (
  fingerprint  text        PRIMARY KEY,
  name         text        NOT NULL,
  enabled      boolean     NOT NULL,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL,
  created_by   text        NOT NULL,
  root_role    integer     NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_public_signup_token_users (
  fingerprint  text        NOT NULL,
  user_id      integer     NOT NULL,
  added_at     timestamptz NOT NULL,
  PRIMARY KEY (fingerprint, user_id)
);
`,
};

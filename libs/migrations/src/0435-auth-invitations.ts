import type { Migration } from './migration';

// Invitation and password-reset links (ADR 0047): credential material like `auth_credentials`
// and `auth_sessions` (ADR 0030), so neither an event, a read model nor part of an export. A link
// is kept as the SHA-256 of its token (the token itself is shown once, to the admin), for one
// user, until it is used, replaced by a newer link for that user, expires or the user is deleted.
export const authInvitations: Migration = {
  id: '0435-auth-invitations',
  sql: `
CREATE TABLE IF NOT EXISTS auth_invitations (
  token_hash   bytea       PRIMARY KEY,
  user_id      integer     NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_invitations_user ON auth_invitations (user_id);
`,
};

import type { Migration } from './migration';

// API tokens' `seenAt` (issue 27 §6): when each token was last used, written by the token
// resolver at most once a minute per token and node. Usage data like SDK metrics, not an event,
// hence not a projection (a rebuild does not touch it).
export const apiTokenSeen: Migration = {
  id: '0385-api-token-seen',
  sql: `
CREATE TABLE IF NOT EXISTS api_token_seen (
  secret_hash  text PRIMARY KEY,
  seen_at      timestamptz NOT NULL
);
`,
};

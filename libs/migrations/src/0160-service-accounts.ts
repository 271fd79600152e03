import type { Migration } from './migration';

// access projection: service accounts are rows of rm_users (same ids and usernames) marked is_service.
export const serviceAccounts: Migration = {
  id: '0160-service-accounts',
  sql: `
ALTER TABLE rm_users ADD COLUMN IF NOT EXISTS is_service boolean NOT NULL DEFAULT false;
`,
};

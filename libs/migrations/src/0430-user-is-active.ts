import type { Migration } from './migration';

// access projection: a user can be deactivated (ADR 0046). Events recorded before deactivation
// existed carry no `isActive` and mean active, so the default is what a rebuild writes too.
export const userIsActive: Migration = {
  id: '0430-user-is-active',
  sql: `
ALTER TABLE rm_users ADD COLUMN IF NOT EXISTS is_active boolean NOT NULL DEFAULT true;
`,
};

import type { Migration } from './migration';

// settings projection: one JSON value per setting id (frontendSettings, …), from setting-* events.
export const settings: Migration = {
  id: '0140-settings',
  sql: `
CREATE TABLE IF NOT EXISTS rm_settings (
  id          text        PRIMARY KEY,
  value       jsonb       NOT NULL,
  updated_at  timestamptz NOT NULL
);
`,
};

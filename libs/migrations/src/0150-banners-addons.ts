import type { Migration } from './migration';

// banners and addon-configs projections: each object as logged, by id (its JSON is the answer).
export const bannersAddons: Migration = {
  id: '0150-banners-addons',
  sql: `
CREATE TABLE IF NOT EXISTS rm_banners (
  id    integer PRIMARY KEY,
  data  jsonb   NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_addon_configs (
  id    integer PRIMARY KEY,
  data  jsonb   NOT NULL
);
`,
};

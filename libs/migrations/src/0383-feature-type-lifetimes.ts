import type { Migration } from './migration';

// Flag types' lifetimes (issue 27 §4, `PUT /api/admin/feature-types/{id}/lifetime`): a row per
// type whose lifetime was changed (`feature-type-updated` without a flag), owned by the feature
// view; types without a row keep Unleash's defaults.
export const featureTypeLifetimes: Migration = {
  id: '0383-feature-type-lifetimes',
  sql: `
CREATE TABLE IF NOT EXISTS rm_feature_types (
  id             text PRIMARY KEY,
  lifetime_days  integer
);
`,
};

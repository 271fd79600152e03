import type { Migration } from './migration';

// Safeguards (docs/adr/0065-impact-metrics-and-safeguards.md).
// rm_safeguards: the safeguards projection — the rule per flag and environment, from the
// setting-* events whose id starts with "safeguard:".
// safeguard_evaluations: operational data of the evaluator (no event): when each safeguard was
// last evaluated, what it observed and what it decided, and its last firing.
export const safeguards: Migration = {
  id: '0571-safeguards',
  sql: `
CREATE TABLE IF NOT EXISTS rm_safeguards (
  id            text        PRIMARY KEY,
  project       text        NOT NULL,
  feature_name  text        NOT NULL,
  environment   text        NOT NULL,
  rule          jsonb       NOT NULL,
  updated_at    timestamptz NOT NULL,
  updated_by    text        NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_safeguards_feature ON rm_safeguards (feature_name, environment);

CREATE TABLE IF NOT EXISTS safeguard_evaluations (
  id              text        PRIMARY KEY,
  evaluated_at    timestamptz NOT NULL,
  window_from     timestamptz NOT NULL,
  observed        double precision,
  outcome         text        NOT NULL,
  fired_at        timestamptz,
  fired_observed  double precision
);
`,
};

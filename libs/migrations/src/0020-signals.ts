import type { Migration } from './migration';

// Signal endpoints (read models of the signal-endpoints projection) and received signals.
// `signals` is NOT a read model: it is written directly by the intake (high-volume data, not
// domain events; ADR 0007), so no projection owns or rebuilds it.
export const signals: Migration = {
  id: '0020-signals',
  sql: `
-- signal-endpoints projection
CREATE TABLE IF NOT EXISTS rm_signal_endpoints (
  id                  integer PRIMARY KEY,
  name                text        NOT NULL,
  description         text,
  enabled             boolean     NOT NULL,
  created_at          timestamptz NOT NULL,
  created_by_user_id  integer
);
CREATE INDEX IF NOT EXISTS rm_signal_endpoints_name ON rm_signal_endpoints (name);
CREATE TABLE IF NOT EXISTS rm_signal_endpoint_tokens (
  id                  integer PRIMARY KEY,
  signal_endpoint_id  integer     NOT NULL,
  name                text        NOT NULL,
  secret_hash         text        NOT NULL,
  created_at          timestamptz NOT NULL,
  created_by_user_id  integer
);
CREATE INDEX IF NOT EXISTS rm_signal_endpoint_tokens_endpoint ON rm_signal_endpoint_tokens (signal_endpoint_id, id);

-- received signals (written by the intake, not by a projection)
CREATE TABLE IF NOT EXISTS signals (
  id                          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source                      text        NOT NULL,
  source_id                   integer     NOT NULL,
  created_by_source_token_id  integer,
  payload                     jsonb       NOT NULL,
  created_at                  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS signals_source ON signals (source, source_id, id DESC);
`,
};

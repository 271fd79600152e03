import type { Migration } from './migration';

// The client-deltas projection (ADR 0037): which flags and segments SDKs must be sent again, per
// log position. One row per changed flag (in one environment, or in every environment when
// `environment` is NULL) or segment; `projects` are the flag's projects at that change (both on a
// move) or the segment's project, so that a removal is only sent to tokens that could see it.
// Rows at or below `rm_client_change_floor.position` were pruned: an SDK holding an older
// revision is hydrated again.
export const clientChanges: Migration = {
  id: '0390-client-changes',
  sql: `
CREATE TABLE IF NOT EXISTS rm_client_changes (
  position     bigint      NOT NULL,
  kind         text        NOT NULL CHECK (kind IN ('feature', 'segment')),
  name         text        NOT NULL,
  environment  text,
  projects     text[]      NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_client_changes_position ON rm_client_changes (position);
CREATE TABLE IF NOT EXISTS rm_client_change_floor (
  id        integer PRIMARY KEY CHECK (id = 1),
  position  bigint  NOT NULL
);
`,
};

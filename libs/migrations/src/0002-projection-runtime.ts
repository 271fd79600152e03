import type { Migration } from './migration';

// One row per projection: the checkpoint is written in the same transaction as the rows.
export const projectionRuntime: Migration = {
  id: '0002-projection-runtime',
  sql: `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name             text PRIMARY KEY,
  version          integer     NOT NULL,
  position         bigint      NOT NULL DEFAULT 0,
  updated_at       timestamptz NOT NULL DEFAULT now(),
  last_event_at    timestamptz,
  status           text        NOT NULL DEFAULT 'running',
  error            text,
  failed_position  bigint
);
`,
};

import type { Migration } from './migration';

// Action sets (read model of the action-sets projection), their execution log and the
// "processed" marker on received signals that drives execution (ADR 0010).
// `action_set_events` is NOT a read model: the action runner writes it, no projection rebuilds it.
export const actions: Migration = {
  id: '0060-actions',
  sql: `
-- action-sets projection
CREATE TABLE IF NOT EXISTS rm_action_sets (
  project             text        NOT NULL,
  id                  integer     NOT NULL,
  name                text        NOT NULL,
  description         text,
  enabled             boolean     NOT NULL,
  actor_id            integer     NOT NULL,
  source              text        NOT NULL,
  source_id           integer     NOT NULL,
  filters             jsonb       NOT NULL,
  actions             jsonb       NOT NULL,
  created_at          timestamptz NOT NULL,
  created_by_user_id  integer,
  PRIMARY KEY (project, id)
);
CREATE INDEX IF NOT EXISTS rm_action_sets_source ON rm_action_sets (source, source_id) WHERE enabled;

-- execution log (written by the action runner)
CREATE TABLE IF NOT EXISTS action_set_events (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project        text        NOT NULL,
  action_set_id  integer     NOT NULL,
  signal_id      bigint      NOT NULL,
  state          text        NOT NULL,
  action_set     jsonb       NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS action_set_events_set ON action_set_events (project, action_set_id, id DESC);

-- Signals received before this migration are not reacted to: they count as processed.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                  WHERE table_schema = current_schema() AND table_name = 'signals' AND column_name = 'processed_at') THEN
    ALTER TABLE signals ADD COLUMN processed_at timestamptz;
    UPDATE signals SET processed_at = created_at;
  END IF;
END $$;
CREATE INDEX IF NOT EXISTS signals_unprocessed ON signals (id) WHERE processed_at IS NULL;
`,
};

import type { Migration } from './migration';

// The projection runner's compare-and-set, raising instead of answering "0 rows": sent in one
// message with the COMMIT that follows it (one round trip fewer per batch), it aborts the
// transaction by itself when the stored checkpoint is not the one the batch started from.
export const checkpointAdvance: Migration = {
  id: '0210-checkpoint-advance',
  sql: `
CREATE OR REPLACE FUNCTION pennant_checkpoint_advance(p_name text, p_from bigint, p_to bigint, p_version int, p_last_event_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projection_checkpoints
     SET position = p_to, version = p_version, updated_at = now(), status = 'running', error = NULL, failed_position = NULL,
         last_event_at = p_last_event_at
   WHERE name = p_name AND position = p_from;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'projection % checkpoint is no longer at %', p_name, p_from USING ERRCODE = 'PNCAS';
  END IF;
END
$$;
`,
};

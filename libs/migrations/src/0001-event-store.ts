import type { Migration } from './migration';

// The append-only event store. Positions are commit-ordered because every append takes one
// transaction-scoped advisory lock inside the es_append function (one round trip); see
// docs/adr/0002-event-store-ordering.md. tx_id (xid8) is kept for a future lock-free reader.
export const eventStore: Migration = {
  id: '0001-event-store',
  sql: `
CREATE TABLE IF NOT EXISTS es_events (
  position        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id        uuid        NOT NULL UNIQUE,
  stream_id       text        NOT NULL,
  stream_version  integer     NOT NULL CHECK (stream_version >= 1),
  type            text        NOT NULL,
  data            jsonb       NOT NULL,
  metadata        jsonb       NOT NULL,
  tx_id           xid8        NOT NULL DEFAULT pg_current_xact_id(),
  created_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT es_events_stream_version UNIQUE (stream_id, stream_version)
);
CREATE INDEX IF NOT EXISTS es_events_type_position ON es_events (type, position);

-- Events are facts: never updated, never deleted.
CREATE OR REPLACE FUNCTION es_events_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'es_events is append-only (% refused)', TG_OP USING ERRCODE = 'PN001';
END $$;
DROP TRIGGER IF EXISTS es_events_no_update ON es_events;
CREATE TRIGGER es_events_no_update BEFORE UPDATE OR DELETE ON es_events
  FOR EACH ROW EXECUTE FUNCTION es_events_immutable();

-- p_batches: [{"stream": text, "expected": int|null (null = any, 0 = no stream), "events": [{"id","type","data"}]}]
CREATE OR REPLACE FUNCTION es_append(p_batches jsonb, p_metadata jsonb)
RETURNS TABLE (out_stream text, out_version integer, out_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  b jsonb;
  e jsonb;
  cur integer;
  v integer;
  pos bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(72616001);
  FOR b IN SELECT value FROM jsonb_array_elements(p_batches) LOOP
    SELECT coalesce(max(stream_version), 0) INTO cur FROM es_events WHERE stream_id = b->>'stream';
    IF jsonb_typeof(b->'expected') = 'number' AND (b->>'expected')::integer <> cur THEN
      RAISE EXCEPTION 'wrong expected version' USING ERRCODE = 'PN409',
        DETAIL = json_build_object('stream', b->>'stream', 'expected', (b->>'expected')::integer, 'actual', cur)::text;
    END IF;
    v := cur;
    FOR e IN SELECT value FROM jsonb_array_elements(b->'events') LOOP
      v := v + 1;
      INSERT INTO es_events (event_id, stream_id, stream_version, type, data, metadata)
      VALUES ((e->>'id')::uuid, b->>'stream', v, e->>'type', e->'data', p_metadata)
      RETURNING position INTO pos;
      out_stream := b->>'stream'; out_version := v; out_position := pos;
      RETURN NEXT;
    END LOOP;
  END LOOP;
  IF pos IS NOT NULL THEN
    PERFORM pg_notify('pennant_events', pos::text);
  END IF;
END $$;
`,
};

import type { Migration } from './migration';

// Tamper evidence (docs/adr/0013-tamper-evident-log.md): every event carries
//   hash = sha256(previous event's hash || canonical content)
// in global position order. The canonical content is each field as `<byte length>:<text>`:
// position, event_id, stream_id, stream_version, type, data::text, metadata::text (jsonb's own
// normalised text) and created_at in UTC with microseconds. A BEFORE INSERT trigger computes it,
// so every insert path (es_append, the importer) chains; both hold the append advisory lock, so
// "the previous event" is well defined. The verifier (libs/event-store/src/postgres/hash-chain.ts)
// recomputes the chain in Node from the columns, not with these functions.
export const eventHashChain: Migration = {
  id: '0100-event-hash-chain',
  sql: `
ALTER TABLE es_events ADD COLUMN IF NOT EXISTS hash bytea;

CREATE OR REPLACE FUNCTION es_event_canonical(p_position bigint, p_event_id uuid, p_stream text, p_version integer,
                                              p_type text, p_data jsonb, p_metadata jsonb, p_created timestamptz)
RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT convert_to(
    (SELECT string_agg(octet_length(f)::text || ':' || f, '' ORDER BY i)
       FROM unnest(ARRAY[
         p_position::text, p_event_id::text, p_stream, p_version::text, p_type, p_data::text, p_metadata::text,
         to_char(p_created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
       ]) WITH ORDINALITY AS t(f, i)),
    'UTF8')
$$;

CREATE OR REPLACE FUNCTION es_events_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prev bytea;
BEGIN
  SELECT hash INTO prev FROM es_events ORDER BY position DESC LIMIT 1;
  NEW.hash := sha256(coalesce(prev, ''::bytea) || es_event_canonical(NEW.position, NEW.event_id, NEW.stream_id,
    NEW.stream_version, NEW.type, NEW.data, NEW.metadata, NEW.created_at));
  RETURN NEW;
END $$;
DROP TRIGGER IF EXISTS es_events_chain ON es_events;
CREATE TRIGGER es_events_chain BEFORE INSERT ON es_events FOR EACH ROW EXECUTE FUNCTION es_events_chain();

-- Chain the events written before this migration (the append-only trigger is lifted for it).
ALTER TABLE es_events DISABLE TRIGGER es_events_no_update;
DO $$
DECLARE
  r record;
  prev bytea := ''::bytea;
BEGIN
  PERFORM pg_advisory_xact_lock(72616001);
  FOR r IN SELECT * FROM es_events ORDER BY position LOOP
    prev := sha256(prev || es_event_canonical(r.position, r.event_id, r.stream_id, r.stream_version, r.type, r.data, r.metadata, r.created_at));
    UPDATE es_events SET hash = prev WHERE position = r.position AND hash IS DISTINCT FROM prev;
  END LOOP;
END $$;
ALTER TABLE es_events ENABLE TRIGGER es_events_no_update;
ALTER TABLE es_events ALTER COLUMN hash SET NOT NULL;
`,
};

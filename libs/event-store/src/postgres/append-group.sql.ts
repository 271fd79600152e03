// The append statement of the PostgreSQL event store (docs/adr/0002-event-store-ordering.md,
// docs/adr/0028-group-append.md, docs/adr/0060-write-receipts.md), beside the store that sends it
// (postgres-event-store.ts).
//
// Group append: the appends a process has waiting while its previous append is in flight are
// written by ONE call, in one transaction — one advisory-lock hold, one commit, one WAL flush for
// all of them. Appends are serialized by the lock until their commit is flushed (that is what
// keeps positions commit-ordered), so with one append per transaction the store's throughput was
// one flush per event.
//
// p_appends: [{"metadata": {...}, "batches": [{"stream", "expected": int|null, "events": [{"id", "type", "data"}]}]}]
// Each append stays all-or-nothing and is checked exactly as es_append checks it, in order, seeing
// the appends before it in the group: its expected versions are tested first (against the stored
// versions and those the append's own earlier batches would reach); an append that fails is
// reported as a row with out_conflict and writes nothing; the others are written, one row per
// event in the order the append listed them (the store maps rows to events by that order).
//
// Installed by the migration `eventStoreAppendGroup` of libs/migrations (0522), whose id carries this
// text's checksum: a changed text is a migration with a new id, installed once more on every
// database (the function is dropped and created again, so a change may also change its result).
// Migration 0320 keeps, frozen, the first version it installed.

/** What the store sends: one call for the whole group. */
export const APPEND_GROUP_CALL = 'SELECT out_append, out_stream, out_version, out_position, out_conflict FROM es_append_group($1::jsonb)';

/** The function, dropped and created again (a changed result type cannot be replaced in place). */
export const APPEND_GROUP_FUNCTION = `
DROP FUNCTION IF EXISTS es_append_group(jsonb);
CREATE FUNCTION es_append_group(p_appends jsonb)
RETURNS TABLE (out_append integer, out_stream text, out_version integer, out_position bigint, out_conflict jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  a jsonb;
  b jsonb;
  e jsonb;
  i integer := -1;
  cur integer;
  v integer;
  pos bigint;
  last_pos bigint;
  reached jsonb;
  starts integer[];
  k integer;
  conflict jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(72616001);
  FOR a IN SELECT value FROM jsonb_array_elements(p_appends) LOOP
    i := i + 1;
    -- Check the whole append first: the version each stream would be at when its batch comes.
    reached := '{}'::jsonb;
    starts := '{}'::integer[];
    conflict := NULL;
    FOR b IN SELECT value FROM jsonb_array_elements(a->'batches') LOOP
      IF reached ? (b->>'stream') THEN
        cur := (reached->>(b->>'stream'))::integer;
      ELSE
        SELECT coalesce(max(stream_version), 0) INTO cur FROM es_events WHERE stream_id = b->>'stream';
      END IF;
      IF jsonb_typeof(b->'expected') = 'number' AND (b->>'expected')::integer <> cur THEN
        conflict := jsonb_build_object('stream', b->>'stream', 'expected', (b->>'expected')::integer, 'actual', cur);
        EXIT;
      END IF;
      -- Where each batch starts: what the write below would read again with the same lookup.
      starts := array_append(starts, cur);
      reached := reached || jsonb_build_object(b->>'stream', cur + jsonb_array_length(b->'events'));
    END LOOP;
    IF conflict IS NOT NULL THEN
      out_append := i; out_stream := NULL; out_version := NULL; out_position := NULL; out_conflict := conflict;
      RETURN NEXT;
      CONTINUE;
    END IF;
    k := 0;
    FOR b IN SELECT value FROM jsonb_array_elements(a->'batches') LOOP
      k := k + 1;
      v := starts[k];
      FOR e IN SELECT value FROM jsonb_array_elements(b->'events') LOOP
        v := v + 1;
        INSERT INTO es_events (event_id, stream_id, stream_version, type, data, metadata)
        VALUES ((e->>'id')::uuid, b->>'stream', v, e->>'type', e->'data', a->'metadata')
        RETURNING position INTO pos;
        out_append := i; out_stream := b->>'stream'; out_version := v; out_position := pos; out_conflict := NULL;
        last_pos := pos;
        RETURN NEXT;
      END LOOP;
    END LOOP;
  END LOOP;
  IF last_pos IS NOT NULL THEN
    PERFORM pg_notify('pennant_events', last_pos::text);
  END IF;
END $$;
`;

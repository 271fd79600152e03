import type { Migration } from './migration';

// Idempotency-Key records (docs/adr/0032-idempotency-and-unknown-outcomes.md): the first answer to
// a write sent with an Idempotency-Key, per credential (`scope`, a hash) and key, so that a retry
// of the same request gets that answer instead of acting twice. Not part of the event log and not
// a read model: never rebuilt, kept IDEMPOTENCY_KEY_TTL_HOURS (24 h by default) and then deleted.
//
// A record is `pending` while its request runs (`owner`: the process, `lease_until`: renewed while
// it runs) and names the ids of the events its appends are about to write (`planned_event_ids`,
// recorded before each append), so that a record left pending by a crash is resolved from the log:
// its events are there (the write happened, its answer was lost) or not (it can run again).
export const httpIdempotency: Migration = {
  id: '0350-http-idempotency',
  sql: `
CREATE TABLE IF NOT EXISTS http_idempotency (
  scope             text        NOT NULL,
  key               text        NOT NULL,
  fingerprint       text        NOT NULL,
  owner             text        NOT NULL,
  lease_until       timestamptz NOT NULL,
  state             text        NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done')),
  planned_event_ids uuid[]      NOT NULL DEFAULT '{}',
  status            integer,
  headers           jsonb,
  body              text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS http_idempotency_created_at ON http_idempotency (created_at);
`,
};

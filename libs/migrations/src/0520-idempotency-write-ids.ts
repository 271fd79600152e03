import type { Migration } from './migration';

// Idempotency-Key records name their request's write id (docs/adr/0060-write-receipts.md) instead
// of the ids of the events it was about to append: every event a write request appends has an id
// that starts with the request's write id, so a record left pending by a crash is resolved by
// looking for that range of ids in the log. The planned ids needed one more statement before each
// keyed append, sent by an observer the store called back; the write id is chosen with the claim.
export const idempotencyWriteIds: Migration = {
  id: '0520-idempotency-write-ids',
  sql: `
ALTER TABLE http_idempotency ADD COLUMN IF NOT EXISTS write_id text;
ALTER TABLE http_idempotency DROP COLUMN IF EXISTS planned_event_ids;
`,
};

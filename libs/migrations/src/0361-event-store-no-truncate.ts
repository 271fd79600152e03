import type { Migration } from './migration';

// The log is append-only (0001 refuses UPDATE and DELETE row by row); TRUNCATE fires no row
// trigger, so it emptied the log silently. A statement-level trigger refuses it too: an
// emptied log must fail loudly, not look like a fresh install. A superuser can still drop triggers: `events verify` then reports the missing tail
// against the projection checkpoints or a head kept elsewhere (ADR 0013).
export const eventStoreNoTruncate: Migration = {
  id: '0361-event-store-no-truncate',
  sql: `
DROP TRIGGER IF EXISTS es_events_no_truncate ON es_events;
CREATE TRIGGER es_events_no_truncate BEFORE TRUNCATE ON es_events
  FOR EACH STATEMENT EXECUTE FUNCTION es_events_immutable();
`,
};

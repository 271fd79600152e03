import type { Migration } from './migration';

// event log: each row keeps its event's JSON text as served (`body`, written by the event-log
// projection, ADR 0061), so a flag's history and the other event reads send stored text instead
// of parsing every column and serialising it again (most of a history read's CPU,
// bench/RESULTS.md, issue 38). Rows written before stay NULL and are rendered from their columns
// when read, as before; rebuilding the event-log projection fills them.
export const eventLogBody: Migration = {
  id: '0531-event-log-body',
  sql: `ALTER TABLE rm_event_log ADD COLUMN IF NOT EXISTS body text;`,
};

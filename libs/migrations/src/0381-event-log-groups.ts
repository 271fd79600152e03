import type { Migration } from './migration';

// Event groups (issue 27 §6): Unleash links the events of one action by `groupId`/`groupType`;
// Pennant's events of one append share its correlation id. The event log keeps both per event;
// rows already there take them from the log's metadata (PostgreSQL store; with EventStoreDB a
// rebuild of `event-log` fills them, and until then each old event is its own group).
export const eventLogGroups: Migration = {
  id: '0381-event-log-groups',
  sql: `
ALTER TABLE rm_event_log ADD COLUMN IF NOT EXISTS group_id text;
ALTER TABLE rm_event_log ADD COLUMN IF NOT EXISTS group_type text;
UPDATE rm_event_log l
   SET group_id = e.metadata->>'correlationId', group_type = coalesce(e.metadata->>'groupType', 'transaction')
  FROM es_events e
 WHERE e.position = l.id AND l.group_id IS NULL;
`,
};

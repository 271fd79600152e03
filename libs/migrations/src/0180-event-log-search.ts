import type { Migration } from './migration';

// event-log projection: GET /api/admin/search/events filters by type, author and time, newest first.
export const eventLogSearch: Migration = {
  id: '0180-event-log-search',
  sql: `
CREATE INDEX IF NOT EXISTS rm_event_log_type ON rm_event_log (type, id DESC);
CREATE INDEX IF NOT EXISTS rm_event_log_created_by_user ON rm_event_log (created_by_user_id, id DESC);
CREATE INDEX IF NOT EXISTS rm_event_log_created_at ON rm_event_log (created_at);
`,
};

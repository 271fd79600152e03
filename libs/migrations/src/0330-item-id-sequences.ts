import type { Migration } from './migration';

// One stream per item (docs/adr/0031-one-stream-per-item.md): the integer ids that registry streams
// used to count (max id + 1) come from these sequences. They are not the truth — a create appends
// to `<kind>-<id>` with "stream must not exist" — only a source of fresh ids that no writer shares:
// the first allocation of each process raises a sequence past the highest id in the log (so a
// database restored from an event export, or one whose items are still in the old registry
// streams, never hands out an id twice). Gaps (rolled-back creates) are harmless.
export const itemIdSequences: Migration = {
  id: '0330-item-id-sequences',
  sql: `
CREATE SEQUENCE IF NOT EXISTS segment_ids;
CREATE SEQUENCE IF NOT EXISTS user_ids;
CREATE SEQUENCE IF NOT EXISTS pat_ids;
CREATE SEQUENCE IF NOT EXISTS role_ids START WITH 6 MINVALUE 6;
CREATE SEQUENCE IF NOT EXISTS group_ids;
CREATE SEQUENCE IF NOT EXISTS banner_ids;
CREATE SEQUENCE IF NOT EXISTS addon_ids;
CREATE SEQUENCE IF NOT EXISTS signal_endpoint_ids;
CREATE SEQUENCE IF NOT EXISTS signal_endpoint_token_ids;
`,
};

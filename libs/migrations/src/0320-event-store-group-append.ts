// A relative import of a file without imports: the migrations load before any path alias (the test setup, the CLI's migrate).
import { APPEND_GROUP_FUNCTION } from '../../event-store/src/postgres/append-group.sql';
import type { Migration } from './migration';

// Group append (docs/adr/0028-group-append.md): the function lives beside the store that calls it
// (libs/event-store/src/postgres/append-group.sql.ts), which explains it; this migration installs it.
export const eventStoreGroupAppend: Migration = {
  id: '0320-event-store-group-append',
  sql: APPEND_GROUP_FUNCTION,
};

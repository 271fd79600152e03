// A relative import of a file without imports: the migrations load before any path alias (the test setup, the CLI's migrate).
import { APPEND_GROUP_FUNCTION } from '../../event-store/src/postgres/append-group.sql';
import type { Migration } from './migration';

// The event store's append function, whose text lives beside the store that calls it
// (libs/event-store/src/postgres/append-group.sql.ts; migration 0320 keeps the first version it
// installed, frozen). Repeatable: installed again on every database whenever that text changes
// (migrate.ts compares its checksum), so the text stays in one file, next to its caller.
export const eventStoreAppendGroup: Migration = {
  id: '0522-event-store-append-group',
  sql: APPEND_GROUP_FUNCTION,
  repeatable: true,
};

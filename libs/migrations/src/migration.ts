export interface Migration {
  /** Sortable, never renamed once released. */
  id: string;
  /** Idempotent DDL. */
  sql: string;
}

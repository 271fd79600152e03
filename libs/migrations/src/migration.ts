export interface Migration {
  /** Sortable, never renamed once released. */
  id: string;
  /** Idempotent DDL. */
  sql: string;
  /**
   * true: the text may change after release (it lives beside the code that uses it, such as the
   * event store's append function): applied again whenever its checksum differs from the one last
   * applied, in its place in the list. Its SQL must replace what an earlier text installed.
   */
  repeatable?: boolean;
}

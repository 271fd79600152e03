/** SQLSTATE raised by pennant_checkpoint_advance when the stored checkpoint is not the expected one. */
export const CHECKPOINT_MOVED = 'PNCAS';

function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
}

/**
 * The checkpoint's compare-and-set and the COMMIT as ONE simple-protocol message (no bind
 * parameters there, hence the literals: a constant projection name, integers and an ISO
 * timestamp). When the function raises, PostgreSQL skips the COMMIT and the transaction is
 * rolled back by the caller: the batch's rows never become visible without their checkpoint.
 */
export function advanceAndCommit(name: string, from: number, to: number, version: number, lastEventAt: Date): string {
  const args = [sqlText(name), sqlInteger(from), sqlInteger(to), sqlInteger(version), `${sqlText(lastEventAt.toISOString())}::timestamptz`];
  return `SELECT pennant_checkpoint_advance(${args.join(', ')}); COMMIT`;
}

/** SQLSTATE raised by pennant_checkpoint_advance when the stored checkpoint is not the expected one. */
export const CHECKPOINT_MOVED = 'PNCAS';

function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
}

/** Moves a projection's checkpoint from `from` to `to` (compare-and-set), with the batch's rows. */
export interface CheckpointAdvance {
  name: string;
  from: number;
  to: number;
  version: number;
  lastEventAt: Date;
}

/**
 * The checkpoints' compare-and-sets and the COMMIT as ONE simple-protocol message (no bind
 * parameters there, hence the literals: constant projection names, integers and ISO
 * timestamps). When a function call raises, PostgreSQL skips the COMMIT and the transaction is
 * rolled back by the caller: a batch's rows never become visible without their checkpoint.
 */
export function advanceAndCommit(advances: readonly CheckpointAdvance[]): string {
  if (advances.length === 0) throw new Error('no checkpoint to advance');
  const calls = advances.map((a) => {
    const args = [
      sqlText(a.name),
      sqlInteger(a.from),
      sqlInteger(a.to),
      sqlInteger(a.version),
      `${sqlText(a.lastEventAt.toISOString())}::timestamptz`,
    ];
    return `pennant_checkpoint_advance(${args.join(', ')})`;
  });
  return `SELECT ${calls.join(', ')}; COMMIT`;
}

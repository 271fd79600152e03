import type { QueryRunner } from 'typeorm';
import type { SqlExecutor } from './projection';
import { advanceAndCommit, type CheckpointAdvance } from './checkpoint-advance';

/** One projection's batch: its rows, then its checkpoint's compare-and-set, committed together. */
export interface BatchWrite {
  /** The runner's own connection (it holds the runner's leadership lock), idle while the runner waits. */
  connection: QueryRunner;
  advance: CheckpointAdvance;
  apply(sql: SqlExecutor): Promise<void>;
  /** Test hook (crash injection): after the rows, before the commit. */
  beforeCommit?(): void | Promise<void>;
}

interface Pending {
  write: BatchWrite;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Counters (tests read them to see what was shared). */
export interface BatchTransactionStats {
  /** Transactions that committed the batches of several projections. */
  shared: number;
  /** Batches committed alone (nothing else stepped at that moment, or a shared attempt failed). */
  alone: number;
  /** Shared attempts rolled back (one batch failed or a checkpoint moved), then retried alone. */
  retriedAlone: number;
}

/**
 * Opens a batch's transaction. Its commit does not wait for the WAL flush (`synchronous_commit`
 * off, this transaction only): it is visible to every session at once — all read-your-writes needs
 * — and a read model is derived data. A crash may lose the last such commits (PostgreSQL flushes
 * them within a few hundred milliseconds); their rows and checkpoint go together, so the runner
 * applies those events again from the log, whose appends stay synchronous (ADR 0060). A write thus
 * waits for one WAL flush (its append's), not two.
 */
export const BEGIN_BATCH = 'BEGIN; SET LOCAL synchronous_commit TO off';

function executor(connection: QueryRunner): SqlExecutor {
  return { query: (text, params) => connection.query(text, params) };
}

/**
 * The rows of each batch, then every checkpoint's compare-and-set and the COMMIT in one message,
 * in the transaction open on `connection`.
 */
export async function finishBatches(connection: QueryRunner, writes: readonly BatchWrite[]): Promise<void> {
  const sql = executor(connection);
  for (const write of writes) await write.apply(sql);
  for (const write of writes) await write.beforeCommit?.();
  await connection.query(advanceAndCommit(writes.map((w) => w.advance)));
}

/**
 * Commits the batches of the projections that step at the same moment (one append wakes every
 * runner handling its type) in ONE transaction: BEGIN, each projection's rows, every checkpoint's
 * compare-and-set and the COMMIT in one message. A write then costs one BEGIN and one COMMIT for
 * all its read models instead of one pair each (docs/adr/0026-shared-batch-transactions.md).
 *
 * Isolation is kept: when the shared transaction fails (one projection's batch throws, or one
 * checkpoint moved under its runner), it is rolled back whole and every batch runs again alone
 * on its runner's connection, so that only the failing projection sees its error and the others
 * commit. Each checkpoint moves only with its rows, as before; each runner still holds its own
 * leadership lock, so running its batch on another runner's connection changes nothing there.
 */
export class BatchTransactions {
  private pending: Pending[] = [];
  private scheduled = false;
  readonly stats: BatchTransactionStats = { shared: 0, alone: 0, retriedAlone: 0 };

  /** Resolves once the batch is committed; rejects with this batch's own error (never another's). */
  commit(write: BatchWrite): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ write, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      // The runners woken by the same append reach this point in the same turn of the event loop.
      setImmediate(() => this.flush());
    });
  }

  /** Commits the batch in a transaction of its own, now (a runner retrying after a failure). */
  commitAlone(write: BatchWrite): Promise<void> {
    return new Promise<void>((resolve, reject) => void this.alone({ write, resolve, reject }));
  }

  private flush(): void {
    this.scheduled = false;
    const group = this.pending.splice(0);
    if (group.length === 1) void this.alone(group[0]);
    else if (group.length > 1) void this.together(group);
  }

  private async alone(p: Pending): Promise<void> {
    try {
      await p.write.connection.query(BEGIN_BATCH);
      await finishBatches(p.write.connection, [p.write]);
      this.stats.alone += 1;
      p.resolve();
    } catch (error) {
      p.reject(error); // the runner rolls back its connection and records or adopts
    }
  }

  private async together(group: Pending[]): Promise<void> {
    const connection = group[0].write.connection;
    try {
      await connection.query(BEGIN_BATCH);
      await finishBatches(
        connection,
        group.map((p) => p.write),
      );
    } catch {
      await connection.query('ROLLBACK').catch(() => undefined);
      this.stats.retriedAlone += 1;
      await Promise.all(group.map((p) => this.alone(p)));
      return;
    }
    this.stats.shared += 1;
    for (const p of group) p.resolve();
  }
}

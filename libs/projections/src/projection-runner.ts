import type { DataSource, QueryRunner } from 'typeorm';
import type { AfterCommit, Projection } from './projection';
import type { LogReader } from './tail-cache';
import { CHECKPOINT_MOVED } from './checkpoint-advance';
import { BatchTransactions, BEGIN_BATCH, finishBatches, type BatchWrite } from './batch-transactions';

export interface RunnerOptions {
  batchSize?: number;
  /** Poll interval when no wake-up arrives (wake-ups are hints, polling is the truth). */
  pollMs?: number;
  /** How long a position reached by scanning only may stay unwritten (default 1000 ms). */
  checkpointIntervalMs?: number;
  /** Append hints are coalesced over this window (default 10 ms); a waiting command wakes at once. */
  hintDelayMs?: number;
  /** Test hook: called after apply, before commit (crash injection). */
  beforeCommit?: (projection: string) => void | Promise<void>;
  log?: (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;
}

type Waiter = { position: number; resolve: () => void };

/** Shortest pause after a failure before a waiting command makes the runner try again. */
const RETRY_SOON_MS = 250;

/** A scan-only advance (no handled event) is written once it is this far ahead of the row. */
const LAZY_CHECKPOINT_POSITIONS = 500;

function lockKey(name: string): string {
  return `projection:${name}`;
}

/**
 * Runs one projection: leader election by a session advisory lock (one active runner across
 * processes), batches read from `$all`, rows and checkpoint committed in one transaction.
 * The checkpoint moves by compare-and-set inside each batch transaction (checkpoint-advance.ts), so
 * two runners that both believe they lead cannot apply an event twice.
 *
 * Hot path: batches run on the leader's own (lock-holding) connection, and a batch that only
 * scanned events of other types moves the checkpoint in memory; that position is written when the
 * runner stops, after `checkpointIntervalMs` or LAZY_CHECKPOINT_POSITIONS (no handled event lies in
 * between, so re-scanning it after a crash changes nothing). A batch shorter than the limit read
 * everything committed before it started, so the runner sleeps until the next wake-up.
 */
export class ProjectionRunner {
  /** Scanned up to here: every handled event up to it is committed in the read model. */
  private position = 0;
  /** The checkpoint row as this runner last wrote or read it. */
  private persisted = 0;
  /** Changes only when the read model may have changed: a batch with handled events committed, or a foreign checkpoint adopted. */
  private version = 0;
  private persistedAt = 0;
  private running = false;
  private leader = false;
  private lockRunner: QueryRunner | null = null;
  private wake: (() => void) | null = null;
  private pending = false;
  private waiters: Waiter[] = [];
  private loop: Promise<void> | null = null;
  private failures = 0;
  private failedAt = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private moreToRead = false;
  private hintTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly projection: Projection,
    private readonly dataSource: DataSource,
    private readonly store: LogReader,
    private readonly options: RunnerOptions = {},
    /** Shared with the other runners of the process (ProjectionRuntime); alone by default. */
    private readonly transactions: BatchTransactions = new BatchTransactions(),
  ) {}

  private get checkpointIntervalMs(): number {
    return this.options.checkpointIntervalMs ?? 1000;
  }

  get checkpoint(): number {
    return this.position;
  }

  /**
   * A version of the read model this runner maintains: scan-only advances (events of other types)
   * leave it alone, so caches keyed on it survive unrelated traffic.
   */
  get readModelVersion(): number {
    return this.version;
  }

  get isLeader(): boolean {
    return this.leader;
  }

  /** The last batch failed (recorded as `failing`); it is retried with back-off. */
  get isFailing(): boolean {
    return this.failures > 0;
  }

  /**
   * A command waits for this projection: if it is in failure back-off, try again RETRY_SOON_MS
   * after the failure rather than at the end of a back-off that may have grown to 30 s (a
   * database that came back is then used at once; a poisoned event is retried at most that often).
   */
  retrySoon(): void {
    if (this.failures === 0 || this.retryTimer !== null) return;
    const wait = this.failedAt + RETRY_SOON_MS - Date.now();
    if (wait <= 0) return this.notify();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.notify();
    }, wait);
    this.retryTimer.unref();
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.dataSource.query(`INSERT INTO projection_checkpoints (name, version) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
      this.projection.name,
      this.projection.version,
    ]);
    this.loop = this.run();
  }

  /** Stops at a batch boundary and releases leadership. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.hintTimer !== null) clearTimeout(this.hintTimer);
    this.hintTimer = null;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.notify();
    await this.loop;
    this.loop = null;
    if (this.leader) await this.persist().catch(() => undefined);
    await this.releaseLeadership();
    for (const w of this.waiters.splice(0)) w.resolve();
  }

  /** Wake-up; `position` (an appended event's) is ignored when this runner is already past it. */
  notify(position?: number): void {
    if (position !== undefined && position <= this.position) return;
    this.pending = true;
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  /**
   * "Something was appended up to `position`" (from any process). Coalesced so that runners of
   * projections nobody waits for scan once per window, not once per append.
   */
  hint(position: number): void {
    const known = Number.isFinite(position) && position > 0; // otherwise: "something, somewhere"
    if ((known && position <= this.position) || this.hintTimer !== null) return;
    this.hintTimer = setTimeout(() => {
      this.hintTimer = null;
      this.notify(known ? position : undefined);
    }, this.options.hintDelayMs ?? 10);
    this.hintTimer.unref();
  }

  /** Resolves when this runner's checkpoint reached `position` (false on timeout). */
  waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (this.position >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      // The bound's timer goes with the waiter it bounds (at 1,000 writes/s, timers left to run out
      // would keep thousands alive).
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(this.position >= position);
      }, timeoutMs);
      timer.unref();
      const waiter: Waiter = {
        position,
        resolve: () => {
          clearTimeout(timer);
          resolve(this.position >= position);
        },
      };
      this.waiters.push(waiter);
    });
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (!this.leader && !(await this.tryLead())) {
          await this.sleep(this.options.pollMs ?? 1000);
          continue;
        }
        this.pending = false;
        const progressed = await this.step();
        this.failures = 0;
        if ((!progressed || !this.moreToRead) && !this.pending) {
          if (Date.now() - this.persistedAt >= this.checkpointIntervalMs) await this.persist();
          if (!this.pending)
            await this.sleep(Math.min(this.options.pollMs ?? 1000, this.position > this.persisted ? this.checkpointIntervalMs : Infinity));
        }
      } catch (error) {
        this.failures += 1;
        this.failedAt = Date.now();
        await this.recordFailure(error);
        // Back-off, shortened while commands wait for this runner (see retrySoon).
        const backoff = Math.min(30000, 100 * 2 ** Math.min(this.failures, 8));
        await this.sleep(this.waiters.length > 0 ? Math.min(backoff, RETRY_SOON_MS) : backoff);
      }
    }
  }

  /** One batch. Returns true if the checkpoint moved. */
  async step(): Promise<boolean> {
    const { name, handles } = this.projection;
    const limit = this.options.batchSize ?? 500;
    const batch = await this.store.readAll({ after: this.position, limit, types: handles });
    this.moreToRead = batch.events.length === limit || batch.more === true;
    if (batch.scannedUpTo <= this.position) return false;
    if (batch.events.length === 0) {
      this.advance(batch.scannedUpTo);
      if (this.position - this.persisted >= LAZY_CHECKPOINT_POSITIONS || Date.now() - this.persistedAt >= this.checkpointIntervalMs)
        await this.persist();
      return true;
    }
    const own = this.lockRunner;
    const runner = own ?? this.dataSource.createQueryRunner();
    if (!own) await runner.connect();
    const last = batch.events[batch.events.length - 1];
    const hook = this.options.beforeCommit;
    let committed = undefined as AfterCommit | void; // set by the attempt that commits
    const write: BatchWrite = {
      connection: runner,
      advance: { name, from: this.persisted, to: batch.scannedUpTo, version: this.projection.version, lastEventAt: last.createdAt },
      apply: async (sql) => void (committed = await this.projection.apply(batch.events, sql)),
      beforeCommit: hook ? () => hook(name) : undefined,
    };
    // Plain BEGIN/ROLLBACK, not TypeORM's: the compare-and-set travels with the COMMIT.
    try {
      if (own) {
        // The leader's lock keeps other runners out; its batch may share a transaction with other
        // projections' (batch-transactions.ts). A failing runner retries alone.
        await (this.failures > 0 ? this.transactions.commitAlone(write) : this.transactions.commit(write));
      } else {
        // A runner stepping without leading checks the row first, so that a stale one applies nothing.
        await runner.query(BEGIN_BATCH);
        if (await this.checkpointMoved(runner, true)) {
          await runner.query('ROLLBACK');
          this.moreToRead = true;
          return true;
        }
        await finishBatches(runner, [write]);
      }
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => undefined);
      if ((error as { code?: string }).code !== CHECKPOINT_MOVED) throw error;
      // Another runner moved the row whatever this one believed: nothing was applied; adopt it.
      await this.checkpointMoved(runner, false);
      this.moreToRead = true;
      return true;
    } finally {
      if (!own) await runner.release();
    }
    this.markPersisted(batch.scannedUpTo);
    this.version = batch.scannedUpTo;
    committed?.(batch.scannedUpTo);
    this.advance(batch.scannedUpTo);
    return true;
  }

  /** Reads the stored checkpoint (locking it inside a transaction); adopts it if another runner moved it. */
  private async checkpointMoved(runner: QueryRunner, inTransaction: boolean): Promise<boolean> {
    const rows = (await runner.query(`SELECT position FROM projection_checkpoints WHERE name = $1${inTransaction ? ' FOR UPDATE' : ''}`, [
      this.projection.name,
    ])) as { position: string }[];
    const stored = Number(rows[0]?.position ?? 0);
    if (stored === this.persisted) return false;
    this.adopt(stored);
    return true;
  }

  /** Writes a position reached by scanning only (see the class comment); adopts a foreign one. */
  private async persist(): Promise<void> {
    if (this.position === this.persisted) return;
    const target = this.position;
    const query = (text: string, params: unknown[]) => (this.lockRunner ?? this.dataSource).query(text, params);
    // Through a CTE: a bare UPDATE answers [rows, rowCount] through TypeORM, never an empty array.
    const updated = (await query(
      `WITH moved AS (
         UPDATE projection_checkpoints SET position = $2, updated_at = now(), status = 'running', error = NULL, failed_position = NULL
          WHERE name = $1 AND position = $3 RETURNING position)
       SELECT position FROM moved`,
      [this.projection.name, target, this.persisted],
    )) as unknown[];
    if (updated.length > 0) {
      this.markPersisted(target);
      return;
    }
    const rows = (await query('SELECT position FROM projection_checkpoints WHERE name = $1', [this.projection.name])) as {
      position: string;
    }[];
    this.adopt(Number(rows[0]?.position ?? 0));
  }

  private markPersisted(position: number): void {
    this.persisted = position;
    this.persistedAt = Date.now();
  }

  /** Takes the stored checkpoint as the truth (at lead time, or after another runner moved it). */
  private adopt(stored: number): void {
    this.position = stored;
    this.version = stored;
    this.markPersisted(stored);
    this.advance(stored);
  }

  private advance(position: number): void {
    this.position = position;
    const ready = this.waiters.filter((w) => w.position <= position);
    if (ready.length === 0) return;
    this.waiters = this.waiters.filter((w) => w.position > position);
    for (const w of ready) w.resolve();
  }

  private async tryLead(): Promise<boolean> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let rows: { ok: boolean }[];
    try {
      rows = (await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [lockKey(this.projection.name)])) as { ok: boolean }[];
    } catch (error) {
      // The connection died before it held the lock (e.g. the database restarting): give it back.
      await runner.release().catch(() => undefined);
      throw error;
    }
    if (!rows[0]?.ok) {
      await runner.release();
      return false;
    }
    this.lockRunner = runner;
    this.leader = true;
    const cp = (await runner.query('SELECT position FROM projection_checkpoints WHERE name = $1', [this.projection.name])) as {
      position: string;
    }[];
    this.adopt(Number(cp[0]?.position ?? 0));
    this.options.log?.('info', 'projection runner leads', { projection: this.projection.name, checkpoint: this.position });
    return true;
  }

  private async releaseLeadership(): Promise<void> {
    const runner = this.lockRunner;
    this.lockRunner = null;
    this.leader = false;
    if (!runner) return;
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey(this.projection.name)]).catch(() => undefined);
    await runner.release().catch(() => undefined);
  }

  private async recordFailure(error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    this.options.log?.('error', 'projection batch failed', { projection: this.projection.name, checkpoint: this.position, error: message });
    await this.dataSource
      .query(`UPDATE projection_checkpoints SET status = 'failing', error = $2, failed_position = $3, updated_at = now() WHERE name = $1`, [
        this.projection.name,
        message.slice(0, 2000),
        this.position + 1,
      ])
      .catch(() => undefined);
    // A lost connection may have dropped the session lock: lead again from scratch.
    await this.releaseLeadership();
  }

  private sleep(ms: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, ms);
      timer.unref();
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

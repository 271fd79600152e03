import type { DataSource } from 'typeorm';
import type { EventStore, Unsubscribe } from '@pennant/event-store';
import type { EventType } from '@pennant/events';
import type { Projection } from './projection';
import { ProjectionRunner, type RunnerOptions } from './projection-runner';
import { BatchTransactions } from './batch-transactions';
import { TailCache } from './tail-cache';
import { LogWatch, type LogWatchOptions } from './log-watch';

export interface ProjectionStatus {
  name: string;
  version: number;
  checkpoint: number;
  head: number;
  lagEvents: number;
  lagSeconds: number;
  status: string;
  error: string | null;
  failedPosition: number | null;
  updatedAt: string;
}

/**
 * Owns the runners of this process and answers "has every projection that handles these event
 * types reached position P?" — the read-your-writes wait after a command. Projections led by
 * another process are observed through their checkpoint rows.
 */
export class ProjectionRuntime {
  private readonly runners = new Map<string, ProjectionRunner>();
  private unsubscribe: Unsubscribe | null = null;
  /** The log's tail read once for every runner and watch of this process (set while started). */
  private tail: TailCache | null = null;
  /** The batches of the projections woken by the same append commit in one transaction. */
  readonly transactions = new BatchTransactions();

  constructor(
    readonly projections: readonly Projection[],
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly options: RunnerOptions = {},
  ) {}

  async start(): Promise<void> {
    // One read of the log's tail serves every caught-up runner (tail-cache.ts).
    const tail = new TailCache(this.store);
    this.tail = tail;
    for (const projection of this.projections) {
      const runner = new ProjectionRunner(projection, this.dataSource, tail, this.options, this.transactions);
      this.runners.set(projection.name, runner);
      await runner.start();
    }
    this.unsubscribe = this.store.onAppended((position) => {
      tail.appended(position);
      for (const runner of this.runners.values()) runner.hint(position);
    });
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    await Promise.all([...this.runners.values()].map((r) => r.stop()));
    this.runners.clear();
  }

  /**
   * Calls `listener` after events of `types` — appended by any node — have been applied by the
   * projections that handle them (log-watch.ts): on every append wake-up, and at least every
   * `pollMs` whatever the wake-ups. For caches of read-model rows that every node must drop within
   * a bound (credentials, ADR 0057), driven by the log's position rather than a timer.
   */
  watch(types: readonly EventType[], listener: () => Promise<void>, options: LogWatchOptions = {}): Unsubscribe {
    const watch = new LogWatch(
      {
        readAll: (o) => (this.tail ?? this.store).readAll(o),
        headPosition: () => this.store.headPosition(),
        applied: (position, seen, timeoutMs) => {
          const wanted = new Set(seen);
          const names = this.projections.filter((p) => p.handles.some((t) => wanted.has(t))).map((p) => p.name);
          return this.waitForNamed(names, position, timeoutMs);
        },
      },
      types,
      listener,
      { log: (message, fields) => this.options.log?.('warn', message, fields), ...options },
    );
    const unsubscribe = this.store.onAppended((position) => void watch.check(position));
    watch.start();
    return () => {
      unsubscribe();
      watch.stop();
    };
  }

  /**
   * A version of `name`'s read model when this process leads it — the checkpoint of the last
   * committed batch that applied events (or of a checkpoint adopted from elsewhere) — else null:
   * another process applies it and this one cannot see it change. Equal versions, equal tables.
   */
  localCheckpoint(name: string): number | null {
    const runner = this.runners.get(name);
    return runner?.isLeader ? runner.readModelVersion : null;
  }

  /**
   * How far `name` has read the log when this process leads it — every event it handles up to
   * this position is committed in its tables (scan-only advances included, which the checkpoint
   * row may show only later) — else null.
   */
  localPosition(name: string): number | null {
    const runner = this.runners.get(name);
    return runner?.isLeader ? runner.checkpoint : null;
  }

  /**
   * Waits (bounded) until the projections handling `types` reached `position`; false on timeout.
   * A projection that failed recently is waited for like any other (ADR 0033): its runner is told
   * to retry soon, and the wait ends when it caught up or at the bound — answering at once would
   * let the next read miss the write. Never throws (a failed poll counts as "not yet").
   */
  async waitFor(position: number, types: readonly EventType[], timeoutMs: number): Promise<boolean> {
    if (position <= 0) return true;
    const wanted = new Set(types);
    const relevant = this.projections.filter((p) => p.handles.some((t) => wanted.has(t)));
    const deadline = Date.now() + timeoutMs;
    const results = await Promise.all(relevant.map((p) => this.waitForOne(p.name, position, deadline).catch(() => false)));
    return results.every(Boolean);
  }

  /** Waits (bounded, like waitFor) until each projection named reached `position`; false on timeout. */
  async waitForNamed(names: readonly string[], position: number, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const results = await Promise.all(names.map((name) => this.waitForOne(name, position, deadline).catch(() => false)));
    return results.every(Boolean);
  }

  private async waitForOne(name: string, position: number, deadline: number): Promise<boolean> {
    const runner = this.runners.get(name);
    const remaining = () => Math.max(0, deadline - Date.now());
    if (runner?.isFailing) runner.retrySoon();
    if (runner?.isLeader) {
      runner.notify();
      return runner.waitFor(position, remaining());
    }
    // Led by another process, or by none right now (this runner lost leadership in a failure).
    for (;;) {
      const stored = await this.storedCheckpoints().catch(() => new Map<string, number>());
      if ((stored.get(name) ?? 0) >= position) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, 20));
      if (runner?.isLeader) {
        runner.notify();
        return runner.waitFor(position, remaining());
      }
      if (runner?.isFailing) runner.retrySoon();
    }
  }

  private polled: { at: number; rows: Promise<Map<string, number>> } | null = null;

  /** Every checkpoint row, read at most once per 20 ms for all the waits polling them. */
  private storedCheckpoints(): Promise<Map<string, number>> {
    if (this.polled && Date.now() - this.polled.at < 20) return this.polled.rows;
    const rows = this.dataSource
      .query('SELECT name, position FROM projection_checkpoints')
      .then((found: { name: string; position: string }[]) => new Map(found.map((r) => [r.name, Number(r.position)])));
    this.polled = { at: Date.now(), rows };
    return rows;
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.store.headPosition();
    const rows = (await this.dataSource.query(
      `SELECT name, version, position, status, error, failed_position, updated_at,
              extract(epoch FROM (SELECT max(created_at) FROM es_events) - coalesce(last_event_at, 'epoch'::timestamptz)) AS lag_seconds
         FROM projection_checkpoints ORDER BY name`,
    )) as {
      name: string;
      version: number;
      position: string;
      status: string;
      error: string | null;
      failed_position: string | null;
      updated_at: Date;
      lag_seconds: string | null;
    }[];
    return rows.map((r) => ({
      name: r.name,
      version: r.version,
      checkpoint: Number(r.position),
      head,
      lagEvents: Math.max(0, head - Number(r.position)),
      lagSeconds: Number(r.position) >= head ? 0 : Math.max(0, Number(r.lag_seconds ?? 0)),
      status: r.status,
      error: r.error,
      failedPosition: r.failed_position === null ? null : Number(r.failed_position),
      updatedAt: r.updated_at.toISOString(),
    }));
  }
}

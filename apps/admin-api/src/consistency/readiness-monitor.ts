import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PENNANT_CONFIG } from '@pennant/core';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import { ProjectionRuntime } from '@pennant/projections';
import { logger, type PennantConfig } from '@pennant/platform';

export interface Readiness {
  ready: boolean;
  head: number;
  /** The projections more than `readyLagEvents` behind the head (those stuck on a failing event excepted). */
  behind: { name: string; lagEvents: number }[];
  retryAfterSeconds: number;
}

const POLL_MS = 500;
/** While not ready, a request re-checks at most this often, so that the gate opens as soon as the models caught up. */
const RECHECK_MS = 100;
/** A projection failing at the same event this long needs an operator, not a wait: it no longer closes the gate. */
const STUCK_MS = 30_000;

interface CheckpointRow {
  name: string;
  position: string;
  status: string;
  failed_position: string | null;
}

/**
 * How far the read models are behind the log (ADR 0033), for the readiness gate and the 404
 * re-check. Polled every 500 ms; positions of projections this process leads come from memory.
 * The gate closes at start when a model is behind (a restore, a reset), and later once a model has
 * been behind by more than READY_LAG_EVENTS on two polls in a row (a bulk import's burst does not
 * close it); it opens on the first check that finds every model within the threshold.
 */
@Injectable()
export class ReadinessMonitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private state: Readiness = { ready: true, head: 0, behind: [], retryAfterSeconds: 1 };
  private overBefore = false;
  private checking: Promise<Readiness> | null = null;
  private checkedAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly failingSince = new Map<string, { at: string; since: number }>();
  private sample: { at: number; slowest: number } | null = null;

  constructor(
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
    private readonly runtime: ProjectionRuntime,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.check(true).catch((error: unknown) => logger.warn('readiness check failed', { error: String(error) }));
    this.timer = setInterval(() => void this.check(false).catch(() => undefined), POLL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The last known state (synchronous: the gate's fast path). */
  current(): Readiness {
    return this.state;
  }

  /** A fresh state when the last one is older than RECHECK_MS (one check at a time). */
  async confirm(): Promise<Readiness> {
    if (Date.now() - this.checkedAt < RECHECK_MS) return this.state;
    return this.check(false, true);
  }

  /** The projections below `position` and by how much (stuck ones excepted); this process's positions from memory. */
  async below(position: number): Promise<{ name: string; lagEvents: number }[]> {
    const rows = await this.rows();
    return this.runtime.projections
      .map((p) => ({ name: p.name, lagEvents: position - this.positionOf(p.name, rows), row: rows.get(p.name) }))
      .filter((p) => p.lagEvents > 0 && !this.isStuck(p.row))
      .map(({ name, lagEvents }) => ({ name, lagEvents }));
  }

  private check(initial: boolean, reopenOnly = false): Promise<Readiness> {
    this.checking ??= this.measure(initial, reopenOnly).finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async measure(initial: boolean, reopenOnly: boolean): Promise<Readiness> {
    const [head, rows] = await Promise.all([this.store.headPosition(), this.rows()]);
    const threshold = this.config.readyLagEvents;
    const behind = this.runtime.projections
      .map((p) => ({ name: p.name, lagEvents: Math.max(0, head - this.positionOf(p.name, rows)), row: rows.get(p.name) }))
      .filter((p) => p.lagEvents > threshold && !this.isStuck(p.row))
      .map(({ name, lagEvents }) => ({ name, lagEvents }));
    const over = behind.length > 0;
    let ready: boolean;
    if (initial) ready = !over;
    // A re-check asked by a request only ever opens the gate; closing is the poll's decision.
    else if (reopenOnly) ready = this.state.ready || !over;
    else ready = !over || (this.state.ready && !this.overBefore);
    if (!reopenOnly) this.overBefore = over;
    if (this.state.ready !== ready)
      logger[ready ? 'info' : 'warn'](ready ? 'read models caught up: serving' : 'read models behind the log: answering 503 NotReady', {
        head,
        behind,
      });
    this.state = { ready, head, behind, retryAfterSeconds: this.retryAfter(behind, head) };
    this.checkedAt = Date.now();
    return this.state;
  }

  /** Seconds until the slowest lagging model should be caught up, from its progress since the last check (1–60). */
  private retryAfter(behind: Readiness['behind'], head: number): number {
    if (behind.length === 0) {
      this.sample = null;
      return 1;
    }
    const lag = Math.max(...behind.map((b) => b.lagEvents));
    const slowest = head - lag;
    const now = Date.now();
    const previous = this.sample;
    this.sample = { at: now, slowest };
    if (!previous || now <= previous.at || slowest <= previous.slowest) return 5;
    const rate = (slowest - previous.slowest) / ((now - previous.at) / 1000);
    return Math.min(60, Math.max(1, Math.ceil(lag / rate)));
  }

  private positionOf(name: string, rows: Map<string, CheckpointRow>): number {
    return Math.max(Number(rows.get(name)?.position ?? 0), this.runtime.localPosition(name) ?? 0);
  }

  private isStuck(row: CheckpointRow | undefined): boolean {
    if (!row || row.status !== 'failing' || row.failed_position === null) {
      if (row) this.failingSince.delete(row.name);
      return false;
    }
    const seen = this.failingSince.get(row.name);
    if (!seen || seen.at !== row.failed_position) {
      this.failingSince.set(row.name, { at: row.failed_position, since: Date.now() });
      return false;
    }
    return Date.now() - seen.since >= STUCK_MS;
  }

  private async rows(): Promise<Map<string, CheckpointRow>> {
    const rows = (await this.dataSource.query(
      'SELECT name, position, status, failed_position FROM projection_checkpoints',
    )) as CheckpointRow[];
    return new Map(rows.map((r) => [r.name, r]));
  }
}

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { PENNANT_CONFIG, PG_POOL } from '@pennant/core';
import { CLOCK, logger, type Clock, type PennantConfig } from '@pennant/platform';
import type { Labels, ReportedMetric } from '../../model/impact-report.schema';
import { labelKey, seriesLabels } from '../../model/series-key';
import { pruneImpactMetrics, writeFlush, type MinuteRow, type SeriesRow } from './record-impact-metrics-series.store';

/** Where a sample belongs: its application and environment (null: the sample is dropped). */
export type SampleTarget = (labels: Labels) => { app: string; environment: string } | null;

interface PendingSeries {
  row: Omit<SeriesRow, 'index'>;
  minutes: Map<number, Omit<MinuteRow, 'index' | 'minute' | 'lastAt'> & { lastAt: number }>;
}

/** How often the buffered minutes are written: a safeguard sees a report at most this much after it arrived (ADR 0065). */
export const IMPACT_FLUSH_MS = 2000;
const PRUNE_EVERY_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Series buffered between two flushes (beyond: their samples are dropped, and logged); also the rows kept for a retry. */
const MAX_PENDING_SERIES = 100_000;

/**
 * The impact metrics of SDK reports (ADR 0065), summed in memory per series and minute of the
 * server's clock and written every 2 s in one transaction (record-impact-metrics-series.store.ts). Like the flag
 * counts (ADR 0019) they are operational data: a crash loses at most those seconds. A flush the
 * database cannot take keeps its rows for the next one (up to MAX_PENDING_SERIES).
 */
@Injectable()
export class ImpactMetricsRecorder implements OnModuleDestroy {
  private pending = new Map<string, PendingSeries>();
  private dropped = 0;
  private prunedAt = Number.NEGATIVE_INFINITY;
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.timer = setInterval(
      () => void this.flush().catch((error: unknown) => logger.warn('impact metrics flush failed', { error: String(error) })),
      IMPACT_FLUSH_MS,
    );
    this.timer.unref();
  }

  /** Adds a report's metrics at the server's time; `target` names each sample's application and environment. */
  record(metrics: readonly ReportedMetric[], target: SampleTarget, at: Date = this.clock.now()): void {
    const minute = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
    const now = at.getTime();
    for (const metric of metrics) {
      for (const sample of metric.samples) {
        const where = target(sample.labels);
        if (!where) continue;
        const labels = seriesLabels(sample.labels);
        const bounds = 'bounds' in sample ? sample.bounds : [];
        const key = JSON.stringify([where.environment, where.app, metric.name, metric.type, labelKey(labels), bounds]);
        let series = this.pending.get(key);
        if (!series) {
          if (this.pending.size >= MAX_PENDING_SERIES) {
            this.dropped += 1;
            continue;
          }
          const row = {
            environment: where.environment,
            app: where.app,
            name: metric.name,
            type: metric.type,
            labels,
            labelKey: labelKey(labels),
            bounds,
            help: metric.help,
          };
          series = { row, minutes: new Map() };
          this.pending.set(key, series);
        }
        let m = series.minutes.get(minute);
        if (!m) {
          m = { value: 0, total: 0, reports: 0, count: 0, buckets: bounds.map(() => 0), lastAt: 0 };
          series.minutes.set(minute, m);
        }
        if ('bounds' in sample) {
          m.value += sample.sum;
          m.count += sample.count;
          sample.counts.forEach((n, i) => (m.buckets[i] += n));
        } else if (metric.type === 'gauge') {
          if (now >= m.lastAt) m.value = sample.value;
          m.total += sample.value;
          m.reports += 1;
        } else m.value += sample.value;
        m.lastAt = Math.max(m.lastAt, now);
      }
    }
  }

  /**
   * Writes what was added since the last flush (and, once an hour, prunes what is older than the
   * retention window). Flushes take turns: when one resolves, everything added before it was
   * called is written.
   */
  flush(): Promise<void> {
    const turn = this.flushing.catch(() => undefined).then(() => this.flushOnce());
    this.flushing = turn;
    return turn;
  }

  private async flushOnce(): Promise<void> {
    const now = this.clock.now();
    if (now.getTime() - this.prunedAt >= PRUNE_EVERY_MS) await this.prune(now);
    if (this.dropped > 0) {
      logger.warn('impact metrics: series dropped, more than the buffer holds between two flushes', { dropped: this.dropped });
      this.dropped = 0;
    }
    if (this.pending.size === 0) return;
    const pending = this.pending;
    this.pending = new Map();
    const series: SeriesRow[] = [];
    const minutes: MinuteRow[] = [];
    for (const p of pending.values()) {
      const index = series.length;
      series.push({ index, ...p.row });
      for (const [minute, m] of p.minutes)
        minutes.push({ index, minute: new Date(minute).toISOString(), ...m, lastAt: new Date(m.lastAt).toISOString() });
    }
    const caps = {
      perApplication: this.config.impactMetrics.seriesPerApplication,
      perEnvironment: this.config.impactMetrics.seriesPerEnvironment,
    };
    try {
      const refused = await writeFlush(this.pool, series, minutes, caps, now);
      if (refused > 0)
        logger.warn('impact metrics: new series refused, their application or environment has as many as it may keep', { refused, caps });
    } catch (error) {
      this.keepForNextFlush(pending);
      throw error;
    }
  }

  /** Puts a failed flush's rows back (merged into what arrived meanwhile) for the next one. */
  private keepForNextFlush(failed: Map<string, PendingSeries>): void {
    for (const [key, p] of failed) {
      const current = this.pending.get(key);
      if (!current) {
        if (this.pending.size < MAX_PENDING_SERIES) this.pending.set(key, p);
        continue;
      }
      for (const [minute, m] of p.minutes) {
        const c = current.minutes.get(minute);
        if (!c) current.minutes.set(minute, m);
        else {
          const gauge = current.row.type === 'gauge';
          c.value = gauge ? (m.lastAt > c.lastAt ? m.value : c.value) : c.value + m.value;
          c.total += m.total;
          c.reports += m.reports;
          c.count += m.count;
          c.buckets = c.buckets.map((n, i) => n + (m.buckets[i] ?? 0));
          c.lastAt = Math.max(c.lastAt, m.lastAt);
        }
      }
    }
  }

  /** Deletes minutes older than the retention window and series silent as long; returns how many of each. */
  async prune(now: Date = this.clock.now()): Promise<{ minutes: number; series: number }> {
    this.prunedAt = now.getTime();
    return pruneImpactMetrics(this.pool, new Date(now.getTime() - this.config.impactMetrics.retentionHours * 3_600_000));
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }
}

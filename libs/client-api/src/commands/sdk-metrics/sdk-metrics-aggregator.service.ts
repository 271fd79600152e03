import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { CLOCK, logger, type Clock } from '@pennant/platform';
import { FeatureUsage } from '../../queries/feature-usage/feature-usage.service';
import { RecordSdkUsageCommand } from './sdk-metrics-usage.command';

interface Bucket {
  feature: string;
  app: string;
  environment: string;
  hour: string;
  yes: number;
  no: number;
  variants: Record<string, number>;
}

const FLUSH_MS = 5000;
/** Hourly rows are kept this long (as long as Unleash keeps them), checked at most once an hour. */
const KEEP_HOURLY_MS = 48 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
/** Rows dated further ahead than this are pruned too. */
const FUTURE_ROWS_MS = 24 * 3_600_000;

/** Sums saturate instead of overflowing: in memory at JavaScript's largest exact integer, in the table at bigint's maximum. */
export const MAX_STORED_COUNT = Number.MAX_SAFE_INTEGER;
const BIGINT_MAX = '9223372036854775807';

const WRITE_HOURLY = `
  INSERT INTO client_metrics_hourly (feature_name, app_name, environment, hour, yes, no, variants)
  SELECT r.feature, r.app, r.environment, r.hour, r.yes, r.no, r.variants
    FROM jsonb_to_recordset($1::jsonb) AS r(feature text, app text, environment text, hour timestamptz, yes bigint, no bigint, variants jsonb)
  ON CONFLICT (feature_name, app_name, environment, hour) DO UPDATE
     SET yes = least(client_metrics_hourly.yes::numeric + excluded.yes, ${BIGINT_MAX})::bigint,
         no = least(client_metrics_hourly.no::numeric + excluded.no, ${BIGINT_MAX})::bigint,
         variants = (SELECT coalesce(jsonb_object_agg(k, least(coalesce((client_metrics_hourly.variants->>k)::numeric, 0) + coalesce((excluded.variants->>k)::numeric, 0), ${BIGINT_MAX})::bigint), '{}')
                       FROM (SELECT jsonb_object_keys(client_metrics_hourly.variants) UNION SELECT jsonb_object_keys(excluded.variants)) AS keys(k))`;

/** Pending rows kept for the next flush when the database cannot take them (beyond: dropped, logged). */
const MAX_PENDING = 100_000;

const WRITE_LAST_SEEN = `
  INSERT INTO client_last_seen (feature_name, environment, last_seen_at)
  SELECT r.feature, r.environment, $2::timestamptz FROM jsonb_to_recordset($1::jsonb) AS r(feature text, environment text)
  ON CONFLICT (feature_name, environment) DO UPDATE SET last_seen_at = greatest(client_last_seen.last_seen_at, excluded.last_seen_at)`;

const saturated = (a: number, b: number): number => Math.min(MAX_STORED_COUNT, a + b);

/** PostgreSQL refused the row itself (data exception or constraint): writing it again would fail again. */
function rowRefused(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

/**
 * SDK metrics are summed in memory per (flag, app, environment, hour of the bucket's start) and
 * written every 5 s in two statements; a flag with a non-zero count is last seen at the server's
 * time of that write. Counts are lost only if the process dies within those seconds (they are
 * usage statistics, not changes; nothing acknowledged to an admin is at stake).
 *
 * One caller's report never costs others their counts (ADR 0057): sums saturate (at
 * MAX_STORED_COUNT in memory, at bigint's maximum in the table), and when the batch statement fails its rows are
 * written one by one — a row PostgreSQL refuses is dropped (and logged), rows that failed for
 * another reason (the database away) wait for the next flush.
 */
@Injectable()
export class MetricsAggregator implements OnModuleDestroy {
  private buckets = new Map<string, Bucket>();
  private prunedAt = Number.NEGATIVE_INFINITY;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly usage: FeatureUsage,
    private readonly commands: CommandBus,
  ) {
    this.timer = setInterval(
      () => void this.flush().catch((error: unknown) => logger.warn('client metrics flush failed', { error: String(error) })),
      FLUSH_MS,
    );
    this.timer.unref();
  }

  add(
    app: string,
    environment: string,
    start: Date,
    toggles: Record<string, { yes: number; no: number; variants: Record<string, number> }>,
  ): void {
    const hour = new Date(Math.floor(start.getTime() / 3_600_000) * 3_600_000).toISOString();
    for (const [feature, counts] of Object.entries(toggles)) {
      if (counts.yes === 0 && counts.no === 0) continue;
      const key = JSON.stringify([feature, app, environment, hour]);
      const bucket = this.buckets.get(key) ?? { feature, app, environment, hour, yes: 0, no: 0, variants: {} };
      this.merge(key, bucket, counts);
    }
  }

  private merge(key: string, bucket: Bucket, counts: { yes: number; no: number; variants: Record<string, number> }): void {
    bucket.yes = saturated(bucket.yes, counts.yes);
    bucket.no = saturated(bucket.no, counts.no);
    for (const [variant, n] of Object.entries(counts.variants)) bucket.variants[variant] = saturated(bucket.variants[variant] ?? 0, n);
    this.buckets.set(key, bucket);
  }

  /**
   * Writes what was summed since the last flush (and, once an hour, drops hourly rows older than
   * 48 h). Flushes take turns: one asked for while the timer's runs waits for it, so that when it
   * resolves everything added before the call is written.
   */
  flush(): Promise<void> {
    const turn = this.flushing.catch(() => undefined).then(() => this.flushOnce());
    this.flushing = turn;
    return turn;
  }

  private flushing: Promise<void> = Promise.resolve();

  private async flushOnce(): Promise<void> {
    if (this.clock.now().getTime() - this.prunedAt >= PRUNE_EVERY_MS) await this.prune();
    if (this.buckets.size === 0) return;
    const buckets = [...this.buckets.values()];
    this.buckets = new Map();
    const seen = [
      ...new Map(
        buckets.map((b) => [
          JSON.stringify([b.feature, b.environment]),
          { feature: b.feature, environment: b.environment, appName: b.app },
        ]),
      ).values(),
    ];
    await this.writeHourly(buckets);
    await this.dataSource
      .query(WRITE_LAST_SEEN, [JSON.stringify(seen), this.clock.now()])
      .catch((error: unknown) => logger.warn('SDK last-seen times not recorded', { error: String(error) }));
    this.usage.invalidate();
    // Lifecycle stages pre-live/live (events; the counts above are kept even if this fails).
    await this.commands
      .execute(new RecordSdkUsageCommand(seen))
      .catch((error: unknown) => logger.warn('SDK lifecycle stages not recorded', { error: String(error) }));
  }

  /** The batch in one statement; if that fails, row by row (see the class comment). */
  private async writeHourly(buckets: Bucket[]): Promise<void> {
    try {
      await this.dataSource.query(WRITE_HOURLY, [JSON.stringify(buckets)]);
      return;
    } catch (error) {
      if (buckets.length === 1 && rowRefused(error)) return void logger.warn('SDK metrics row refused', { error: String(error) });
      logger.warn('SDK metrics batch failed; writing its rows one by one', { rows: buckets.length, error: String(error) });
    }
    let refused = 0;
    for (const [i, bucket] of buckets.entries()) {
      try {
        await this.dataSource.query(WRITE_HOURLY, [JSON.stringify([bucket])]);
      } catch (error) {
        if (rowRefused(error)) refused += 1;
        else return this.keepForNextFlush(buckets.slice(i), error);
      }
    }
    if (refused > 0) logger.warn('SDK metrics rows refused by the database and dropped', { refused });
  }

  /** Puts rows back (summed into what arrived meanwhile) for the next flush, up to MAX_PENDING keys. */
  private keepForNextFlush(rest: readonly Bucket[], error: unknown): void {
    let dropped = 0;
    for (const bucket of rest) {
      const key = JSON.stringify([bucket.feature, bucket.app, bucket.environment, bucket.hour]);
      const pending = this.buckets.get(key);
      if (!pending && this.buckets.size >= MAX_PENDING) dropped += 1;
      else if (!pending) this.buckets.set(key, bucket);
      else this.merge(key, pending, bucket);
    }
    logger.warn('SDK metrics kept for the next flush', { rows: rest.length - dropped, dropped, error: String(error) });
  }

  /**
   * Deletes the hourly rows of buckets that ended more than 48 h ago, and rows dated more than a
   * day ahead (reports are refused past 5 minutes ahead now; earlier versions stored whatever an
   * SDK claimed, and such rows would never age out); returns how many.
   */
  async prune(): Promise<number> {
    const now = this.clock.now().getTime();
    this.prunedAt = now;
    const result = (await this.dataSource.query(
      'DELETE FROM client_metrics_hourly WHERE hour < $1::timestamptz OR hour > $2::timestamptz',
      [new Date(now - KEEP_HOURLY_MS - 3_600_000), new Date(now + FUTURE_ROWS_MS)],
    )) as [unknown, number];
    return result[1];
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }
}

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { CLOCK, logger, type Clock } from '@pennant/platform';
import { FeatureUsage } from '../../queries/feature-usage/feature-usage';
import { RecordSdkUsageCommand } from './record-sdk-usage.command';

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

const WRITE_HOURLY = `
  INSERT INTO client_metrics_hourly (feature_name, app_name, environment, hour, yes, no, variants)
  SELECT r.feature, r.app, r.environment, r.hour, r.yes, r.no, r.variants
    FROM jsonb_to_recordset($1::jsonb) AS r(feature text, app text, environment text, hour timestamptz, yes bigint, no bigint, variants jsonb)
  ON CONFLICT (feature_name, app_name, environment, hour) DO UPDATE
     SET yes = client_metrics_hourly.yes + excluded.yes, no = client_metrics_hourly.no + excluded.no,
         variants = (SELECT coalesce(jsonb_object_agg(k, coalesce((client_metrics_hourly.variants->>k)::bigint, 0) + coalesce((excluded.variants->>k)::bigint, 0)), '{}')
                       FROM (SELECT jsonb_object_keys(client_metrics_hourly.variants) UNION SELECT jsonb_object_keys(excluded.variants)) AS keys(k))`;

const WRITE_LAST_SEEN = `
  INSERT INTO client_last_seen (feature_name, environment, last_seen_at)
  SELECT r.feature, r.environment, $2::timestamptz FROM jsonb_to_recordset($1::jsonb) AS r(feature text, environment text)
  ON CONFLICT (feature_name, environment) DO UPDATE SET last_seen_at = greatest(client_last_seen.last_seen_at, excluded.last_seen_at)`;

/**
 * SDK metrics are summed in memory per (flag, app, environment, hour of the bucket's start) and
 * written every 5 s in two statements; a flag with a non-zero count is last seen at the server's
 * time of that write. Counts are lost only if the process dies within those seconds (they are
 * usage statistics, not changes; nothing acknowledged to an admin is at stake).
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
      bucket.yes += counts.yes;
      bucket.no += counts.no;
      for (const [variant, n] of Object.entries(counts.variants)) bucket.variants[variant] = (bucket.variants[variant] ?? 0) + n;
      this.buckets.set(key, bucket);
    }
  }

  /** Writes what was summed since the last flush (and, once an hour, drops hourly rows older than 48 h). */
  async flush(): Promise<void> {
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
    await this.dataSource.query(WRITE_HOURLY, [JSON.stringify(buckets)]);
    await this.dataSource.query(WRITE_LAST_SEEN, [JSON.stringify(seen), this.clock.now()]);
    this.usage.invalidate();
    // Lifecycle stages pre-live/live (events; the counts above are kept even if this fails).
    await this.commands
      .execute(new RecordSdkUsageCommand(seen))
      .catch((error: unknown) => logger.warn('SDK lifecycle stages not recorded', { error: String(error) }));
  }

  /** Deletes the hourly rows of buckets that ended more than 48 h ago; returns how many. */
  async prune(): Promise<number> {
    const now = this.clock.now().getTime();
    this.prunedAt = now;
    const result = (await this.dataSource.query('DELETE FROM client_metrics_hourly WHERE hour < $1::timestamptz', [
      new Date(now - KEEP_HOURLY_MS - 3_600_000),
    ])) as [unknown, number];
    return result[1];
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }
}

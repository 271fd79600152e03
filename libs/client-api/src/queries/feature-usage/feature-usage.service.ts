import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, logger, type Clock } from '@pennant/platform';

/** What SDKs reported for one flag in one environment. */
export interface EnvironmentUsage {
  /** Server time of the latest metrics write with a non-zero count, as Unleash reports it. */
  lastSeenAt: Date | null;
  /** Evaluations in the last hour (the hourly buckets starting within it). */
  yes: number;
  no: number;
}

/** Usage by flag name, then by environment name. */
export type FeatureUsageSnapshot = ReadonlyMap<string, ReadonlyMap<string, EnvironmentUsage>>;

/** Another node's flush becomes visible after at most this long. */
const REFRESH_MS = 5000;
const HOUR_MS = 3_600_000;

const LAST_SEEN_SQL = 'SELECT feature_name, environment, last_seen_at FROM client_last_seen';
const LAST_HOUR_SQL = `
  SELECT feature_name, environment, sum(yes)::text AS yes, sum(no)::text AS no
    FROM client_metrics_hourly WHERE hour >= $1::timestamptz
   GROUP BY feature_name, environment`;

/**
 * The SDK usage (last seen, yes/no of the last hour) that admin views overlay on their read-model
 * answers. The metrics tables are written by the intake, not by a projection, so these figures
 * must not enter a projection-keyed answer cache (ADR 0014); instead the whole usage is kept here
 * in memory — at most one row per (flag, environment) — and reloaded when this node flushed
 * metrics or {@link REFRESH_MS} passed (other nodes' flushes), never per request.
 */
@Injectable()
export class FeatureUsage {
  private loaded: { at: number; usage: Promise<FeatureUsageSnapshot> } | null = null;
  private lastRead: FeatureUsageSnapshot = new Map();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The current usage: in memory unless stale. Never fails: when the tables cannot be read (the
   * database is away) the last usage read is kept until the next attempt, so a view that can
   * answer from its own cache still does, with usage figures a few seconds old.
   */
  snapshot(): Promise<FeatureUsageSnapshot> {
    const now = this.clock.now().getTime();
    if (this.loaded === null || now - this.loaded.at >= REFRESH_MS || now < this.loaded.at) {
      this.loaded = {
        at: now,
        usage: this.load(now).then(
          (usage) => (this.lastRead = usage),
          (error: unknown) => {
            logger.warn('SDK usage could not be read; keeping the last one', { error: String(error) });
            return this.lastRead;
          },
        ),
      };
    }
    return this.loaded.usage;
  }

  /** Called after this node wrote metrics: the next snapshot reads the tables again. */
  invalidate(): void {
    this.loaded = null;
  }

  private async load(now: number): Promise<FeatureUsageSnapshot> {
    const [seen, counts] = (await Promise.all([
      this.dataSource.query(LAST_SEEN_SQL),
      this.dataSource.query(LAST_HOUR_SQL, [new Date(now - HOUR_MS)]),
    ])) as [
      { feature_name: string; environment: string; last_seen_at: Date }[],
      { feature_name: string; environment: string; yes: string; no: string }[],
    ];
    const usage = new Map<string, Map<string, EnvironmentUsage>>();
    const slot = (feature: string, environment: string): EnvironmentUsage => {
      let environments = usage.get(feature);
      if (!environments) usage.set(feature, (environments = new Map()));
      let entry = environments.get(environment);
      if (!entry) environments.set(environment, (entry = { lastSeenAt: null, yes: 0, no: 0 }));
      return entry;
    };
    for (const r of seen) slot(r.feature_name, r.environment).lastSeenAt = new Date(r.last_seen_at);
    for (const r of counts) {
      const entry = slot(r.feature_name, r.environment);
      entry.yes = Number(r.yes);
      entry.no = Number(r.no);
    }
    return usage;
  }
}

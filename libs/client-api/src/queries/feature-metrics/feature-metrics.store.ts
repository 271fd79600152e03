import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '@pennant/platform';

/** One hourly bucket of one application in one environment, as Unleash's raw metrics answer it. */
export interface FeatureMetricsRow {
  featureName: string;
  appName: string;
  environment: string;
  /** The start of the hour, ISO. */
  timestamp: string;
  yes: number;
  no: number;
  variants: Record<string, number>;
}

/** The evaluations of the last hour in one environment, summed over applications. */
export interface EnvironmentHourUsage {
  environment: string;
  /** The start of the latest hour summed, ISO. */
  timestamp: string;
  yes: number;
  no: number;
}

export interface FeatureMetricsSummary {
  lastHourUsage: EnvironmentHourUsage[];
  /** Every application whose SDK reported the flag in the kept hours (48), by name. */
  seenApplications: string[];
}

const HOUR_MS = 3_600_000;

const RAW_SQL = `
  SELECT app_name, environment, hour, yes::text AS yes, no::text AS no, variants
    FROM client_metrics_hourly WHERE feature_name = $1 AND hour >= $2::timestamptz
   ORDER BY hour DESC, environment, app_name`;
const LAST_HOUR_SQL = `
  SELECT environment, max(hour) AS hour, sum(yes)::text AS yes, sum(no)::text AS no
    FROM client_metrics_hourly WHERE feature_name = $1 AND hour >= $2::timestamptz
   GROUP BY environment ORDER BY environment`;
const APPS_SQL = 'SELECT DISTINCT app_name FROM client_metrics_hourly WHERE feature_name = $1 ORDER BY app_name';

/**
 * A flag's SDK metrics for the admin API (Unleash's client-metrics routes), read from the hourly
 * table the intake writes (ADR 0016, 0053). "The last N hours" are the buckets that start within
 * them, as search's last-hour figures ({@link FeatureUsage}) and Unleash count them.
 */
@Injectable()
export class FeatureMetrics {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The hourly buckets of the last `hoursBack` hours, newest first (then by environment, app). */
  async raw(featureName: string, hoursBack: number): Promise<FeatureMetricsRow[]> {
    const rows = (await this.dataSource.query(RAW_SQL, [featureName, this.since(hoursBack)])) as {
      app_name: string;
      environment: string;
      hour: Date;
      yes: string;
      no: string;
      variants: Record<string, number | string>;
    }[];
    return rows.map((r) => ({
      featureName,
      appName: r.app_name,
      environment: r.environment,
      timestamp: new Date(r.hour).toISOString(),
      yes: Number(r.yes),
      no: Number(r.no),
      variants: Object.fromEntries(Object.entries(r.variants).map(([name, n]) => [name, Number(n)])),
    }));
  }

  /** The last hour's yes/no per environment and the applications that reported the flag. */
  async summary(featureName: string): Promise<FeatureMetricsSummary> {
    const [usage, apps] = (await Promise.all([
      this.dataSource.query(LAST_HOUR_SQL, [featureName, this.since(1)]),
      this.dataSource.query(APPS_SQL, [featureName]),
    ])) as [{ environment: string; hour: Date; yes: string; no: string }[], { app_name: string }[]];
    return {
      lastHourUsage: usage.map((r) => ({
        environment: r.environment,
        timestamp: new Date(r.hour).toISOString(),
        yes: Number(r.yes),
        no: Number(r.no),
      })),
      seenApplications: apps.map((r) => r.app_name),
    };
  }

  private since(hoursBack: number): Date {
    return new Date(this.clock.now().getTime() - hoursBack * HOUR_MS);
  }
}

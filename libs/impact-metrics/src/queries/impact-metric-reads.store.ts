import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@pennant/core';
import { aggregate, type MinuteSample } from '../model/aggregate';
import type { Labels } from '../model/impact-report.schema';
import { AGGREGATION_TYPE, type Aggregation, type ImpactMetricType } from '../model/impact-vocabulary';

const MINUTE_MS = 60_000;

/** A metric known in some environment: what `GET /api/admin/impact-metrics` lists. */
export interface ImpactMetricSummary {
  name: string;
  type: ImpactMetricType;
  help: string;
  environments: string[];
  applications: string[];
  labels: string[];
  series: number;
  lastSeenAt: string;
}

export interface SeriesInfo {
  id: number;
  app: string;
  labels: Labels;
}

const LIST = `
  SELECT s.name, s.type, max(s.help) AS help, array_agg(DISTINCT s.environment) AS environments,
         array_agg(DISTINCT s.app_name) AS applications,
         coalesce(array_agg(DISTINCT k.key) FILTER (WHERE k.key IS NOT NULL), '{}') AS labels,
         count(DISTINCT s.id)::int AS series, max(s.last_seen_at) AS last_seen_at
    FROM impact_metric_series s LEFT JOIN LATERAL jsonb_object_keys(s.labels) AS k(key) ON true
   WHERE $1::text IS NULL OR s.environment = $1
   GROUP BY s.name, s.type ORDER BY s.name, s.type`;

const SERIES = `
  SELECT id, app_name, labels FROM impact_metric_series
   WHERE environment = $1 AND name = $2 AND type = $3 AND labels @> $4::jsonb AND ($5::text IS NULL OR app_name = $5)
   ORDER BY id LIMIT $6`;

/**
 * The samples of some series in [from, to), per series and step: a step's counter increase and
 * histogram sum are summed, a gauge's last value is the latest report's, its sum and reports
 * added; histogram buckets are summed per bound (second statement). Steps start at `origin` + k·step
 * (epoch milliseconds).
 */
const STEPS = `
  SELECT series_id::int AS series_id, step, sum(value) AS value_sum, (array_agg(value ORDER BY last_at DESC))[1] AS value_last,
         sum(total) AS total, sum(reports)::int AS reports, sum(count)::float8 AS count, max(last_at) AS last_at
    FROM (SELECT s.*, floor((extract(epoch FROM s.minute) * 1000 - $5::float8) / $4)::bigint AS step
            FROM impact_metric_samples s WHERE s.series_id = ANY($1::bigint[]) AND s.minute >= $2 AND s.minute < $3) AS m
   GROUP BY series_id, step`;

const STEP_BUCKETS = `
  SELECT series_id::int AS series_id, step, array_agg(n ORDER BY i) AS buckets
    FROM (SELECT s.series_id, floor((extract(epoch FROM s.minute) * 1000 - $5::float8) / $4)::bigint AS step, b.i, sum(b.n)::float8 AS n
            FROM impact_metric_samples s, unnest(s.buckets) WITH ORDINALITY AS b(n, i)
           WHERE s.series_id = ANY($1::bigint[]) AND s.minute >= $2 AND s.minute < $3
           GROUP BY 1, 2, 3) AS t
   GROUP BY series_id, step`;

const BOUNDS = 'SELECT id::int AS id, bounds FROM impact_metric_series WHERE id = ANY($1::bigint[])';

interface StepRow {
  series_id: number;
  step: string;
  value_sum: number;
  value_last: number;
  total: number;
  reports: number;
  count: number;
  last_at: Date;
}

/** Reads of the stored impact metrics (ADR 0065): the list of metrics, a metric's series and their samples. */
@Injectable()
export class ImpactMetricReads {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async list(environment: string | null): Promise<ImpactMetricSummary[]> {
    const { rows } = await this.pool.query<{
      name: string;
      type: ImpactMetricType;
      help: string;
      environments: string[];
      applications: string[];
      labels: string[];
      series: number;
      last_seen_at: Date;
    }>(LIST, [environment]);
    return rows.map((r) => ({
      name: r.name,
      type: r.type,
      help: r.help,
      environments: r.environments.sort(),
      applications: r.applications.sort(),
      labels: r.labels.sort(),
      series: r.series,
      lastSeenAt: r.last_seen_at.toISOString(),
    }));
  }

  /** The series of one metric and type in an environment that carry every label of `labels` (and are `appName`'s, if given). */
  async series(
    environment: string,
    metric: string,
    type: ImpactMetricType,
    labels: Labels,
    appName: string | null,
    limit = 100_000,
  ): Promise<SeriesInfo[]> {
    const { rows } = await this.pool.query<{ id: string; app_name: string; labels: Labels }>(SERIES, [
      environment,
      metric,
      type,
      JSON.stringify(labels),
      appName,
      limit,
    ]);
    return rows.map((r) => ({ id: Number(r.id), app: r.app_name, labels: r.labels }));
  }

  /**
   * The stored minutes of `ids` in [from, to), summed per step of `stepMs` counted from `origin`
   * (a step's `minute` is its start); with a step of 60 s from a whole minute, the minutes as
   * stored. Histogram samples come with their bounds.
   */
  async samples(
    ids: readonly number[],
    from: Date,
    to: Date,
    step: { ms: number; origin: number },
    histograms: boolean,
  ): Promise<MinuteSample[]> {
    if (ids.length === 0) return [];
    const stepMs = step.ms;
    const params = [ids, from, to, stepMs, step.origin];
    const { rows } = await this.pool.query<StepRow>(STEPS, params);
    const buckets = new Map<string, number[]>();
    const bounds = new Map<number, number[]>();
    if (histograms) {
      const [b, s] = await Promise.all([
        this.pool.query<{ series_id: number; step: string; buckets: number[] }>(STEP_BUCKETS, params),
        this.pool.query<{ id: number; bounds: number[] }>(BOUNDS, [ids]),
      ]);
      for (const r of b.rows) buckets.set(`${r.series_id}:${r.step}`, r.buckets);
      for (const r of s.rows) bounds.set(r.id, r.bounds);
    }
    return rows.map((r) => ({
      seriesId: r.series_id,
      minute: step.origin + Number(r.step) * stepMs,
      // A gauge's minute has reports; a counter's or a histogram's value is summed.
      value: r.reports > 0 ? r.value_last : r.value_sum,
      total: r.total,
      reports: r.reports,
      count: r.count,
      bounds: bounds.get(r.series_id) ?? [],
      buckets: buckets.get(`${r.series_id}:${r.step}`) ?? [],
      lastAt: r.last_at.getTime(),
    }));
  }
}

/** What a safeguard reads: one aggregation of a metric's matching series over a window. */
export interface WindowRead {
  environment: string;
  metric: string;
  aggregation: Aggregation;
  labels: Labels;
  appName: string | null;
  from: Date;
  to: Date;
}

/** One aggregation over [from, to) of every series of the metric that matches (null: no sample in the window). */
export async function observeWindow(reads: ImpactMetricReads, read: WindowRead): Promise<number | null> {
  const type = AGGREGATION_TYPE[read.aggregation];
  const series = await reads.series(read.environment, read.metric, type, read.labels, read.appName);
  const firstMinute = new Date(Math.floor(read.from.getTime() / MINUTE_MS) * MINUTE_MS);
  const samples = await reads.samples(
    series.map((s) => s.id),
    firstMinute,
    read.to,
    { ms: MINUTE_MS, origin: 0 },
    type === 'histogram',
  );
  return aggregate(read.aggregation, samples, read.from.getTime(), read.to.getTime());
}

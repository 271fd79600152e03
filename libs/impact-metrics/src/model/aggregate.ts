import { assertNever } from '@pennant/events';
import type { Aggregation } from './impact-vocabulary';

const MINUTE_MS = 60_000;

/** One stored minute of one series, as the aggregation reads it (times in epoch milliseconds). */
export interface MinuteSample {
  seriesId: number;
  minute: number;
  /** counter: the increase; gauge: the last value; histogram: the sum of observations. */
  value: number;
  /** gauge: the sum and number of the values reported in the minute. */
  total: number;
  reports: number;
  /** histogram: observations, their finite bounds and cumulative counts per bound. */
  count: number;
  bounds: readonly number[];
  buckets: readonly number[];
  /** When the minute's last report arrived (a gauge's last value is the latest one's). */
  lastAt: number;
}

/**
 * What share of a minute's data lies in [from, to): a minute the window cuts counts in proportion
 * (its data is spread evenly over the part of the minute that has passed by `to`), so that a
 * window that starts mid-minute neither drops nor doubles that minute.
 */
export function weightIn(minute: number, from: number, to: number): number {
  const end = Math.min(minute + MINUTE_MS, to);
  const covered = end - minute;
  if (covered <= 0) return 0;
  const overlap = end - Math.max(minute, from);
  return overlap <= 0 ? 0 : Math.min(1, overlap / covered);
}

const QUANTILES = { p50: 0.5, p95: 0.95, p99: 0.99 } as const;

/**
 * A quantile of summed histograms (as Prometheus' histogram_quantile): the bucket where the rank
 * falls, linearly interpolated between its bounds; the first bucket's lower bound is 0 (or its own
 * bound if negative); a rank in the +Inf bucket answers the largest finite bound. Samples with
 * different bounds are read at the union of bounds (a sample's count at a bound it does not have
 * is its count at its next lower bound).
 */
export function quantile(
  q: number,
  samples: readonly { bounds: readonly number[]; buckets: readonly number[]; count: number; weight: number }[],
): number | null {
  const total = samples.reduce((n, s) => n + s.count * s.weight, 0);
  if (total <= 0) return null;
  const bounds = [...new Set(samples.flatMap((s) => s.bounds))].sort((a, b) => a - b);
  if (bounds.length === 0) return null;
  const cumulative = bounds.map((b) =>
    samples.reduce((n, s) => {
      let at = -1;
      for (let i = 0; i < s.bounds.length && s.bounds[i] <= b; i += 1) at = i;
      return n + (at < 0 ? 0 : s.buckets[at] * s.weight);
    }, 0),
  );
  const rank = q * total;
  for (let i = 0; i < bounds.length; i += 1) {
    if (cumulative[i] < rank) continue;
    const upper = bounds[i];
    const lower = i === 0 ? Math.min(0, upper) : bounds[i - 1];
    const below = i === 0 ? 0 : cumulative[i - 1];
    const inBucket = cumulative[i] - below;
    return inBucket <= 0 ? upper : lower + (upper - lower) * ((rank - below) / inBucket);
  }
  return bounds[bounds.length - 1];
}

/**
 * One aggregation of the samples of a group of series over [from, to) (ADR 0065); null when no
 * sample lies in the window (no data — never zero). Counters: `increase` is the sum of the
 * increases (the minute a window cuts counted in proportion), `rate` that per second of the
 * window. Gauges: `last` sums each series' latest value, `avg` averages every value reported.
 * Histograms: a quantile of the summed buckets.
 */
export function aggregate(aggregation: Aggregation, samples: readonly MinuteSample[], from: number, to: number): number | null {
  const inWindow = samples.map((s) => ({ s, w: weightIn(s.minute, from, to) })).filter((x) => x.w > 0);
  if (inWindow.length === 0) return null;
  switch (aggregation) {
    case 'increase':
    case 'rate': {
      const increase = inWindow.reduce((n, { s, w }) => n + s.value * w, 0);
      return aggregation === 'increase' ? increase : increase / ((to - from) / 1000);
    }
    case 'last': {
      const latest = new Map<number, MinuteSample>();
      for (const { s } of inWindow) {
        const seen = latest.get(s.seriesId);
        if (!seen || s.lastAt > seen.lastAt) latest.set(s.seriesId, s);
      }
      return [...latest.values()].reduce((n, s) => n + s.value, 0);
    }
    case 'avg': {
      const reports = inWindow.reduce((n, { s }) => n + s.reports, 0);
      return reports === 0 ? null : inWindow.reduce((n, { s }) => n + s.total, 0) / reports;
    }
    case 'p50':
    case 'p95':
    case 'p99':
      return quantile(
        QUANTILES[aggregation],
        inWindow.map(({ s, w }) => ({ bounds: s.bounds, buckets: s.buckets, count: s.count, weight: w })),
      );
    default:
      return assertNever(aggregation);
  }
}

import { Injectable } from '@nestjs/common';
import { aggregate, type MinuteSample } from '../../model/aggregate';
import { AGGREGATION_TYPE, APPLICATION_GROUP } from '../../model/impact-vocabulary';
import { ImpactMetricReads, type SeriesInfo } from '../impact-metric-reads.store';
import type { ImpactMetricQueryAnswer } from './query-impact-metric.response';
import { QUERY_BOUNDS, type ImpactQuery } from './query-impact-metric-params.schema';

const MINUTE_MS = 60_000;

/**
 * One metric over a time range (ADR 0065): its series in the environment that match the label
 * filters, grouped by the values of `groupBy` (`appName` = the reporting application), one
 * aggregation per group and step; a step without any sample is null (no data), never 0.
 */
@Injectable()
export class ImpactMetricQuery {
  constructor(private readonly reads: ImpactMetricReads) {}

  async answer(q: ImpactQuery): Promise<ImpactMetricQueryAnswer> {
    const type = AGGREGATION_TYPE[q.aggregation];
    const series = await this.reads.series(q.environment, q.metric, type, q.labels, q.appName);
    const { groups, truncated } = groupSeries(series, q.groupBy);
    const from = Math.floor(q.from.getTime() / MINUTE_MS) * MINUTE_MS;
    const to = q.to.getTime();
    const samples = await this.reads.samples(
      groups.flatMap((g) => g.ids),
      new Date(from),
      q.to,
      { ms: q.stepMs, origin: from },
      type === 'histogram',
    );
    const groupOf = new Map(groups.flatMap((g, i) => g.ids.map((id) => [id, i] as const)));
    const bySteps = groups.map(() => new Map<number, MinuteSample[]>());
    for (const s of samples) {
      const steps = bySteps[groupOf.get(s.seriesId) ?? -1];
      if (steps) steps.set(s.minute, [...(steps.get(s.minute) ?? []), s]);
    }
    const starts: number[] = [];
    for (let at = from; at < to; at += q.stepMs) starts.push(at);
    return {
      metric: q.metric,
      environment: q.environment,
      type,
      aggregation: q.aggregation,
      from: new Date(from).toISOString(),
      to: q.to.toISOString(),
      stepMinutes: q.stepMs / MINUTE_MS,
      groupBy: q.groupBy,
      truncated,
      series: groups.map((g, i) => ({
        labels: g.labels,
        points: starts.map((at) => ({
          at: new Date(at).toISOString(),
          value: aggregate(q.aggregation, bySteps[i].get(at) ?? [], at, Math.min(at + q.stepMs, to)),
        })),
      })),
    };
  }
}

/** Series grouped by their values of `groupBy` (a missing label reads ''), in the order of those values; at most QUERY_BOUNDS.maxGroups. */
export function groupSeries(series: readonly SeriesInfo[], groupBy: readonly string[]) {
  const groups = new Map<string, { labels: Record<string, string>; ids: number[] }>();
  for (const s of series) {
    const labels = Object.fromEntries(groupBy.map((g) => [g, g === APPLICATION_GROUP ? s.app : (s.labels[g] ?? '')]));
    const key = JSON.stringify(groupBy.map((g) => labels[g]));
    const group = groups.get(key) ?? { labels, ids: [] };
    group.ids.push(s.id);
    groups.set(key, group);
  }
  const sorted = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, g]) => g);
  return { groups: sorted.slice(0, QUERY_BOUNDS.maxGroups), truncated: sorted.length > QUERY_BOUNDS.maxGroups };
}

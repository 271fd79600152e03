/**
 * Pure pieces of the flag page's Impact section (ADR 0065): which aggregations fit a metric type,
 * the time ranges offered, a query's series as named lines, and the flag's changes as markers.
 */
export type MetricType = 'counter' | 'gauge' | 'histogram';
export type Aggregation = 'rate' | 'increase' | 'last' | 'avg' | 'p50' | 'p95' | 'p99';
export type Comparison = 'gt' | 'gte' | 'lt' | 'lte';

export const AGGREGATIONS: Readonly<Record<MetricType, readonly Aggregation[]>> = {
  counter: ['rate', 'increase'],
  gauge: ['last', 'avg'],
  histogram: ['p50', 'p95', 'p99'],
};

export const AGGREGATION_LABELS: Readonly<Record<Aggregation, string>> = {
  rate: 'rate (per second)',
  increase: 'increase',
  last: 'last value',
  avg: 'average',
  p50: 'p50 (median)',
  p95: 'p95',
  p99: 'p99',
};

export const COMPARISONS: readonly { value: Comparison; label: string }[] = [
  { value: 'gt', label: '> greater than' },
  { value: 'gte', label: '≥ at least' },
  { value: 'lt', label: '< less than' },
  { value: 'lte', label: '≤ at most' },
];
export const COMPARISON_SIGNS: Readonly<Record<Comparison, string>> = { gt: '>', gte: '≥', lt: '<', lte: '≤' };

/** The aggregation to keep when the metric changes: the chosen one if the type allows it, else the type's first. */
export function aggregationFor(type: MetricType, chosen?: string): Aggregation {
  const allowed = AGGREGATIONS[type];
  return allowed.find((a) => a === chosen) ?? allowed[0];
}

/** Ranges the chart offers, in minutes (the API keeps 48 hours). */
export const RANGES = [
  { minutes: 15, label: 'Last 15 minutes' },
  { minutes: 60, label: 'Last hour' },
  { minutes: 360, label: 'Last 6 hours' },
  { minutes: 1440, label: 'Last 24 hours' },
  { minutes: 2880, label: 'Last 48 hours' },
] as const;
export const DEFAULT_RANGE = 60;

/** A step giving about 60 points over the range, in whole minutes. */
export const stepFor = (minutes: number) => Math.max(1, Math.round(minutes / 60));

export interface QuerySeries {
  labels: Record<string, string>;
  points: { at: string; value: number | null }[];
}

export interface Line {
  key: string;
  /** The series' labels in words ("variant=blue, appName=web"), or "all" for an ungrouped query. */
  name: string;
  points: { at: number; value: number | null }[];
}

export function seriesName(labels: Readonly<Record<string, string>>): string {
  const entries = Object.entries(labels).sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? 'all' : entries.map(([k, v]) => `${k}=${v}`).join(', ');
}

/** The query's series as lines, named by their labels and sorted by name (stable colours). */
export function toLines(series: readonly QuerySeries[]): Line[] {
  return series
    .map((s) => ({
      key: seriesName(s.labels),
      name: seriesName(s.labels),
      points: s.points.map((p) => ({ at: Date.parse(p.at), value: p.value })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The event types that change what a flag does (its history's changes); the marker says which. */
export interface FlagChange {
  id: number;
  at: number;
  type: string;
  environment: string | null;
  createdBy: string;
}

export interface LogEventLike {
  id: number;
  type: string;
  createdAt: string;
  createdBy: string;
  environment?: string | null;
}

/**
 * The flag's events inside [from, to] that concern the environment shown (or no environment:
 * a change of the flag itself), oldest first.
 */
export function changesIn(events: readonly LogEventLike[], environment: string, from: number, to: number): FlagChange[] {
  return events
    .map((e) => ({ id: e.id, at: Date.parse(e.createdAt), type: e.type, environment: e.environment ?? null, createdBy: e.createdBy }))
    .filter((c) => c.at >= from && c.at <= to && (c.environment === null || c.environment === environment))
    .sort((a, b) => a.at - b.at || a.id - b.id);
}

/** The rule in words, as the safeguard list shows it. */
export function ruleText(rule: {
  metric: string;
  aggregation: Aggregation;
  windowMinutes: number;
  comparison: Comparison;
  threshold: number;
}) {
  return `${AGGREGATION_LABELS[rule.aggregation]} of ${rule.metric} over ${rule.windowMinutes} min ${COMPARISON_SIGNS[rule.comparison]} ${rule.threshold}`;
}

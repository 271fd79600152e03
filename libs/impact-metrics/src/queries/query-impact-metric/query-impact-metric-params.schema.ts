import { BadDataError, type ErrorDetail } from '@pennant/platform';
import { AGGREGATIONS, isAggregation, type Aggregation } from '../../model/impact-vocabulary';
import type { Labels } from '../../model/impact-report.schema';

/** A validated `GET /api/admin/impact-metrics/query`. */
export interface ImpactQuery {
  metric: string;
  environment: string;
  aggregation: Aggregation;
  from: Date;
  to: Date;
  stepMs: number;
  groupBy: string[];
  labels: Labels;
  appName: string | null;
}

export const QUERY_BOUNDS = {
  maxGroupBy: 5,
  maxLabelFilters: 10,
  /** Points per series in one answer. */
  maxPoints: 1440,
  /** Points aimed at when `stepMinutes` is absent. */
  defaultPoints: 60,
  defaultRangeMs: 3_600_000,
  /** Groups (series) in one answer; more are left out and the answer says `truncated`. */
  maxGroups: 50,
} as const;

const MINUTE_MS = 60_000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

class Problems {
  readonly list: ErrorDetail[] = [];
  add(name: string, message: string): undefined {
    this.list.push({ path: `query.${name}`, message: `query.${name} ${message}` });
    return undefined;
  }
}

/** A parameter given at most once, a string of at most `max` characters. */
function single(raw: Record<string, unknown>, name: string, max: number, problems: Problems): string | undefined {
  const value = raw[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > max || value.includes('\u0000'))
    return problems.add(name, `must be given once, as text of at most ${max} characters`);
  return value;
}

function dateOf(raw: Record<string, unknown>, name: string, problems: Problems): Date | undefined {
  const value = single(raw, name, 40, problems);
  if (value === undefined) return undefined;
  const at = ISO.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) return problems.add(name, 'must be an ISO-8601 date-time (2026-12-01T10:00:00Z)');
  return at;
}

/**
 * The query's parameters, every problem at once (400 `BadDataError`). `to` defaults to now,
 * `from` to an hour before `to`; `to` lies within the retention window (older minutes are gone,
 * and read as no data) and the range is cut into steps of `stepMinutes` (default: about 60 points), at most 1,440 points.
 */
export function parseImpactQuery(raw: Record<string, unknown>, now: Date, retentionHours: number): ImpactQuery {
  const problems = new Problems();
  const metric = single(raw, 'metric', 200, problems);
  if (metric === undefined && raw.metric === undefined) problems.add('metric', 'is required');
  const environment = single(raw, 'environment', 100, problems);
  if (environment === undefined && raw.environment === undefined) problems.add('environment', 'is required');
  const aggregationText = single(raw, 'aggregation', 20, problems);
  let aggregation: Aggregation | undefined;
  if (aggregationText !== undefined && isAggregation(aggregationText)) aggregation = aggregationText;
  else if (raw.aggregation === undefined || aggregationText !== undefined)
    problems.add('aggregation', `must be one of ${AGGREGATIONS.join(', ')}`);
  const to = dateOf(raw, 'to', problems) ?? now;
  const from = dateOf(raw, 'from', problems) ?? new Date(to.getTime() - QUERY_BOUNDS.defaultRangeMs);
  const oldest = now.getTime() - retentionHours * 3_600_000;
  if (from.getTime() >= to.getTime()) problems.add('from', 'must be before query.to');
  else if (to.getTime() < oldest) problems.add('to', `must lie within the last ${retentionHours} hours (older metrics are not kept)`);
  const rangeMs = Math.max(MINUTE_MS, to.getTime() - from.getTime());
  const stepText = single(raw, 'stepMinutes', 5, problems);
  let stepMs = Math.max(1, Math.ceil(rangeMs / MINUTE_MS / QUERY_BOUNDS.defaultPoints)) * MINUTE_MS;
  if (stepText !== undefined) {
    const minutes = /^\d{1,4}$/.test(stepText) ? Number(stepText) : Number.NaN;
    if (!(minutes >= 1 && minutes <= 1440)) problems.add('stepMinutes', 'must be an integer from 1 to 1440');
    else stepMs = minutes * MINUTE_MS;
  }
  if (rangeMs / stepMs > QUERY_BOUNDS.maxPoints)
    problems.add('stepMinutes', `must cut the range into at most ${QUERY_BOUNDS.maxPoints} points (use a longer step)`);
  const groupText = single(raw, 'groupBy', 600, problems);
  const groupBy = groupText === undefined || groupText === '' ? [] : [...new Set(groupText.split(','))];
  if (groupBy.length > QUERY_BOUNDS.maxGroupBy || groupBy.some((g) => g.length === 0 || g.length > 100))
    problems.add('groupBy', `must name at most ${QUERY_BOUNDS.maxGroupBy} labels (comma-separated, 1 to 100 characters each)`);
  const labels = labelFilters(raw.label, problems);
  const appName = single(raw, 'appName', 255, problems) ?? null;
  if (problems.list.length > 0) throw new BadDataError(`Request validation failed: ${problems.list[0].message}`, problems.list);
  return {
    metric: metric as string,
    environment: environment as string,
    aggregation: aggregation as Aggregation,
    from,
    to,
    stepMs,
    groupBy,
    labels,
    appName,
  };
}

/** `label=name:value`, repeatable: the series must have every one of them. */
function labelFilters(raw: unknown, problems: Problems): Labels {
  if (raw === undefined) return {};
  const values = Array.isArray(raw) ? raw : [raw];
  if (values.length > QUERY_BOUNDS.maxLabelFilters)
    return problems.add('label', `may be given at most ${QUERY_BOUNDS.maxLabelFilters} times`) ?? {};
  const labels: Labels = {};
  for (const value of values) {
    const at = typeof value === 'string' ? value.indexOf(':') : -1;
    if (typeof value !== 'string' || at < 1 || value.length > 301 || value.includes('\u0000'))
      return problems.add('label', 'must be name:value (a label name, a colon, its value)') ?? {};
    labels[value.slice(0, at)] = value.slice(at + 1);
  }
  return labels;
}

import {
  array,
  BadDataError,
  integer,
  named,
  object,
  optional,
  record,
  string,
  validate,
  type ErrorDetail,
  type Infer,
  type Schema,
} from '@pennant/platform';
import { IMPACT_METRICS, type ReportedMetric } from '@pennant/impact-metrics';

/**
 * What one SDK report may claim (ADR 0057). Frontend tokens ship in browser code, so anyone can
 * send these: each count, each bucket's dates and the number of flags are bounded here, and
 * whatever is out of bounds is refused whole with 400 before anything is summed.
 */
export const REPORT_BOUNDS = {
  /** Per flag and report: `yes`, `no` and each variant's count. */
  maxCount: 1_000_000_000,
  /** Variants counted per flag. */
  maxVariants: 1000,
  /** How far back a bucket may start: as long as hourly counts are kept (older ones would be pruned at once). */
  pastMs: 48 * 3_600_000,
  /** How far ahead of the server's clock a bucket may end (clock skew). */
  futureMs: 5 * 60_000,
  /** Edge's bulk report: entries and applications. */
  maxBulkMetrics: 10_000,
  maxBulkApplications: 1000,
} as const;

/** Per report, also bounded by the flags that may exist (`FEATURE_FLAGS_LIMIT`): an honest SDK cannot have evaluated more. */
export const MAX_FLAGS_PER_REPORT = 10_000;

const NAME = string({ minLength: 1, maxLength: 255 });
export const APP_NAME = NAME;
export const DATE_TIME = string({
  minLength: 10,
  maxLength: 40,
  pattern: /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/,
  patternHint: 'an ISO-8601 date-time',
});
const COUNT = integer({ min: 0, max: REPORT_BOUNDS.maxCount });
const VARIANT_COUNTS = record(COUNT, { maxKeys: REPORT_BOUNDS.maxVariants, key: NAME });
const FLAG_COUNTS = object({ yes: COUNT, no: COUNT, variants: optional(VARIANT_COUNTS) });
const ENVIRONMENT = string({ minLength: 1, maxLength: 100 });

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= REPORT_BOUNDS.maxCount;
const isName = (k: string): boolean => k.length > 0 && k.length <= 255 && !k.includes('\u0000');

/**
 * `bucket.toggles`: the same rules as `record(FLAG_COUNTS, …)` (and its JSON schema), checked in
 * one pass that builds a problem's path only when there is a problem — this runs for every flag
 * of every SDK report, the busiest body of the service.
 */
const TOGGLES: Schema<Record<string, { yes: number; no: number; variants?: Record<string, number> }>> = {
  json: record(FLAG_COUNTS, { maxKeys: MAX_FLAGS_PER_REPORT, key: NAME }).json,
  parse(value, path, problems) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return void problems.push({ path, message: `${path} must be an object` });
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > MAX_FLAGS_PER_REPORT)
      return void problems.push({ path, message: `${path} must have at most ${MAX_FLAGS_PER_REPORT} properties` });
    const before = problems.length;
    const out: Record<string, { yes: number; no: number; variants?: Record<string, number> }> = {};
    for (const [name, counts] of entries) {
      if (!isName(name)) problems.push({ path: `${path} (a key)`, message: `${path} (a key) must be 1 to 255 characters without NUL` });
      const c = counts as { yes?: unknown; no?: unknown; variants?: unknown } | null;
      if (typeof c !== 'object' || c === null || Array.isArray(c)) {
        problems.push({ path: `${path}.${name}`, message: `${path}.${name} must be an object` });
        continue;
      }
      for (const key of ['yes', 'no'] as const)
        if (!isCount(c[key]))
          problems.push({
            path: `${path}.${name}.${key}`,
            message: `${path}.${name}.${key} must be an integer from 0 to ${REPORT_BOUNDS.maxCount}`,
          });
      let variants: Record<string, number> | undefined;
      if (c.variants !== undefined) variants = VARIANT_COUNTS.parse(c.variants, `${path}.${name}.variants`, problems);
      out[name] =
        variants === undefined ? { yes: c.yes as number, no: c.no as number } : { yes: c.yes as number, no: c.no as number, variants };
    }
    return problems.length === before ? out : undefined;
  },
};

const METRICS_SHAPE = {
  appName: APP_NAME,
  instanceId: optional(string({ maxLength: 255 })),
  sdkVersion: optional(string({ maxLength: 255 })),
  environment: optional(string({ maxLength: 100 })),
  bucket: named('clientMetricsBucketSchema', object({ start: DATE_TIME, stop: DATE_TIME, toggles: TOGGLES })),
};

/** A frontend SDK's report (`POST /api/frontend/client/metrics`): usage counts only. */
export const metricsSchema = named('frontendClientMetricsSchema', object(METRICS_SHAPE));

/** A backend SDK's report (`POST /api/client/metrics`): the frontend's, plus the impact metrics (ADR 0065). */
export const clientMetricsSchema = named('clientMetricsSchema', object({ ...METRICS_SHAPE, impactMetrics: optional(IMPACT_METRICS) }));

/** Edge's `POST /api/client/metrics/bulk`: its impact metrics name their application and environment in their labels. */
export const bulkSchema = named(
  'bulkMetricsSchema',
  object({
    applications: array(
      object({
        appName: APP_NAME,
        environment: ENVIRONMENT,
        sdkVersion: optional(string({ maxLength: 255 })),
        strategies: optional(array(string({ maxLength: 255 }), { maxItems: 1000 })),
      }),
      { maxItems: REPORT_BOUNDS.maxBulkApplications },
    ),
    metrics: array(
      object({
        featureName: NAME,
        appName: APP_NAME,
        environment: ENVIRONMENT,
        timestamp: DATE_TIME,
        yes: optional(COUNT),
        no: optional(COUNT),
        variants: optional(VARIANT_COUNTS),
      }),
      { maxItems: REPORT_BOUNDS.maxBulkMetrics },
    ),
    impactMetrics: optional(IMPACT_METRICS),
  }),
);

export type Toggles = Record<string, { yes: number; no: number; variants: Record<string, number> }>;

export interface MetricsReport {
  appName: string;
  instanceId: string | undefined;
  sdkVersion: string | undefined;
  environment: string | undefined;
  start: Date;
  toggles: Toggles;
  /** A backend SDK's impact metrics (none in a frontend report). */
  impactMetrics: ReportedMetric[];
}

/** The server's side of the bounds: its clock and how many flags may exist. */
export interface ReportContext {
  now: Date;
  maxFlags: number;
}

function refuse(problems: ErrorDetail[]): never {
  throw new BadDataError(`Request validation failed: your request body or params contain invalid data: ${problems[0].message}`, problems);
}

/** The problem of a date outside [now − 48 h, now + 5 min], if any. */
function timeProblem(path: string, value: string, now: Date): ErrorDetail | null {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return { path, message: `${path} is not a date` };
  const from = now.getTime() - REPORT_BOUNDS.pastMs;
  const to = now.getTime() + REPORT_BOUNDS.futureMs;
  if (at >= from && at <= to) return null;
  return {
    path,
    message: `${path} must lie between 48 hours before and 5 minutes after the server's clock (${new Date(from).toISOString()} to ${new Date(to).toISOString()})`,
  };
}

function tooManyFlags(path: string, count: number, maxFlags: number): ErrorDetail | null {
  if (count <= maxFlags) return null;
  return { path, message: `${path} names ${count} flags; a report may name at most ${maxFlags} (the flags that may exist)` };
}

/**
 * A validated `{appName, environment?, bucket: {start, stop, toggles}}` metrics body within the
 * bounds (400 otherwise); also the frontend API's. `withImpact`: a backend SDK's report, whose
 * `impactMetrics` are read too (ADR 0065).
 */
export function readMetrics(body: unknown, context: ReportContext, withImpact = false): MetricsReport {
  const input: Infer<typeof clientMetricsSchema> = validate(withImpact ? clientMetricsSchema : metricsSchema, body);
  const { start, stop, toggles } = input.bucket;
  const problems = [
    timeProblem('body.bucket.start', start, context.now),
    timeProblem('body.bucket.stop', stop, context.now),
    tooManyFlags('body.bucket.toggles', Object.keys(toggles).length, context.maxFlags),
  ].filter((p): p is ErrorDetail => p !== null);
  if (problems.length) refuse(problems);
  const counts: Toggles = {};
  for (const [name, c] of Object.entries(toggles)) counts[name] = { yes: c.yes, no: c.no, variants: { ...(c.variants ?? {}) } };
  const { appName, instanceId, sdkVersion, environment } = input;
  return {
    appName,
    instanceId,
    sdkVersion,
    environment,
    start: new Date(start),
    toggles: counts,
    impactMetrics: input.impactMetrics ?? [],
  };
}

export type BulkReport = Infer<typeof bulkSchema>;

/** A validated bulk body: every timestamp within the bounds, at most `maxFlags` distinct flags (400 otherwise). */
export function readBulk(body: unknown, context: ReportContext): BulkReport {
  const input = validate(bulkSchema, body);
  const problems: ErrorDetail[] = [];
  input.metrics.forEach((m, i) => {
    const problem = timeProblem(`body.metrics[${i}].timestamp`, m.timestamp, context.now);
    if (problem) problems.push(problem);
  });
  const flags = tooManyFlags('body.metrics', new Set(input.metrics.map((m) => m.featureName)).size, context.maxFlags);
  if (flags) problems.push(flags);
  if (problems.length) refuse(problems);
  return input;
}

/** The metrics body's schema, for API docs. */
export const METRICS_BODY_SCHEMA: Schema<unknown>['json'] = metricsSchema.json;

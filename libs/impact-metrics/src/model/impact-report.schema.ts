import type { ErrorDetail } from '@pennant/kernel';
import type { Schema } from '@pennant/kernel';

/**
 * The `impactMetrics` field of an SDK's metrics report (the official SDKs' impact metrics: the
 * impact-metrics client specification), with Pennant's bounds (ADR 0065). A client token is a
 * secret of a backend, but a misbehaving application (a user id in a label, a histogram with a
 * thousand buckets) must not cost storage without bound: every count, length and value is
 * bounded here, and a report outside them is refused whole with 400 before anything is kept.
 */
export const IMPACT_BOUNDS = {
  /** Metrics (names) per report. */
  maxMetrics: 100,
  /** Samples per report, all metrics together. */
  maxSamples: 2000,
  maxNameLength: 200,
  maxHelpLength: 1000,
  /** Labels per sample, `appName` and `environment` included. */
  maxLabels: 16,
  maxLabelNameLength: 100,
  maxLabelValueLength: 200,
  /** Bucket bounds per histogram sample, `+Inf` included. */
  maxBuckets: 32,
  /** The largest magnitude of a value, a sum or a bound; counts are integers up to it. */
  maxValue: 1e15,
} as const;

export type Labels = Record<string, string>;

export interface NumericSample {
  labels: Labels;
  value: number;
}

/** `bounds` ascending and finite; `counts[i]` observations ≤ `bounds[i]` (cumulative); `count` all of them (+Inf). */
export interface HistogramSample {
  labels: Labels;
  count: number;
  sum: number;
  bounds: number[];
  counts: number[];
}

export type ReportedMetric =
  | { name: string; help: string; type: 'counter' | 'gauge'; samples: NumericSample[] }
  | { name: string; help: string; type: 'histogram'; samples: HistogramSample[] };

const LABELS_JSON = {
  type: 'object',
  maxProperties: IMPACT_BOUNDS.maxLabels,
  additionalProperties: { oneOf: [{ type: 'string', maxLength: IMPACT_BOUNDS.maxLabelValueLength }, { type: 'number' }] },
};
const VALUE_JSON = { type: 'number', minimum: -IMPACT_BOUNDS.maxValue, maximum: IMPACT_BOUNDS.maxValue };
const COUNT_JSON = { type: 'integer', minimum: 0, maximum: IMPACT_BOUNDS.maxValue };
const HEAD_JSON = {
  name: { type: 'string', minLength: 1, maxLength: IMPACT_BOUNDS.maxNameLength },
  help: { type: 'string', maxLength: IMPACT_BOUNDS.maxHelpLength },
};

/** The JSON Schema of the field, for the OpenAPI document: impact metrics (counters, gauges, histograms) since the last report, at most `IMPACT_BOUNDS.maxSamples` samples in all. */
const IMPACT_METRICS_JSON = {
  type: 'array',
  maxItems: IMPACT_BOUNDS.maxMetrics,
  items: {
    oneOf: [
      {
        type: 'object',
        required: ['name', 'help', 'type', 'samples'],
        properties: {
          ...HEAD_JSON,
          type: { type: 'string', enum: ['counter', 'gauge'] },
          samples: {
            type: 'array',
            items: { type: 'object', required: ['value'], properties: { labels: LABELS_JSON, value: VALUE_JSON } },
          },
        },
      },
      {
        type: 'object',
        required: ['name', 'help', 'type', 'samples'],
        properties: {
          ...HEAD_JSON,
          type: { type: 'string', enum: ['histogram'] },
          samples: {
            type: 'array',
            items: {
              type: 'object',
              required: ['count', 'sum', 'buckets'],
              properties: {
                labels: LABELS_JSON,
                count: COUNT_JSON,
                sum: VALUE_JSON,
                buckets: {
                  type: 'array',
                  maxItems: IMPACT_BOUNDS.maxBuckets,
                  items: {
                    type: 'object',
                    required: ['le', 'count'],
                    properties: { le: { oneOf: [VALUE_JSON, { type: 'string', enum: ['+Inf'] }] }, count: COUNT_JSON },
                  },
                },
              },
            },
          },
        },
      },
    ],
  },
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isValue = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= IMPACT_BOUNDS.maxValue;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= IMPACT_BOUNDS.maxValue;
const isText = (v: unknown, min: number, max: number): v is string =>
  typeof v === 'string' && v.length >= min && v.length <= max && !v.includes('\u0000');

/**
 * One pass over the field that builds a problem's message only for a problem (it runs for every
 * SDK report that carries impact metrics). Label values that are numbers become their text, as
 * the SDKs' label maps are string to string.
 */
class ImpactParser {
  samples = 0;
  constructor(private readonly problems: ErrorDetail[]) {}

  private problem(path: string, message: string): undefined {
    this.problems.push({ path, message: `${path} ${message}` });
    return undefined;
  }

  metrics(value: unknown, path: string): ReportedMetric[] | undefined {
    if (!Array.isArray(value)) return this.problem(path, 'must be an array');
    if (value.length > IMPACT_BOUNDS.maxMetrics) return this.problem(path, `must have at most ${IMPACT_BOUNDS.maxMetrics} metrics`);
    const before = this.problems.length;
    const out = value.map((m, i) => this.metric(m, `${path}[${i}]`));
    if (this.samples > IMPACT_BOUNDS.maxSamples)
      return this.problem(path, `must have at most ${IMPACT_BOUNDS.maxSamples} samples in all (it has ${this.samples})`);
    return this.problems.length === before ? (out as ReportedMetric[]) : undefined;
  }

  private metric(m: unknown, path: string): ReportedMetric | undefined {
    if (!isObject(m)) return this.problem(path, 'must be an object');
    const { name, help, type, samples } = m;
    if (!isText(name, 1, IMPACT_BOUNDS.maxNameLength))
      this.problem(`${path}.name`, `must be a string of 1 to ${IMPACT_BOUNDS.maxNameLength} characters without NUL`);
    if (!isText(help, 0, IMPACT_BOUNDS.maxHelpLength))
      this.problem(`${path}.help`, `must be a string of at most ${IMPACT_BOUNDS.maxHelpLength} characters without NUL`);
    if (type !== 'counter' && type !== 'gauge' && type !== 'histogram')
      return this.problem(`${path}.type`, 'must be one of counter, gauge, histogram');
    if (!Array.isArray(samples)) return this.problem(`${path}.samples`, 'must be an array');
    this.samples += samples.length;
    if (this.samples > IMPACT_BOUNDS.maxSamples) return undefined; // reported once, by metrics()
    const before = this.problems.length;
    if (type === 'histogram') {
      const parsed = samples.map((s, i) => this.histogram(s, `${path}.samples[${i}]`));
      return this.problems.length === before
        ? { name: name as string, help: help as string, type, samples: parsed as HistogramSample[] }
        : undefined;
    }
    const parsed = samples.map((s, i) => this.numeric(s, `${path}.samples[${i}]`, type));
    return this.problems.length === before
      ? { name: name as string, help: help as string, type, samples: parsed as NumericSample[] }
      : undefined;
  }

  private labels(value: unknown, path: string): Labels | undefined {
    if (value === undefined) return {};
    if (!isObject(value)) return this.problem(path, 'must be an object');
    const entries = Object.entries(value);
    if (entries.length > IMPACT_BOUNDS.maxLabels) return this.problem(path, `must have at most ${IMPACT_BOUNDS.maxLabels} labels`);
    const out: Labels = {};
    for (const [key, v] of entries) {
      if (!isText(key, 1, IMPACT_BOUNDS.maxLabelNameLength))
        this.problem(`${path} (a key)`, `must be 1 to ${IMPACT_BOUNDS.maxLabelNameLength} characters without NUL`);
      else if (typeof v === 'number' && Number.isFinite(v)) out[key] = String(v);
      else if (isText(v, 0, IMPACT_BOUNDS.maxLabelValueLength)) out[key] = v;
      else this.problem(`${path}.${key}`, `must be a number or a string of at most ${IMPACT_BOUNDS.maxLabelValueLength} characters`);
    }
    return out;
  }

  private numeric(s: unknown, path: string, type: 'counter' | 'gauge'): NumericSample | undefined {
    if (!isObject(s)) return this.problem(path, 'must be an object');
    const labels = this.labels(s.labels, `${path}.labels`);
    const value = s.value;
    if (!isValue(value))
      return this.problem(`${path}.value`, `must be a number from -${IMPACT_BOUNDS.maxValue} to ${IMPACT_BOUNDS.maxValue}`);
    if (type === 'counter' && value < 0) return this.problem(`${path}.value`, 'must not be negative (a counter only increases)');
    return labels && { labels, value };
  }

  private histogram(s: unknown, path: string): HistogramSample | undefined {
    if (!isObject(s)) return this.problem(path, 'must be an object');
    const labels = this.labels(s.labels, `${path}.labels`);
    const { count, sum, buckets } = s;
    if (!isCount(count)) this.problem(`${path}.count`, `must be an integer from 0 to ${IMPACT_BOUNDS.maxValue}`);
    if (!isValue(sum)) this.problem(`${path}.sum`, `must be a number from -${IMPACT_BOUNDS.maxValue} to ${IMPACT_BOUNDS.maxValue}`);
    if (!Array.isArray(buckets) || buckets.length === 0 || buckets.length > IMPACT_BOUNDS.maxBuckets)
      return this.problem(`${path}.buckets`, `must be an array of 1 to ${IMPACT_BOUNDS.maxBuckets} buckets`);
    if (!isCount(count) || !isValue(sum) || !labels) return undefined;
    const bounds: number[] = [];
    const counts: number[] = [];
    for (const [i, b] of buckets.entries()) {
      const at = `${path}.buckets[${i}]`;
      if (!isObject(b)) return this.problem(at, 'must be an object');
      if (!isCount(b.count)) return this.problem(`${at}.count`, `must be an integer from 0 to ${IMPACT_BOUNDS.maxValue}`);
      if (b.count < (counts.at(-1) ?? 0) || b.count > count)
        return this.problem(`${at}.count`, 'must be cumulative: at least the previous bucket’s count and at most the sample’s count');
      if (b.le === '+Inf') {
        if (i !== buckets.length - 1) return this.problem(`${at}.le`, 'may be "+Inf" only in the last bucket');
        if (b.count !== count) return this.problem(`${at}.count`, 'must equal the sample’s count in the "+Inf" bucket');
        continue;
      }
      if (!isValue(b.le))
        return this.problem(`${at}.le`, `must be "+Inf" or a number from -${IMPACT_BOUNDS.maxValue} to ${IMPACT_BOUNDS.maxValue}`);
      if (bounds.length > 0 && b.le <= (bounds.at(-1) as number))
        return this.problem(`${at}.le`, 'must be greater than the previous bound');
      bounds.push(b.le);
      counts.push(b.count);
    }
    return { labels, count, sum, bounds, counts };
  }
}

/** The `impactMetrics` field: an array of counters, gauges and histograms within IMPACT_BOUNDS. */
export const IMPACT_METRICS: Schema<ReportedMetric[]> = {
  json: { ...IMPACT_METRICS_JSON, title: 'reportedImpactMetricsSchema' },
  parse: (value, path, problems) => new ImpactParser(problems).metrics(value, path),
};

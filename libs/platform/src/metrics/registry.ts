/**
 * A small, dependency-free metrics registry rendering the Prometheus text exposition format
 * (version 0.0.4): counters, gauges and histograms with labels. Label values are escaped
 * (backslash, double quote, newline); names are checked when a metric is defined, and every
 * observation must name exactly the metric's labels (a typo would otherwise add a series).
 */
export type Labels = Readonly<Record<string, string | number>>;

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

export function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function escapeHelp(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

export function formatValue(value: number): string {
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  if (Number.isNaN(value)) return 'NaN';
  return String(value);
}

interface MetricOptions {
  name: string;
  help: string;
  labelNames?: readonly string[];
}

abstract class Metric<S> {
  readonly name: string;
  readonly help: string;
  readonly labelNames: readonly string[];
  protected readonly series = new Map<string, { labels: string[]; state: S }>();

  constructor(options: MetricOptions) {
    if (!METRIC_NAME.test(options.name)) throw new Error(`invalid metric name: ${options.name}`);
    for (const label of options.labelNames ?? []) {
      if (!LABEL_NAME.test(label) || label.startsWith('__') || label === 'le')
        throw new Error(`invalid label name ${label} on ${options.name}`);
    }
    this.name = options.name;
    this.help = options.help;
    this.labelNames = options.labelNames ?? [];
  }

  abstract readonly type: 'counter' | 'gauge' | 'histogram';
  protected abstract initial(): S;
  protected abstract sampleLines(labels: string[], state: S): string[];

  /** Forgets every series (collectors that rebuild a gauge from scratch on each scrape). */
  reset(): void {
    this.series.clear();
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} ${this.type}`];
    for (const { labels, state } of this.series.values()) lines.push(...this.sampleLines(labels, state));
    return lines;
  }

  protected stateOf(labels: Labels = {}): S {
    const names = Object.keys(labels);
    if (names.length !== this.labelNames.length || !this.labelNames.every((n) => Object.prototype.hasOwnProperty.call(labels, n))) {
      throw new Error(`${this.name} takes the labels [${this.labelNames.join(', ')}], got [${names.join(', ')}]`);
    }
    const values = this.labelNames.map((n) => String(labels[n]));
    const key = values.join('\u0001');
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels: values, state: this.initial() };
      this.series.set(key, entry);
    }
    return entry.state;
  }

  protected labelText(values: readonly string[], extra: [string, string][] = []): string {
    const pairs: [string, string][] = [...this.labelNames.map((n, i): [string, string] => [n, values[i]]), ...extra];
    return pairs.length === 0 ? '' : `{${pairs.map(([n, v]) => `${n}="${escapeLabelValue(v)}"`).join(',')}}`;
  }
}

export class Counter extends Metric<{ value: number }> {
  readonly type = 'counter';
  protected initial() {
    return { value: 0 };
  }
  inc(labels?: Labels, by = 1): void {
    if (!(by >= 0)) throw new Error(`${this.name}: a counter only goes up`);
    this.stateOf(labels).value += by;
  }
  /** For counters mirrored from a source that counts itself (process CPU seconds). */
  setTotal(value: number, labels?: Labels): void {
    this.stateOf(labels).value = value;
  }
  get(labels?: Labels): number {
    return this.stateOf(labels).value;
  }
  protected sampleLines(labels: string[], state: { value: number }): string[] {
    return [`${this.name}${this.labelText(labels)} ${formatValue(state.value)}`];
  }
}

export class Gauge extends Metric<{ value: number }> {
  readonly type = 'gauge';
  protected initial() {
    return { value: 0 };
  }
  set(value: number, labels?: Labels): void {
    this.stateOf(labels).value = value;
  }
  inc(labels?: Labels, by = 1): void {
    this.stateOf(labels).value += by;
  }
  protected sampleLines(labels: string[], state: { value: number }): string[] {
    return [`${this.name}${this.labelText(labels)} ${formatValue(state.value)}`];
  }
}

interface HistogramState {
  counts: number[];
  sum: number;
  count: number;
}

export class Histogram extends Metric<HistogramState> {
  readonly type = 'histogram';
  readonly buckets: readonly number[];

  constructor(options: MetricOptions & { buckets: readonly number[] }) {
    super(options);
    const sorted = [...new Set(options.buckets)].filter((b) => Number.isFinite(b)).sort((a, b) => a - b);
    if (sorted.length === 0) throw new Error(`${options.name}: a histogram needs buckets`);
    this.buckets = sorted;
  }

  protected initial(): HistogramState {
    return { counts: this.buckets.map(() => 0), sum: 0, count: 0 };
  }

  observe(value: number, labels?: Labels): void {
    const state = this.stateOf(labels);
    for (let i = 0; i < this.buckets.length; i += 1) if (value <= this.buckets[i]) state.counts[i] += 1;
    state.sum += value;
    state.count += 1;
  }

  protected sampleLines(labels: string[], state: HistogramState): string[] {
    const lines = this.buckets.map((b, i) => `${this.name}_bucket${this.labelText(labels, [['le', formatValue(b)]])} ${state.counts[i]}`);
    lines.push(`${this.name}_bucket${this.labelText(labels, [['le', '+Inf']])} ${state.count}`);
    lines.push(`${this.name}_sum${this.labelText(labels)} ${formatValue(state.sum)}`);
    lines.push(`${this.name}_count${this.labelText(labels)} ${state.count}`);
    return lines;
  }
}

type Collector = () => void | Promise<void>;

/** The metrics of one application instance (tests run several in one process). */
export class MetricsRegistry {
  private readonly metrics = new Map<string, Counter | Gauge | Histogram>();
  private readonly collectors: Collector[] = [];

  counter(options: MetricOptions): Counter {
    return this.add(new Counter(options));
  }

  gauge(options: MetricOptions): Gauge {
    return this.add(new Gauge(options));
  }

  histogram(options: MetricOptions & { buckets: readonly number[] }): Histogram {
    return this.add(new Histogram(options));
  }

  /** Runs before each render: gauges read from elsewhere (database, process) are set here. */
  addCollector(collector: Collector): void {
    this.collectors.push(collector);
  }

  async render(): Promise<string> {
    for (const collect of this.collectors) {
      try {
        await collect();
      } catch {
        // A failing source (database away) must not fail the scrape; its series keep their last values.
      }
    }
    return [...this.metrics.values()].flatMap((m) => m.render()).join('\n') + '\n';
  }

  private add<M extends Counter | Gauge | Histogram>(metric: M): M {
    if (this.metrics.has(metric.name)) throw new Error(`metric ${metric.name} is already registered`);
    this.metrics.set(metric.name, metric);
    return metric;
  }
}

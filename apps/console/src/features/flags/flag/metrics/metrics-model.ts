/** One hourly bucket of `GET /api/admin/client-metrics/features/{name}/raw`. */
export interface MetricsRow {
  appName: string;
  environment: string;
  timestamp: string;
  yes: number;
  no: number;
  variants: Record<string, number>;
}

/** The periods the Metrics view offers, in hours (the API keeps 48). */
export const PERIODS = [1, 24, 48] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 24;

export const periodLabel = (hours: number) => (hours === 1 ? 'last hour' : `last ${hours} hours`);

export interface MetricsFilter {
  environment?: string;
  app?: string;
}

export interface HourBar {
  /** Start of the hour, ISO. */
  hour: string;
  yes: number;
  no: number;
}

export interface MetricsSummary {
  yes: number;
  no: number;
  /** Rounded percentage of yes among all exposures; null without exposures. */
  yesPercent: number | null;
  /** One bar per hour of the period, oldest first, zero where nothing was reported. */
  hours: HourBar[];
  /** Applications with their exposures, most first. */
  applications: { appName: string; exposures: number }[];
  /** Variant counts, most first. */
  variants: { name: string; count: number }[];
}

const HOUR_MS = 3_600_000;

export const matches = (row: MetricsRow, filter: MetricsFilter) =>
  (filter.environment === undefined || row.environment === filter.environment) && (filter.app === undefined || row.appName === filter.app);

const ranked = (counts: Map<string, number>) => [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

/** Totals, the hourly series, applications and variants of the rows the filter keeps. */
export function summarize(rows: readonly MetricsRow[], filter: MetricsFilter, hoursBack: number, now: Date): MetricsSummary {
  const kept = rows.filter((r) => matches(r, filter));
  const current = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const hours = new Map<string, HourBar>();
  for (let i = hoursBack - 1; i >= 0; i--) {
    const hour = new Date(current - i * HOUR_MS).toISOString();
    hours.set(hour, { hour, yes: 0, no: 0 });
  }
  const apps = new Map<string, number>();
  const variants = new Map<string, number>();
  let yes = 0;
  let no = 0;
  for (const row of kept) {
    yes += row.yes;
    no += row.no;
    const hour = new Date(row.timestamp).toISOString();
    const bar = hours.get(hour) ?? { hour, yes: 0, no: 0 };
    bar.yes += row.yes;
    bar.no += row.no;
    hours.set(hour, bar);
    apps.set(row.appName, (apps.get(row.appName) ?? 0) + row.yes + row.no);
    for (const [name, n] of Object.entries(row.variants)) variants.set(name, (variants.get(name) ?? 0) + n);
  }
  return {
    yes,
    no,
    yesPercent: yes + no === 0 ? null : Math.round((100 * yes) / (yes + no)),
    hours: [...hours.values()].sort((a, b) => a.hour.localeCompare(b.hour)),
    applications: ranked(apps).map(([appName, exposures]) => ({ appName, exposures })),
    variants: ranked(variants).map(([name, count]) => ({ name, count })),
  };
}

/** The distinct values of a column, sorted, for a filter's options (the chosen one kept even when absent). */
export function optionsOf(rows: readonly MetricsRow[], pick: (row: MetricsRow) => string, chosen?: string): string[] {
  const values = new Set(rows.map(pick));
  if (chosen !== undefined) values.add(chosen);
  return [...values].sort((a, b) => a.localeCompare(b));
}

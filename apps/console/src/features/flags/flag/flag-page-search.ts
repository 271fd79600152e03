import { PERIODS, type Period } from './metrics/metrics-model';

/** The flag page's URL state: which environment's tab is open, "as of event N" (time travel), the Metrics view's choices. */
export interface FlagPageSearch {
  env?: string;
  /** An event id: the page shows the flag as it was right after that event, read-only. */
  asOf?: number;
  /** The Metrics view's period in hours (24 when absent). */
  metricsHours?: Period;
  /** The Metrics view's environment and application filters (all when absent). */
  metricsEnv?: string;
  metricsApp?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function parseFlagPageSearch(raw: Record<string, unknown>): FlagPageSearch {
  const search: FlagPageSearch = {};
  if (typeof raw.env === 'string' && raw.env !== '') search.env = raw.env;
  const asOf = Number(raw.asOf);
  if (Number.isSafeInteger(asOf) && asOf > 0) search.asOf = asOf;
  const hours = PERIODS.find((p) => p === Number(raw.metricsHours));
  if (hours !== undefined) search.metricsHours = hours;
  const metricsEnv = text(raw.metricsEnv);
  if (metricsEnv !== undefined) search.metricsEnv = metricsEnv;
  const metricsApp = text(raw.metricsApp);
  if (metricsApp !== undefined) search.metricsApp = metricsApp;
  return search;
}

/**
 * A safeguard (ADR 0065): a rule on an impact metric that turns a flag off in one environment.
 * It is configuration stored as a setting (`setting-*` events, id `safeguard:<flag>:<environment>`,
 * this rule as the value); when it fires, the `feature-environment-disabled` it records carries a
 * SafeguardFiring as its data. The catalog has no event of its own for either.
 */
export interface SafeguardRuleData {
  metric: string;
  /** rate | increase (counters), last | avg (gauges), p50 | p95 | p99 (histograms). */
  aggregation: string;
  windowMinutes: number;
  /** gt | gte | lt | lte: the observed value compared with the threshold. */
  comparison: string;
  threshold: number;
  /** Only the series carrying every one of these labels. */
  labels: Record<string, string>;
  /** Only the series of this application (null: every application). */
  appName: string | null;
  enabled: boolean;
}

/** Why a safeguard turned a flag off: its rule, the value it observed and the window it read. */
export interface SafeguardFiring {
  safeguard: SafeguardRuleData & { id: string };
  observed: number;
  windowFrom: string;
  windowTo: string;
}

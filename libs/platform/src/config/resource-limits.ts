/**
 * Resource limits (the spec's Limits table, reported in the UI configuration), with Unleash's
 * defaults, each overridable by an environment variable. The signal-endpoint limits live beside
 * the other signal settings (`signalEndpointsLimit`, `signalTokensPerEndpointLimit`).
 */
export interface ResourceLimits {
  segmentValues: number;
  strategySegments: number;
  actionSetActions: number;
  actionSetsPerProject: number;
  actionSetFilters: number;
  actionSetFilterValues: number;
  featureEnvironmentStrategies: number;
  constraintValues: number;
  constraints: number;
  environments: number;
  apiTokens: number;
  projects: number;
  segments: number;
  featureFlags: number;
}

/** key → [environment variable, Unleash default]. Every limit is at least 1. */
export const RESOURCE_LIMIT_SETTINGS: { readonly [K in keyof ResourceLimits]: readonly [string, number] } = {
  segmentValues: ['SEGMENT_VALUES_LIMIT', 1000],
  strategySegments: ['STRATEGY_SEGMENTS_LIMIT', 5],
  actionSetActions: ['ACTION_SET_ACTIONS_LIMIT', 10],
  actionSetsPerProject: ['ACTION_SETS_PER_PROJECT_LIMIT', 5],
  actionSetFilters: ['ACTION_SET_FILTERS_LIMIT', 5],
  actionSetFilterValues: ['ACTION_SET_FILTER_VALUES_LIMIT', 25],
  featureEnvironmentStrategies: ['FEATURE_ENVIRONMENT_STRATEGIES_LIMIT', 30],
  constraintValues: ['CONSTRAINT_VALUES_LIMIT', 250],
  constraints: ['CONSTRAINTS_LIMIT', 30],
  environments: ['ENVIRONMENTS_LIMIT', 50],
  apiTokens: ['API_TOKENS_LIMIT', 2000],
  projects: ['PROJECTS_LIMIT', 500],
  segments: ['SEGMENTS_LIMIT', 300],
  featureFlags: ['FEATURE_FLAGS_LIMIT', 5000],
};

const MAX_LIMIT = 1_000_000_000;

export function loadResourceLimits(env: NodeJS.ProcessEnv, problems: string[]): ResourceLimits {
  const limits = {} as ResourceLimits;
  for (const key of Object.keys(RESOURCE_LIMIT_SETTINGS) as (keyof ResourceLimits)[]) {
    const [variable, fallback] = RESOURCE_LIMIT_SETTINGS[key];
    const raw = env[variable]?.trim();
    if (raw === undefined || raw === '') {
      limits[key] = fallback;
    } else if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_LIMIT) {
      problems.push(`${variable} must be an integer from 1 to ${MAX_LIMIT} (got "${raw}")`);
      limits[key] = fallback;
    } else {
      limits[key] = Number(raw);
    }
  }
  return limits;
}

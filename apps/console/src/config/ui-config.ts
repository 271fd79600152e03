import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';

/** `resourceLimits` of `GET /api/admin/ui-config` (the spec's keys). */
export interface ResourceLimits {
  segmentValues: number;
  strategySegments: number;
  featureEnvironmentStrategies: number;
  constraintValues: number;
  constraints: number;
  environments: number;
  projects: number;
  segments: number;
  featureFlags: number;
  apiTokens: number;
  actionSetActions: number;
  actionSetsPerProject: number;
  actionSetFilters: number;
  actionSetFilterValues: number;
  signalEndpoints: number;
  signalTokensPerEndpoint: number;
  [key: string]: number;
}

/** The fields of uiConfigSchema the console uses (the OpenAPI document does not describe the answer). */
export interface UiConfig {
  version: string;
  name?: string;
  slogan?: string;
  maintenanceMode?: boolean;
  resourceLimits?: Partial<ResourceLimits>;
  versionInfo?: { current?: { oss?: string; enterprise?: string }; isLatest?: boolean };
  links?: Array<{ value?: string; href?: string; title?: string }>;
}

export const uiConfigQuery = queryOptions({
  queryKey: ['ui-config'],
  queryFn: async () => (await api('get', '/api/admin/ui-config')) as UiConfig,
  staleTime: 5 * 60_000,
});

export function useUiConfig() {
  return useQuery(uiConfigQuery);
}

/** Unleash's defaults, used only until ui-config has answered. */
const FALLBACK: ResourceLimits = {
  segmentValues: 1000,
  strategySegments: 5,
  featureEnvironmentStrategies: 30,
  constraintValues: 250,
  constraints: 30,
  environments: 50,
  projects: 500,
  segments: 300,
  featureFlags: 5000,
  apiTokens: 2000,
  actionSetActions: 10,
  actionSetsPerProject: 5,
  actionSetFilters: 5,
  actionSetFilterValues: 25,
  signalEndpoints: 5,
  signalTokensPerEndpoint: 5,
};

export function useLimits(): ResourceLimits {
  const config = useUiConfig();
  return { ...FALLBACK, ...(config.data?.resourceLimits ?? {}) } as ResourceLimits;
}

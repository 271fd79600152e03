/** The spec's `uiConfigSchema`. */
export interface UiResourceLimits {
  segmentValues: number;
  strategySegments: number;
  actionSetActions: number;
  actionSetsPerProject: number;
  actionSetFilters: number;
  actionSetFilterValues: number;
  signalEndpoints: number;
  signalTokensPerEndpoint: number;
  featureEnvironmentStrategies: number;
  constraintValues: number;
  constraints: number;
  environments: number;
  apiTokens: number;
  projects: number;
  segments: number;
  featureFlags: number;
}

export type AuthenticationType = 'open-source' | 'demo' | 'enterprise' | 'hosted' | 'custom' | 'none';

export interface UiConfigResponse {
  version: string;
  environment: string;
  unleashUrl: string;
  baseUriPath: string;
  disablePasswordAuth: boolean;
  emailEnabled: boolean;
  maintenanceMode: boolean;
  segmentValuesLimit: number;
  strategySegmentsLimit: number;
  resourceLimits: UiResourceLimits;
  networkViewEnabled: boolean;
  frontendApiOrigins: string[];
  flags: Record<string, boolean>;
  authenticationType: AuthenticationType;
  versionInfo: {
    current: { oss: string; enterprise: string };
    latest: { oss?: string; enterprise?: string };
    isLatest: boolean;
    instanceId?: string;
  };
  unleashAIAvailable: boolean;
}

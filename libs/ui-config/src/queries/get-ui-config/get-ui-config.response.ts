import { array, boolean, integer, named, object, oneOf, optional, record, string, type Infer } from '@pennant/platform';

const LIMITS = [
  'segmentValues',
  'strategySegments',
  'actionSetActions',
  'actionSetsPerProject',
  'actionSetFilters',
  'actionSetFilterValues',
  'signalEndpoints',
  'signalTokensPerEndpoint',
  'featureEnvironmentStrategies',
  'constraintValues',
  'constraints',
  'environments',
  'apiTokens',
  'projects',
  'segments',
  'featureFlags',
] as const;

const resourceLimits = object(
  Object.fromEntries(LIMITS.map((k) => [k, integer({ min: 0 })])) as Record<(typeof LIMITS)[number], ReturnType<typeof integer>>,
  { strict: true },
);
export type UiResourceLimits = Infer<typeof resourceLimits>;

const AUTHENTICATION_TYPES = ['open-source', 'demo', 'enterprise', 'hosted', 'custom', 'none'] as const;
export type AuthenticationType = (typeof AUTHENTICATION_TYPES)[number];

/** The spec's `uiConfigSchema` (ADR 0050: the OpenAPI document shows it; the handler returns its type). */
export const uiConfigAnswer = named(
  'uiConfigSchema',
  object(
    {
      version: string(),
      environment: string(),
      unleashUrl: string(),
      baseUriPath: string(),
      disablePasswordAuth: boolean(),
      emailEnabled: boolean(),
      maintenanceMode: boolean(),
      segmentValuesLimit: integer({ min: 0 }),
      strategySegmentsLimit: integer({ min: 0 }),
      resourceLimits,
      networkViewEnabled: boolean(),
      frontendApiOrigins: array(string(), { maxItems: 1000 }),
      flags: record(boolean(), { maxKeys: 1000, key: string() }),
      authenticationType: oneOf(AUTHENTICATION_TYPES),
      versionInfo: object(
        {
          current: object({ oss: string(), enterprise: string() }, { strict: true }),
          latest: object({ oss: optional(string()), enterprise: optional(string()) }, { strict: true }),
          isLatest: boolean(),
          instanceId: optional(string()),
        },
        { strict: true },
      ),
      unleashAIAvailable: boolean(),
    },
    { strict: true },
  ),
);

export type UiConfigResponse = Infer<typeof uiConfigAnswer>;

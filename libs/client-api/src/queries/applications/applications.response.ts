import { array, dateTime, integer, named, nullable, object, optional, string, type Infer } from '@pennant/platform';

/** Unleash's applicationsSchema (the fields Pennant keeps): a page of applications and how many match. */
export const applicationsAnswer = object(
  {
    applications: array(
      object(
        {
          appName: string(),
          createdAt: dateTime(),
          lastSeenAt: dateTime(),
          sdkVersion: nullable(string()),
          environment: string(),
          strategies: array(string(), { maxItems: 1000 }),
          description: optional(string()),
          url: optional(string()),
          color: optional(string()),
          icon: optional(string()),
          /** The projects (and their environments) the application's SDK tokens were scoped to (Unleash's applicationUsageSchema). */
          usage: array(object({ project: string(), environments: array(string(), { maxItems: 1000 }) }, { strict: true }), {
            maxItems: 10000,
          }),
        },
        { strict: true },
      ),
      { maxItems: 1000 },
    ),
    total: integer({ min: 0 }),
  },
  { strict: true },
);

/** One SDK instance (Unleash's applicationSchema `instances` item). */
const instance = named(
  'applicationInstanceSchema',
  object(
    {
      instanceId: string(),
      clientIp: nullable(string()),
      lastSeen: dateTime(),
      createdAt: dateTime(),
      sdkVersion: nullable(string()),
      environment: string(),
    },
    { strict: true },
  ),
);

export type InstanceAnswer = Infer<typeof instance>;

/** `GET /api/admin/metrics/instances/{appName}/environment/{environment}`. */
export const instancesAnswer = named(
  'applicationEnvironmentInstancesSchema',
  object({ instances: array(instance, { maxItems: 100000 }) }, { strict: true }),
);

/** `GET /api/admin/metrics/applications/{appName}` (Unleash's applicationSchema). */
export const applicationAnswer = named(
  'applicationSchema',
  object(
    {
      appName: string(),
      /** When its SDK first registered (Unleash's UI shows it as "Created"). */
      createdAt: dateTime(),
      description: nullable(string()),
      url: nullable(string()),
      color: nullable(string()),
      icon: nullable(string()),
      strategies: array(string(), { maxItems: 1000 }),
      instances: array(instance, { maxItems: 100000 }),
      seenToggles: array(string(), { maxItems: 100000 }),
      links: object({ self: string() }, { strict: true }),
    },
    { strict: true },
  ),
);

const names = array(string(), { maxItems: 100000 });

/** `GET /api/admin/metrics/applications/{appName}/overview` (Unleash's applicationOverviewSchema). */
export const applicationOverviewAnswer = named(
  'applicationOverviewSchema',
  object(
    {
      projects: names,
      featureCount: integer({ min: 0 }),
      environments: array(
        object(
          {
            name: string(),
            instanceCount: integer({ min: 0 }),
            sdks: names,
            frontendSdks: names,
            backendSdks: names,
            lastSeen: nullable(dateTime()),
            issues: object({ missingFeatures: names, outdatedSdks: names }, { strict: true }),
          },
          { strict: true },
        ),
        { maxItems: 1000 },
      ),
      issues: object({ missingFeatures: names, missingStrategies: names }, { strict: true }),
    },
    { strict: true },
  ),
);

export type ApplicationAnswer = Infer<typeof applicationAnswer>;
export type ApplicationOverviewAnswer = Infer<typeof applicationOverviewAnswer>;
export type ApplicationListItem = Infer<typeof applicationsAnswer>['applications'][number];

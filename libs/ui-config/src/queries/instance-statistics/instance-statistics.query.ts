import { Query } from '@nestjs/cqrs';
import { array, boolean, constant, dateTime, integer, named, object, record, string, type Infer } from '@pennant/platform';

const count = integer({ min: 0 });

const windows = (...names: string[]) => object(Object.fromEntries(names.map((n) => [n, count])), { strict: true });

/** Unleash's instanceAdminStatsSchema, with what an open-source instance reports. */
export const instanceStatisticsAnswer = named(
  'instanceAdminStatsSchema',
  object(
    {
      timestamp: dateTime(),
      instanceId: string(),
      versionOSS: string(),
      versionEnterprise: constant(''),
      users: count,
      serviceAccounts: count,
      apiTokens: record(count, { maxKeys: 10, key: string() }),
      featureToggles: count,
      archivedFeatureToggles: count,
      projects: count,
      contextFields: count,
      roles: count,
      customRootRoles: count,
      customRootRolesInUse: count,
      groups: count,
      environments: count,
      segments: count,
      strategies: count,
      SAMLenabled: boolean(),
      OIDCenabled: boolean(),
      passwordAuthEnabled: boolean(),
      SCIMenabled: boolean(),
      clientApps: array(object({ range: string(), count }, { strict: true }), { maxItems: 3 }),
      featureExports: count,
      featureImports: count,
      productionChanges: windows('last30', 'last60', 'last90'),
      releaseTemplates: count,
      releasePlans: count,
      sum: string(),
    },
    { strict: true },
  ),
);

export type InstanceStatistics = Infer<typeof instanceStatisticsAnswer>;

/** What this installation holds and how it is used (the admin UI's instance statistics). */
export class GetInstanceStatisticsQuery extends Query<InstanceStatistics> {}

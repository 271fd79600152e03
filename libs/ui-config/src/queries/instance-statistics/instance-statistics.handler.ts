import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { BUILT_IN_PROJECT_ROLES, ROOT_ROLES } from '@pennant/access';
import { BUILT_IN_CONTEXT_FIELDS } from '@pennant/context-fields';
import { PENNANT_CONFIG } from '@pennant/core';
import { type PennantConfig } from '@pennant/platform';
import { BUILT_IN_STRATEGIES } from '@pennant/strategy-definitions';
import { GetUiConfigQuery } from '../get-ui-config/get-ui-config.query';
import { GetInstanceStatisticsQuery, InstanceStatistics } from './instance-statistics.query';

const COUNTS_SQL = `SELECT
  (SELECT count(*)::int FROM rm_users WHERE NOT is_service) AS users,
  (SELECT count(*)::int FROM rm_users WHERE is_service) AS service_accounts,
  (SELECT coalesce(json_object_agg(type, n), '{}') FROM (SELECT type, count(*)::int AS n FROM rm_api_tokens GROUP BY type) t) AS api_tokens,
  (SELECT count(*) FILTER (WHERE archived_at IS NULL)::int FROM rm_features) AS features,
  (SELECT count(*) FILTER (WHERE archived_at IS NOT NULL)::int FROM rm_features) AS archived_features,
  (SELECT count(*)::int FROM rm_projects WHERE archived_at IS NULL) AS projects,
  (SELECT count(*)::int FROM rm_context_fields WHERE name <> ALL($2::text[])) AS custom_context_fields,
  (SELECT count(*)::int FROM rm_roles) AS custom_roles,
  (SELECT count(*)::int FROM rm_groups) AS groups,
  (SELECT count(*)::int FROM rm_environments) AS environments,
  (SELECT count(*)::int FROM rm_segments) AS segments,
  (SELECT count(*)::int FROM rm_strategy_definitions WHERE name <> ALL($1::text[])) AS custom_strategies,
  (SELECT count(*)::int FROM rm_event_log WHERE type = 'features-exported') AS feature_exports,
  (SELECT count(*)::int FROM rm_event_log WHERE type = 'features-imported') AS feature_imports,
  (SELECT json_build_object(
     '7d', count(*) FILTER (WHERE last_seen_at >= now() - interval '7 days'),
     '30d', count(*) FILTER (WHERE last_seen_at >= now() - interval '30 days'),
     'allTime', count(*)) FROM client_applications) AS client_apps,
  (SELECT json_build_object(
     'last30', count(*) FILTER (WHERE l.created_at >= now() - interval '30 days'),
     'last60', count(*) FILTER (WHERE l.created_at >= now() - interval '60 days'),
     'last90', count(*))
     FROM rm_event_log l JOIN rm_environments e ON e.name = l.environment AND e.type = 'production'
    WHERE l.created_at >= now() - interval '90 days') AS production_changes`;

interface CountsRow {
  users: number;
  service_accounts: number;
  api_tokens: Record<string, number>;
  features: number;
  archived_features: number;
  projects: number;
  custom_context_fields: number;
  custom_roles: number;
  groups: number;
  environments: number;
  segments: number;
  custom_strategies: number;
  feature_exports: number;
  feature_imports: number;
  client_apps: Record<'7d' | '30d' | 'allTime', number>;
  production_changes: { last30: number; last60: number; last90: number };
}

/**
 * Counts read from the read models (Unleash's optional `activeUsers`, `licensedUsers` and metric
 * bucket counts are left out: sessions are not a read model). Production changes are the logged
 * events of production-type environments; the admin
 * tokens of the configuration (INIT_ADMIN_API_TOKENS) count with the stored admin tokens. No
 * single sign-on, SCIM, custom root roles nor release plans exist here: false and 0. `sum` is the
 * SHA-256 of the other fields, as Unleash signs its report.
 */
@QueryHandler(GetInstanceStatisticsQuery)
export class GetInstanceStatisticsHandler implements IQueryHandler<GetInstanceStatisticsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  async execute(): Promise<InstanceStatistics> {
    const [uiConfig, [row]] = await Promise.all([
      this.queries.execute(new GetUiConfigQuery()),
      this.dataSource.query(COUNTS_SQL, [BUILT_IN_STRATEGIES.map((s) => s.name), BUILT_IN_CONTEXT_FIELDS.map((f) => f.name)]) as Promise<
        CountsRow[]
      >,
    ]);
    const apiTokens = { ...row.api_tokens };
    apiTokens.admin = (apiTokens.admin ?? 0) + this.config.initAdminApiTokens.length;
    const stats: Omit<InstanceStatistics, 'sum'> = {
      timestamp: new Date().toISOString(),
      instanceId: uiConfig.versionInfo.instanceId ?? '',
      versionOSS: uiConfig.version,
      versionEnterprise: '',
      users: row.users,
      serviceAccounts: row.service_accounts,
      apiTokens,
      featureToggles: row.features,
      archivedFeatureToggles: row.archived_features,
      projects: row.projects,
      contextFields: BUILT_IN_CONTEXT_FIELDS.length + row.custom_context_fields,
      roles: ROOT_ROLES.length + BUILT_IN_PROJECT_ROLES.length + row.custom_roles,
      customRootRoles: 0,
      customRootRolesInUse: 0,
      groups: row.groups,
      environments: row.environments,
      segments: row.segments,
      strategies: BUILT_IN_STRATEGIES.length + row.custom_strategies,
      SAMLenabled: false,
      OIDCenabled: false,
      passwordAuthEnabled: true,
      SCIMenabled: false,
      clientApps: [
        { range: '7d', count: row.client_apps['7d'] },
        { range: '30d', count: row.client_apps['30d'] },
        { range: 'allTime', count: row.client_apps.allTime },
      ],
      featureExports: row.feature_exports,
      featureImports: row.feature_imports,
      productionChanges: row.production_changes,
      releaseTemplates: 0,
      releasePlans: 0,
    };
    return { ...stats, sum: createHash('sha256').update(JSON.stringify(stats)).digest('hex') };
  }
}

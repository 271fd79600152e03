import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AccessModule } from '@pennant/access';
import { ActionsModule } from '@pennant/actions';
import { AddonsModule } from '@pennant/addons';
import { BannersModule } from '@pennant/banners';
import { ExportImportModule } from '@pennant/export-import';
import { ChangeRequestsModule } from '@pennant/change-requests';
import { CoreModule } from '@pennant/core';
import { DashboardsModule } from '@pennant/dashboards';
import { EventLogModule } from '@pennant/event-log';
import { FeaturesModule } from '@pennant/features';
import type { PennantConfig } from '@pennant/platform';
import { ALL_PROJECTIONS } from '@pennant/read-models';
import { ProjectsModule } from '@pennant/projects';
import { SearchModule } from '@pennant/search';
import { SegmentsModule } from '@pennant/segments';
import { SignalsModule } from '@pennant/signals';
import { TagsModule } from '@pennant/tags';
import { UiConfigModule } from '@pennant/ui-config';
import { ClientApiModule } from '@pennant/client-api';
import { ContextFieldsModule } from '@pennant/context-fields';
import { FrontendApiModule } from '@pennant/frontend-api';
import { ImpactMetricsModule } from '@pennant/impact-metrics';
import { OfrepModule } from '@pennant/ofrep';
import { SafeguardsModule } from '@pennant/safeguards';
import { SettingsModule } from '@pennant/settings';
import { StrategyDefinitionsModule } from '@pennant/strategy-definitions';
import { HealthController } from './health/health.controller';
import { MetricsModule } from './metrics/metrics.module';
import { ProjectionsAdminModule } from './projections/projections.controller';
import { OpenApiController } from './openapi/openapi.controller';
import { ConsistencyModule } from './consistency/consistency.module';

@Module({})
export class AppModule {
  static forRoot(config: PennantConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        DiscoveryModule,
        CoreModule.forRoot({ config, databaseUrl, projections: ALL_PROJECTIONS, runProjections: config.runProjections }),
        AccessModule,
        ProjectsModule,
        FeaturesModule,
        SegmentsModule,
        EventLogModule,
        SearchModule,
        UiConfigModule,
        ChangeRequestsModule,
        DashboardsModule,
        SignalsModule,
        ActionsModule,
        TagsModule,
        BannersModule,
        ExportImportModule,
        AddonsModule,
        MetricsModule,
        ProjectionsAdminModule,
        ClientApiModule,
        FrontendApiModule,
        OfrepModule,
        SettingsModule,
        ImpactMetricsModule,
        SafeguardsModule,
        ContextFieldsModule,
        StrategyDefinitionsModule,
        ConsistencyModule,
      ],
      controllers: [HealthController, OpenApiController],
    };
  }
}

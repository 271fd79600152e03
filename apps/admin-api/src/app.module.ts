import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccessModule, AccessProjection } from '@pennant/access';
import { ActionSetsProjection, ActionsModule } from '@pennant/actions';
import { AddonConfigsProjection, AddonsModule } from '@pennant/addons';
import { BannersModule, BannersProjection } from '@pennant/banners';
import { ExportImportModule } from '@pennant/export-import';
import { ChangeRequestsModule, ChangeRequestsProjection } from '@pennant/change-requests';
import { CoreModule } from '@pennant/core';
import { DashboardsModule, FavoritesProjection, ProjectHealthProjection } from '@pennant/dashboards';
import { EventLogModule, EventLogProjection } from '@pennant/event-log';
import { FeaturesModule, FeatureViewProjection } from '@pennant/features';
import type { PennantConfig } from '@pennant/platform';
import { CatalogProjection, ProjectsModule } from '@pennant/projects';
import { FeatureSearchProjection, SearchModule } from '@pennant/search';
import { SegmentsModule, SegmentsProjection } from '@pennant/segments';
import { SignalEndpointsProjection, SignalsModule } from '@pennant/signals';
import { TagsModule, TagsProjection } from '@pennant/tags';
import { UiConfigModule } from '@pennant/ui-config';
import { ClientApiModule, ClientDeltasProjection } from '@pennant/client-api';
import { ContextFieldsModule, ContextFieldsProjection } from '@pennant/context-fields';
import { FrontendApiModule } from '@pennant/frontend-api';
import { SettingsModule, SettingsProjection } from '@pennant/settings';
import { StrategyDefinitionsModule, StrategyDefinitionsProjection } from '@pennant/strategy-definitions';
import { HealthController } from './health/health.controller';
import { MetricsModule } from './metrics/metrics.module';
import { ProjectionsAdminModule } from './projections/projections.controller';
import { OpenApiController } from './openapi/openapi.controller';

/** Every projection of the service; the projector app runs the same list. */
export const ALL_PROJECTIONS = [EventLogProjection, CatalogProjection, FeatureViewProjection, SegmentsProjection, ChangeRequestsProjection, FavoritesProjection, SignalEndpointsProjection, FeatureSearchProjection, ActionSetsProjection, TagsProjection, AccessProjection, ContextFieldsProjection, StrategyDefinitionsProjection, SettingsProjection, BannersProjection, AddonConfigsProjection, ProjectHealthProjection, ClientDeltasProjection];

@Module({})
export class AppModule {
  static forRoot(config: PennantConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
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
        SettingsModule,
        ContextFieldsModule,
        StrategyDefinitionsModule,
      ],
      controllers: [HealthController, OpenApiController],
    };
  }
}

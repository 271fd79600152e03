import { Module } from '@nestjs/common';
import { ImpactMetricsModule } from '@pennant/impact-metrics';
import { ClientFeaturesController } from './queries/client-features/client-features.controller';
import { ClientFeaturesService } from './queries/client-features/client-features.service';
import { ClientDeltaController } from './queries/client-deltas/client-delta.controller';
import { ClientStreamingController } from './queries/client-deltas/client-streaming.controller';
import { ClientDeltaHub } from './queries/client-deltas/client-delta.hub';
import { MetricsAggregator } from './commands/sdk-metrics/metrics-aggregator';
import { FeatureUsage } from './queries/feature-usage/feature-usage';
import { FeatureMetrics } from './queries/feature-metrics/feature-metrics';
import { FeatureMetricsController } from './queries/feature-metrics/feature-metrics.controller';
import { ApplicationRegistry } from './commands/sdk-metrics/application-registry';
import { SdkMetricsController } from './commands/sdk-metrics/sdk-metrics.controller';
import { InstanceRegistry } from './commands/sdk-metrics/instance-registry';
import { SdkReportIntake } from './commands/sdk-metrics/sdk-report-intake';
import { ApplicationsController } from './queries/applications/applications.controller';
import { ApplicationReads } from './queries/applications/application-reads';
import { ManageApplicationsController } from './commands/manage-applications/manage-applications.controller';
import { ApplicationDetailsStore } from './commands/manage-applications/application-details-store';

/** The SDK-facing API: full polling (ADR 0019), delta polling and streaming (ADR 0037). */
@Module({
  imports: [ImpactMetricsModule],
  controllers: [
    ClientFeaturesController,
    ClientDeltaController,
    ClientStreamingController,
    SdkMetricsController,
    ApplicationsController,
    ManageApplicationsController,
    FeatureMetricsController,
  ],
  providers: [
    ClientFeaturesService,
    ClientDeltaHub,
    MetricsAggregator,
    FeatureUsage,
    ApplicationRegistry,
    InstanceRegistry,
    SdkReportIntake,
    ApplicationReads,
    ApplicationDetailsStore,
    FeatureMetrics,
  ],
  exports: [MetricsAggregator, SdkReportIntake, FeatureUsage, ClientFeaturesService, ClientDeltaHub],
})
export class ClientApiModule {}

import { Module } from '@nestjs/common';
import { ImpactMetricsModule } from '@pennant/impact-metrics';
import { ClientFeaturesController } from './queries/client-features/client-features.controller';
import { ClientFeaturesService } from './queries/client-features/client-features.service';
import { ClientDeltaController } from './queries/client-deltas/client-deltas.controller';
import { ClientStreamingController } from './queries/client-deltas/client-deltas-streaming.controller';
import { ClientDeltaHub } from './queries/client-deltas/client-deltas-hub.service';
import { MetricsAggregator } from './commands/sdk-metrics/sdk-metrics-aggregator.service';
import { FeatureUsage } from './queries/feature-usage/feature-usage.service';
import { FeatureMetrics } from './queries/feature-metrics/feature-metrics.store';
import { FeatureMetricsController } from './queries/feature-metrics/feature-metrics.controller';
import { ApplicationRegistry } from './commands/sdk-metrics/sdk-metrics-application-registry.store';
import { SdkMetricsController } from './commands/sdk-metrics/sdk-metrics.controller';
import { InstanceRegistry } from './commands/sdk-metrics/sdk-metrics-instance-registry.store';
import { SdkReportIntake } from './commands/sdk-metrics/sdk-metrics-intake.service';
import { ApplicationsController } from './queries/applications/applications.controller';
import { ApplicationReads } from './queries/applications/applications.store';
import { ManageApplicationsController } from './commands/manage-applications/manage-applications.controller';
import { ApplicationDetailsStore } from './commands/manage-applications/manage-applications.store';

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

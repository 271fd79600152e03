import { Module } from '@nestjs/common';
import { ClientFeaturesController } from './queries/client-features/client-features.controller';
import { ClientFeaturesService } from './queries/client-features/client-features.service';
import { MetricsAggregator } from './commands/sdk-metrics/metrics-aggregator';
import { FeatureUsage } from './queries/feature-usage/feature-usage';
import { ApplicationRegistry } from './commands/sdk-metrics/application-registry';
import { ApplicationsController, SdkMetricsController } from './commands/sdk-metrics/sdk-metrics.controller';

/** The SDK-facing API (ADR 0019). */
@Module({
  controllers: [ClientFeaturesController, SdkMetricsController, ApplicationsController],
  providers: [ClientFeaturesService, MetricsAggregator, FeatureUsage, ApplicationRegistry],
  exports: [MetricsAggregator, FeatureUsage, ClientFeaturesService],
})
export class ClientApiModule {}

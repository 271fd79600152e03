import { Module } from '@nestjs/common';
import { ClientFeaturesController } from './queries/client-features/client-features.controller';
import { ClientFeaturesService } from './queries/client-features/client-features.service';
import { MetricsAggregator } from './commands/sdk-metrics/metrics-aggregator';
import { ApplicationsController, SdkMetricsController } from './commands/sdk-metrics/sdk-metrics.controller';

/** The SDK-facing API (ADR 0019). */
@Module({
  controllers: [ClientFeaturesController, SdkMetricsController, ApplicationsController],
  providers: [ClientFeaturesService, MetricsAggregator],
  exports: [MetricsAggregator],
})
export class ClientApiModule {}

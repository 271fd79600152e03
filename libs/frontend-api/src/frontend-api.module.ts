import { Module } from '@nestjs/common';
import { ClientApiModule } from '@pennant/client-api';
import { FrontendMetricsController } from './commands/frontend-metrics/frontend-metrics.controller';
import { FrontendEvaluator } from './queries/frontend-features/frontend-evaluator';
import { FrontendFeaturesController } from './queries/frontend-features/frontend-features.controller';

/** The frontend API (ADR 0022). */
@Module({
  imports: [ClientApiModule],
  controllers: [FrontendFeaturesController, FrontendMetricsController],
  providers: [FrontendEvaluator],
})
export class FrontendApiModule {}

import { Module } from '@nestjs/common';
import { ClientApiModule } from '@pennant/client-api';
import { FeatureUsageFacts } from '@pennant/features';
import { EnvironmentFacts, ProjectFacts } from '@pennant/projects';
import { FrontendMetricsController } from './commands/frontend-metrics/frontend-metrics.controller';
import { SdkEngines } from './engine/sdk-engines';
import { FrontendEvaluator } from './queries/frontend-features/frontend-features-evaluator.service';
import { FrontendFeaturesController } from './queries/frontend-features/frontend-features.controller';
import { PlaygroundController } from './queries/playground/playground.controller';
import { AdvancedPlaygroundController } from './queries/playground/playground-advanced.controller';
import { Playground } from './queries/playground/playground.service';

/** The frontend API (ADR 0022) and the admin playground (ADR 0055): flags evaluated server-side by the SDK's engine. */
@Module({
  imports: [ClientApiModule],
  controllers: [FrontendFeaturesController, FrontendMetricsController, PlaygroundController, AdvancedPlaygroundController],
  providers: [SdkEngines, FrontendEvaluator, Playground, FeatureUsageFacts, EnvironmentFacts, ProjectFacts],
  exports: [SdkEngines],
})
export class FrontendApiModule {}

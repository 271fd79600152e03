import { Module } from '@nestjs/common';
import { ClientApiModule } from '@pennant/client-api';
import { PENNANT_CONFIG } from '@pennant/core';
import { FrontendApiModule } from '@pennant/frontend-api';
import type { PennantConfig } from '@pennant/platform';
import { OfrepEvaluationController } from './queries/evaluate-flags/evaluate-flags.controller';
import { OfrepEvaluator } from './queries/evaluate-flags/evaluate-flags-evaluator.service';
import { OfrepRateLimiter } from './queries/evaluate-flags/evaluate-flags-rate-limiter.service';
import { OfrepUsage } from './queries/evaluate-flags/evaluate-flags-usage.service';
import { OfrepChangesController } from './queries/flag-changes/flag-changes.controller';

/**
 * The OpenFeature Remote Evaluation Protocol (ADR 0062): a third door to the evaluation the
 * frontend API and the playground use (`SdkEngines`, the official SDK's engine), with the client
 * API's change journal for its change stream and its metrics aggregator for usage.
 */
@Module({
  imports: [ClientApiModule, FrontendApiModule],
  controllers: [OfrepEvaluationController, OfrepChangesController],
  providers: [
    OfrepEvaluator,
    OfrepUsage,
    {
      provide: OfrepRateLimiter,
      useFactory: (config: PennantConfig) => new OfrepRateLimiter(config.ofrep.rateLimitPerSecond),
      inject: [PENNANT_CONFIG],
    },
  ],
})
export class OfrepModule {}

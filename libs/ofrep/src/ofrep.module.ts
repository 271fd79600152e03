import { Module } from '@nestjs/common';
import { ClientApiModule } from '@pennant/client-api';
import { PENNANT_CONFIG } from '@pennant/core';
import { FrontendApiModule } from '@pennant/frontend-api';
import type { PennantConfig } from '@pennant/platform';
import { OfrepEvaluationController } from './queries/evaluate-flags/ofrep-evaluation.controller';
import { OfrepEvaluator } from './queries/evaluate-flags/ofrep-evaluator';
import { OfrepRateLimiter } from './queries/evaluate-flags/ofrep-rate-limiter';
import { OfrepUsage } from './queries/evaluate-flags/ofrep-usage';
import { OfrepChangesController } from './queries/flag-changes/ofrep-changes.controller';

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

import { Module } from '@nestjs/common';
import { ImpactMetricsModule } from '@pennant/impact-metrics';
import { ConfigureSafeguardController } from './commands/configure-safeguard/configure-safeguard.controller';
import { ConfigureSafeguardHandler } from './commands/configure-safeguard/configure-safeguard.handler';
import { SafeguardEvaluator } from './commands/evaluate-safeguards/evaluate-safeguards.service';
import { GetSafeguardsController } from './queries/get-safeguards/get-safeguards.controller';
import { GetSafeguardsHandler } from './queries/get-safeguards/get-safeguards.handler';

/** Safeguards (ADR 0065): per flag and environment, a rule on an impact metric that turns the flag off. */
@Module({
  imports: [ImpactMetricsModule],
  controllers: [GetSafeguardsController, ConfigureSafeguardController],
  providers: [ConfigureSafeguardHandler, GetSafeguardsHandler, SafeguardEvaluator],
})
export class SafeguardsModule {}

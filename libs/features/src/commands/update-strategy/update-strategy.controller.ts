import { Body, Controller, Param, Patch, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import type { StrategyChange } from '../../domain/feature.decider';
import { StrategyNotFoundError } from '../../domain/feature.errors';
import { patchFeatureStrategySchema, updateFeatureStrategySchema } from '@pennant/strategy-definitions/model';
import { GetStrategiesQuery } from '../../queries/get-strategies/get-strategies.query';
import { featureStrategyAnswer } from '../../queries/strategy.response';
import { UpdateStrategyCommand } from './update-strategy.command';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/projects/:projectId/features/:featureName/environments/:environment/strategies/:strategyId')
export class UpdateStrategyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Replaces as Unleash does (absent constraints, parameters, variants = empty) → 200 with the stored strategy. */
  @Access.permission('UPDATE_FEATURE_STRATEGY')
  @Put()
  @ApiDoc({
    summary: 'Replace a strategy (absent constraints, parameters and variants become empty)',
    body: updateFeatureStrategySchema.json,
    response: featureStrategyAnswer,
    errors: [400, 404],
  })
  async update(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
    @Param('strategyId') strategyId: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.change(principal, projectId, featureName, environment, strategyId, {
      kind: 'replace',
      strategy: validate(updateFeatureStrategySchema, body),
    });
  }

  /** RFC 6902 JSON patch on the strategy as GET shows it (Unleash's PATCH) → 200 with the stored strategy. */
  @Access.permission('UPDATE_FEATURE_STRATEGY')
  @Patch()
  @ApiDoc({
    summary: 'Patch a strategy (JSON patch on the strategy as GET shows it)',
    tag: 'Features',
    body: patchFeatureStrategySchema.json,
    errors: [400, 403, 404],
    response: featureStrategyAnswer.json,
  })
  async patch(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
    @Param('strategyId') strategyId: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.change(principal, projectId, featureName, environment, strategyId, {
      kind: 'patch',
      operations: validate(patchFeatureStrategySchema, body),
    });
  }

  private async change(
    principal: Principal,
    projectId: string,
    featureName: string,
    environment: string,
    strategyId: string,
    change: StrategyChange,
  ) {
    const receipt = await this.commands.execute(
      new UpdateStrategyCommand(principal.actor, projectId, featureName, environment, strategyId, change),
    );
    return readAnswer(receipt, async () => {
      const [strategy] =
        (await this.queries.execute(new GetStrategiesQuery(projectId, featureName, environment, strategyId)))?.strategies ?? [];
      if (!strategy) throw new StrategyNotFoundError(strategyId, featureName, environment);
      return strategy;
    });
  }
}

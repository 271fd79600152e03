import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { StrategyNotFoundError } from '../../domain/feature.errors';
import { featureStrategyAnswer } from '../../queries/strategy.response';
import { GetStrategiesQuery } from '../../queries/get-strategies/get-strategies.query';
import { AddStrategyCommand } from './add-strategy.command';
import { createFeatureStrategySchema } from '@pennant/strategy-definitions/model';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/projects/:projectId/features/:featureName/environments/:environment/strategies')
export class AddStrategyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** → 200 with the stored strategy (Unleash's status). */
  @Access.permission('CREATE_FEATURE_STRATEGY')
  @Post()
  @HttpCode(200)
  @ApiDoc({
    summary: 'Add a strategy to a flag in an environment',
    body: createFeatureStrategySchema.json,
    response: featureStrategyAnswer,
    errors: [400, 404],
  })
  async add(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const input = validate(createFeatureStrategySchema, body);
    const { strategyId, receipt } = await this.commands.execute(
      new AddStrategyCommand(principal.actor, projectId, featureName, environment, input),
    );
    return readAnswer(receipt, async () => {
      const [strategy] =
        (await this.queries.execute(new GetStrategiesQuery(projectId, featureName, environment, strategyId)))?.strategies ?? [];
      if (!strategy) throw new StrategyNotFoundError(strategyId, featureName, environment);
      return strategy;
    });
  }
}

import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { StrategyNotFoundError } from '../../domain/feature.errors';
import { GetStrategiesQuery } from '../../queries/get-strategies/get-strategies.query';
import { updateFeatureStrategySchema } from '../add-strategy/strategy.schema';
import { UpdateStrategyCommand } from './update-strategy.command';

@Controller('api/admin/projects/:projectId/features/:featureName/environments/:environment/strategies/:strategyId')
export class UpdateStrategyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Partial update (absent = keep) → 200 with the stored strategy. */
  @Access.permission('UPDATE_FEATURE_STRATEGY')
  @Put()
  async update(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
    @Param('strategyId') strategyId: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const changes = validate(updateFeatureStrategySchema, body);
    await this.commands.execute(new UpdateStrategyCommand(principal.actor, projectId, featureName, environment, strategyId, changes));
    const [strategy] = (await this.queries.execute(new GetStrategiesQuery(projectId, featureName, environment, strategyId)))?.strategies ?? [];
    if (!strategy) throw new StrategyNotFoundError(strategyId, featureName, environment);
    return strategy;
  }
}

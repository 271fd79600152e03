import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EnvironmentNotFoundError, FeatureNotFoundError, StrategyNotFoundError } from '../../domain/feature.errors';
import { featureStrategyAnswer, type StrategyResponse } from '../strategy.response';
import { GetStrategiesQuery } from './get-strategies.query';
import { Access, ApiDoc, array } from '@pennant/platform';

const strategiesResponseSchema = array(featureStrategyAnswer);

@Controller('api/admin/projects/:projectId/features/:featureName/environments/:environment/strategies')
export class GetStrategiesController {
  constructor(private readonly queries: QueryBus) {}

  /** The strategies in evaluation order. */
  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: "A flag's strategies in one environment, in evaluation order", response: strategiesResponseSchema, errors: [404] })
  async list(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
  ): Promise<StrategyResponse[]> {
    return this.strategies(projectId, featureName, environment);
  }

  @Access.authenticated()
  @Get(':strategyId')
  @ApiDoc({ summary: 'Get one strategy of a flag in an environment', response: featureStrategyAnswer, errors: [404] })
  async get(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
    @Param('strategyId') strategyId: string,
  ): Promise<StrategyResponse> {
    const [strategy] = await this.strategies(projectId, featureName, environment, strategyId);
    if (!strategy) throw new StrategyNotFoundError(strategyId, featureName, environment);
    return strategy;
  }

  private async strategies(projectId: string, featureName: string, environment: string, strategyId?: string): Promise<StrategyResponse[]> {
    const found = await this.queries.execute(new GetStrategiesQuery(projectId, featureName, environment, strategyId));
    if (!found) throw new FeatureNotFoundError(featureName, projectId);
    if (!found.environmentInProject) throw new EnvironmentNotFoundError(environment, projectId);
    return found.strategies;
  }
}

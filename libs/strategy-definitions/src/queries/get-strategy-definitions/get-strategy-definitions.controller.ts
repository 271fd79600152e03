import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, type Infer } from '@pennant/platform';
import { StrategyNotFoundError } from '../../domain/strategy-definition.errors';
import { strategyDefinitionAnswer, strategyDefinitionsAnswer, type StrategyDefinitionResponse } from '../strategy-definition.response';
import { GetStrategyDefinitionsQuery } from './get-strategy-definitions.query';

@Controller('api/admin/strategies')
export class GetStrategyDefinitionsController {
  constructor(private readonly queries: QueryBus) {}

  /** Unleash's strategiesSchema: `{version: 1, strategies}`. */
  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'List strategy definitions (built-in ones included)', tag: 'Strategies', response: strategyDefinitionsAnswer.json })
  async list(): Promise<Infer<typeof strategyDefinitionsAnswer>> {
    return { version: 1, strategies: await this.queries.execute(new GetStrategyDefinitionsQuery()) };
  }

  @Access.authenticated()
  @Get(':name')
  @ApiDoc({ summary: 'Get a strategy definition', tag: 'Strategies', errors: [404], response: strategyDefinitionAnswer.json })
  async get(@Param('name') name: string): Promise<StrategyDefinitionResponse> {
    const [strategy] = await this.queries.execute(new GetStrategyDefinitionsQuery(name));
    if (!strategy) throw new StrategyNotFoundError(name);
    return strategy;
  }
}

import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc } from '@pennant/platform';
import { StrategyNotFoundError } from '../../domain/strategy-definition.errors';
import type { StrategyDefinitionResponse } from '../strategy-definition.response';
import { GetStrategyDefinitionsQuery } from './get-strategy-definitions.query';

@Controller('api/admin/strategies')
export class GetStrategyDefinitionsController {
  constructor(private readonly queries: QueryBus) {}

  /** Unleash's strategiesSchema: `{version: 1, strategies}`. */
  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'List strategy definitions (built-in ones included)', tag: 'Strategies' })
  async list(): Promise<{ version: 1; strategies: StrategyDefinitionResponse[] }> {
    return { version: 1, strategies: await this.queries.execute(new GetStrategyDefinitionsQuery()) };
  }

  @Access.authenticated()
  @Get(':name')
  @ApiDoc({ summary: 'Get a strategy definition', tag: 'Strategies', errors: [404] })
  async get(@Param('name') name: string): Promise<StrategyDefinitionResponse> {
    const [strategy] = await this.queries.execute(new GetStrategyDefinitionsQuery(name));
    if (!strategy) throw new StrategyNotFoundError(name);
    return strategy;
  }
}

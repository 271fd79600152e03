import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { GetStrategyDefinitionsQuery } from '../../queries/get-strategy-definitions/get-strategy-definitions.query';
import { strategyDefinitionAnswer } from '../../queries/strategy-definition.response';
import { createStrategySchema } from '../strategy-definition.schema';
import { CreateStrategyDefinitionCommand } from './create-strategy-definition.command';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/strategies')
export class CreateStrategyDefinitionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** → 201, `location: strategies/<name>`, body = the strategy. */
  @Access.permission('CREATE_STRATEGY')
  @Post()
  @ApiDoc({
    summary: 'Create a custom strategy definition',
    tag: 'Strategies',
    body: createStrategySchema.json,
    errors: [400, 403, 409],
    response: strategyDefinitionAnswer.json,
  })
  @HttpCode(201)
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = validate(createStrategySchema, body);
    const receipt = await this.commands.execute(new CreateStrategyDefinitionCommand(principal.actor, input));
    void reply.header('location', `strategies/${encodeURIComponent(input.name)}`);
    return readAnswer(receipt, async () => {
      const [strategy] = await this.queries.execute(new GetStrategyDefinitionsQuery(input.name));
      return strategy;
    });
  }
}

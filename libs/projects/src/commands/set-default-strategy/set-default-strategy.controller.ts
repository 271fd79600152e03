import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';

import { createFeatureStrategySchema } from '@pennant/strategy-definitions/model';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { defaultStrategyAnswer } from '../../queries/list-projects/list-projects-default-strategy.response';
import { SetDefaultStrategyCommand } from './set-default-strategy.command';
import { written } from '@pennant/core';

@Controller('api/admin/projects/:projectId/environments/:environment/default-strategy')
export class SetDefaultStrategyController {
  constructor(private readonly commands: CommandBus) {}

  /** → 200 with the stored default (Unleash's status); only flexibleRollout (400); an environment not the project's → 404. */
  @Access.permission('UPDATE_PROJECT')
  @Post()
  @HttpCode(200)
  @ApiDoc({
    summary:
      "Set a project environment's default strategy: the one turning a flag on adds when it has no enabled strategy (flexibleRollout only)",
    tag: 'Projects',
    body: createFeatureStrategySchema.json,
    response: defaultStrategyAnswer,
    errors: [400, 404],
  })
  async set(
    @Param('projectId') projectId: string,
    @Param('environment') environment: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const input = validate(createFeatureStrategySchema, body);
    const { strategy, receipt } = await this.commands.execute(
      new SetDefaultStrategyCommand(principal.actor, projectId, environment, input),
    );
    return written(receipt, strategy);
  }
}

import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { RemoveStrategyCommand } from './remove-strategy.command';
import { written } from '@pennant/core';

@Controller('api/admin/projects/:projectId/features/:featureName/environments/:environment/strategies/:strategyId')
export class RemoveStrategyController {
  constructor(private readonly commands: CommandBus) {}

  /** → 200 with an empty body. */
  @Access.permission('DELETE_FEATURE_STRATEGY')
  @Delete()
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Remove a strategy from a flag in an environment', errors: [404] })
  async remove(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
    @Param('strategyId') strategyId: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(
      await this.commands.execute(new RemoveStrategyCommand(principal.actor, projectId, featureName, environment, strategyId)),
    );
  }
}

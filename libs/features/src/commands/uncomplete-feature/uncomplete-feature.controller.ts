import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { UncompleteFeatureCommand } from './uncomplete-feature.command';
import { written } from '@pennant/core';

@Controller('api/admin/projects/:projectId/features/:featureName/lifecycle/uncomplete')
export class UncompleteFeatureController {
  constructor(private readonly commands: CommandBus) {}

  /** → 200, empty body; a flag that is not completed stays as it is. */
  @Access.permission('UPDATE_FEATURE')
  @Post()
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Take a feature flag out of the completed stage', tag: 'Lifecycle', errors: [400, 404] })
  async uncomplete(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(await this.commands.execute(new UncompleteFeatureCommand(principal.actor, projectId, featureName)));
  }
}

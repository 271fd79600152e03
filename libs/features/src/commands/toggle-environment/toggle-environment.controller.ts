import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { ToggleEnvironmentCommand } from './toggle-environment.command';
import { written } from '@pennant/core';

/** `POST .../environments/{environment}/on|off` → 200 with an empty body. */
@Controller('api/admin/projects/:projectId/features/:featureName/environments/:environment')
export class ToggleEnvironmentController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('UPDATE_FEATURE_ENVIRONMENT')
  @Post('on')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Enable a flag in an environment', errors: [404] })
  async on(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(await this.commands.execute(new ToggleEnvironmentCommand(principal.actor, projectId, featureName, environment, true)));
  }

  @Access.permission('UPDATE_FEATURE_ENVIRONMENT')
  @Post('off')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Disable a flag in an environment', errors: [404] })
  async off(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('environment') environment: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(await this.commands.execute(new ToggleEnvironmentCommand(principal.actor, projectId, featureName, environment, false)));
  }
}

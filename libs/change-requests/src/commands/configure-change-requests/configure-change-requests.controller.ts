import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { configSchema } from '../change-requests.schema';
import { ConfigureChangeRequestsCommand } from './configure-change-requests.command';
import { written } from '@pennant/core';

@Controller('api/admin/projects/:projectId')
export class ConfigureChangeRequestsController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('UPDATE_FEATURE')
  @Put('environments/:environment/change-requests/config')
  @HttpCode(204)
  @ApiDoc({
    summary: 'Require change requests (and how many approvals) for an environment of a project',
    tag: 'Change requests',
    body: configSchema.json,
    errors: [400, 404],
  })
  async configure(
    @Param('projectId') projectId: string,
    @Param('environment') environment: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const input = validate(configSchema, body);
    return written(
      await this.commands.execute(
        new ConfigureChangeRequestsCommand(
          principal.actor,
          projectId,
          environment,
          input.changeRequestsEnabled,
          input.requiredApprovals ?? 1,
        ),
      ),
    );
  }
}

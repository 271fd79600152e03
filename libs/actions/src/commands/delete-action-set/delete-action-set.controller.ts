import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { idParam } from '@pennant/signals';
import { DeleteActionSetCommand } from './delete-action-set.command';
import { written } from '@pennant/core';

@Controller('api/admin/projects/:projectId/actions/:id')
export class DeleteActionSetController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('UPDATE_PROJECT')
  @Delete()
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Delete an action set', tag: 'Actions', errors: [400, 404] })
  async delete(@Param('projectId') project: string, @Param('id') rawId: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeleteActionSetCommand(principal.actor, project, idParam(rawId, 'id'))));
  }
}

import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, idParam, type Principal } from '@pennant/platform';
import { DeleteAddonCommand } from './delete-addon.command';
import { written } from '@pennant/core';

@Controller('api/admin/addons/:id')
export class DeleteAddonController {
  constructor(private readonly commands: CommandBus) {}

  /** → 200, empty (as Unleash). */
  @Access.permission('DELETE_ADDON')
  @Delete()
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Delete an addon configuration', tag: 'Addons', errors: [400, 403, 404] })
  async delete(@Param('id') raw: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeleteAddonCommand(principal.actor, idParam(raw, 'id'))));
  }
}

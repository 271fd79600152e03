import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, idParam, type Principal } from '@pennant/platform';
import { DeleteBannerCommand } from './delete-banner.command';
import { written } from '@pennant/core';

@Controller('api/admin/banners/:id')
export class DeleteBannerController {
  constructor(private readonly commands: CommandBus) {}

  /** → 200, empty (as Unleash). */
  @Access.permission('ADMIN')
  @Delete()
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Delete a banner', tag: 'Banners', errors: [400, 403, 404] })
  async delete(@Param('id') raw: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeleteBannerCommand(principal.actor, idParam(raw, 'id'))));
  }
}

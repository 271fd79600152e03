import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { idParam } from '../../http/params';
import { DeleteSignalEndpointCommand } from './delete-signal-endpoint.command';
import { written } from '@pennant/core';

@Controller('api/admin/signal-endpoints/:id')
export class DeleteSignalEndpointController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('ADMIN')
  @Delete()
  @ApiDoc({ noBody: true, summary: 'Delete a signal endpoint' })
  @HttpCode(200)
  async delete(@Param('id') rawId: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeleteSignalEndpointCommand(principal.actor, idParam(rawId, 'id'))));
  }
}

import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { idParam } from '../../http/params';
import { DeleteSignalEndpointTokenCommand } from './delete-signal-endpoint-token.command';
import { written } from '@pennant/core';

@Controller('api/admin/signal-endpoints/:id/tokens/:tokenId')
export class DeleteSignalEndpointTokenController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('ADMIN')
  @Delete()
  @ApiDoc({ noBody: true, summary: 'Delete a token of a signal endpoint' })
  @HttpCode(200)
  async delete(@Param('id') rawId: string, @Param('tokenId') rawTokenId: string, @CurrentPrincipal() principal: Principal) {
    return written(
      await this.commands.execute(
        new DeleteSignalEndpointTokenCommand(principal.actor, idParam(rawId, 'id'), idParam(rawTokenId, 'tokenId')),
      ),
    );
  }
}

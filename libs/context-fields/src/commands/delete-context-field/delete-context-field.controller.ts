import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { DeleteContextFieldCommand } from './delete-context-field.command';
import { written } from '@pennant/core';

@Controller('api/admin/context/:name')
export class DeleteContextFieldController {
  constructor(private readonly commands: CommandBus) {}

  /** → 200, empty. */
  @Access.permission('DELETE_CONTEXT_FIELD')
  @Delete()
  @ApiDoc({
    noBody: true,
    summary: 'Delete a context field (built-in fields cannot be deleted: 403; a field constraints use: 409)',
    tag: 'Context',
    errors: [403, 404, 409],
  })
  @HttpCode(200)
  async remove(@Param('name') name: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeleteContextFieldCommand(principal.actor, name)));
  }
}

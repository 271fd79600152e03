import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { DeleteStrategyDefinitionCommand } from './delete-strategy-definition.command';
import { written } from '@pennant/core';

@Controller('api/admin/strategies/:name')
export class DeleteStrategyDefinitionController {
  constructor(private readonly commands: CommandBus) {}

  /** → 200, empty. */
  @Access.permission('DELETE_STRATEGY')
  @Delete()
  @ApiDoc({ noBody: true, summary: 'Delete a custom strategy definition (built-in ones: 403)', tag: 'Strategies', errors: [403, 404] })
  @HttpCode(200)
  async remove(@Param('name') name: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeleteStrategyDefinitionCommand(principal.actor, name)));
  }
}

import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { DeprecateStrategyDefinitionCommand } from './deprecate-strategy-definition.command';
import { written } from '@pennant/core';

@Controller('api/admin/strategies/:name')
export class DeprecateStrategyDefinitionController {
  constructor(private readonly commands: CommandBus) {}

  /** → 200, empty; an event only on a real change. `default` cannot be deprecated (403). */
  @Access.permission('UPDATE_STRATEGY')
  @Post('deprecate')
  @ApiDoc({ noBody: true, summary: 'Deprecate a strategy', tag: 'Strategies', errors: [403, 404] })
  @HttpCode(200)
  async deprecate(@Param('name') name: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeprecateStrategyDefinitionCommand(principal.actor, name, true)));
  }

  @Access.permission('UPDATE_STRATEGY')
  @Post('reactivate')
  @ApiDoc({ noBody: true, summary: 'Reactivate a deprecated strategy', tag: 'Strategies', errors: [403, 404] })
  @HttpCode(200)
  async reactivate(@Param('name') name: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeprecateStrategyDefinitionCommand(principal.actor, name, false)));
  }
}

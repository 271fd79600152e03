import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, BadDataError, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { updateStrategySchema } from '../strategy-definition.schema';
import { UpdateStrategyDefinitionCommand } from './update-strategy-definition.command';
import { written } from '@pennant/core';

@Controller('api/admin/strategies/:name')
export class UpdateStrategyDefinitionController {
  constructor(private readonly commands: CommandBus) {}

  /** → 200, empty. Built-in strategies → 403; a body `name` other than the path's → 400. */
  @Access.permission('UPDATE_STRATEGY')
  @Put()
  @ApiDoc({
    noBody: true,
    summary: 'Update a custom strategy definition (absent fields are kept)',
    tag: 'Strategies',
    body: updateStrategySchema.json,
    errors: [400, 403, 404],
  })
  @HttpCode(200)
  async update(@Param('name') name: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = validate(updateStrategySchema, body);
    if (input.name !== undefined && input.name !== name) {
      throw new BadDataError(
        `Request validation failed: your request body or params contain invalid data: body.name must be "${name}" (a strategy cannot be renamed)`,
        [{ path: 'body.name', message: `body.name must be "${name}"` }],
      );
    }
    return written(await this.commands.execute(new UpdateStrategyDefinitionCommand(principal.actor, name, input)));
  }
}

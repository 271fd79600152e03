import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, BadDataError, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { updateContextFieldSchema } from '../context-field.schema';
import { UpdateContextFieldCommand } from './update-context-field.command';
import { written } from '@pennant/core';

@Controller('api/admin/context/:name')
export class UpdateContextFieldController {
  constructor(private readonly commands: CommandBus) {}

  /** → 200, empty. A field cannot be renamed: a body `name` other than the path's is a 400. */
  @Access.permission('UPDATE_CONTEXT_FIELD')
  @Put()
  @ApiDoc({
    noBody: true,
    summary: 'Update a context field (absent fields are kept)',
    tag: 'Context',
    body: updateContextFieldSchema.json,
    errors: [400, 403, 404],
  })
  @HttpCode(200)
  async update(@Param('name') name: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = validate(updateContextFieldSchema, body);
    if (input.name !== undefined && input.name !== name) {
      throw new BadDataError(
        `Request validation failed: your request body or params contain invalid data: body.name must be "${name}" (a context field cannot be renamed)`,
        [{ path: 'body.name', message: `body.name must be "${name}"` }],
      );
    }
    return written(await this.commands.execute(new UpdateContextFieldCommand(principal.actor, name, input)));
  }
}

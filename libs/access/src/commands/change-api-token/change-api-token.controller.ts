import { Body, Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, named, nullable, object, string, validate, type Principal } from '@pennant/platform';
import { dateTime } from '../../http/params';
import { DeleteApiTokenCommand, UpdateApiTokenCommand } from './change-api-token.command';
import { written } from '@pennant/core';

export const updateApiTokenSchema = named('updateApiTokenSchema', object({ expiresAt: nullable(string({ maxLength: 64 })) }));

/** PUT/DELETE by secret, as Unleash does. The path (and so the secret) is never logged or echoed. */
@Controller('api/admin')
export class ChangeApiTokenController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('ADMIN')
  @Put('api-tokens/:token')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Change when an API token expires',
    tag: 'API tokens',
    body: updateApiTokenSchema.json,
    errors: [400, 401, 403, 404, 415],
  })
  async update(@Param('token') secret: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const { expiresAt } = validate(updateApiTokenSchema, body);
    return written(await this.commands.execute(new UpdateApiTokenCommand(principal.actor, secret, dateTime(expiresAt, 'body.expiresAt'))));
  }

  @Access.permission('ADMIN')
  @Delete('api-tokens/:token')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Delete an API token', tag: 'API tokens', errors: [401, 403, 404] })
  async delete(@Param('token') secret: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeleteApiTokenCommand(principal.actor, secret)));
  }

  @Access.permission('ADMIN')
  @Delete('projects/:projectId/api-tokens/:token')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: "Delete one of a project's API tokens", tag: 'API tokens', errors: [401, 403, 404] })
  async deleteForProject(@Param('projectId') project: string, @Param('token') secret: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeleteApiTokenCommand(principal.actor, secret, project)));
  }
}

import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { dateTime } from '../../http/params';
import { updateApiTokenSchema } from '../change-api-token/change-api-token.controller';
import { ChangeApiTokenExpiryCommand } from './change-api-token-expiry.command';
import { written } from '@pennant/core';

/**
 * Pennant addition beside `DELETE …/fingerprint/{fingerprint}`: change a token's expiry by the
 * fingerprint its listing shows, since the secret is shown only once, at creation (ADR 0042).
 */
@Controller('api/admin/api-tokens/fingerprint/:fingerprint')
export class ChangeApiTokenExpiryController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('ADMIN')
  @Put()
  @HttpCode(200)
  @ApiDoc({
    summary: 'Change when an API token expires, by its fingerprint (as listed); a past time is refused',
    tag: 'API tokens',
    noBody: true,
    body: updateApiTokenSchema.json,
    errors: [400, 401, 403, 404, 415],
  })
  async update(@Param('fingerprint') fingerprint: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const { expiresAt } = validate(updateApiTokenSchema, body);
    return written(
      await this.commands.execute(new ChangeApiTokenExpiryCommand(principal.actor, fingerprint, dateTime(expiresAt, 'body.expiresAt'))),
    );
  }
}

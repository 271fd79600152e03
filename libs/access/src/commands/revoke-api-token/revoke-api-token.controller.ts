import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { RevokeApiTokenCommand } from './revoke-api-token.command';
import { written } from '@pennant/core';

/**
 * Pennant addition: revoke an API token by the `fingerprint` its listing shows. The list masks
 * secrets (ADR 0012), so without this a token whose secret is lost could not be revoked (ADR 0042).
 */
@Controller('api/admin/api-tokens/fingerprint/:fingerprint')
export class RevokeApiTokenController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('ADMIN')
  @Delete()
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Revoke an API token by its fingerprint (as listed), without its secret',
    tag: 'API tokens',
    errors: [400, 401, 403, 404],
  })
  async revoke(@Param('fingerprint') fingerprint: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new RevokeApiTokenCommand(principal.actor, fingerprint)));
  }
}

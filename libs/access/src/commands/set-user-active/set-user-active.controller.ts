import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { UserNotFoundError } from '../../domain/access.errors';
import { idParam } from '../../http/params';
import { ListUsersQuery } from '../../queries/list-users/list-users.query';
import { userSchema } from '../../queries/list-users/list-users.response';
import { SetUserActiveCommand } from './set-user-active.command';
import { readAnswer } from '@pennant/core';

/** Deactivate and reactivate a user (ADMIN, ADR 0046); both answer the user with `isActive`. */
@Controller('api/admin/user-admin')
export class UserActivationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Access.permission('ADMIN')
  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Deactivate a user: sign-in, sessions and PATs stop working (already inactive: no change)',
    tag: 'Users',
    response: userSchema,
    errors: [400, 401, 403, 404, 409],
  })
  async deactivate(@Param('id') rawId: string, @CurrentPrincipal() principal: Principal) {
    return this.set(idParam(rawId, 'id'), false, principal);
  }

  @Access.permission('ADMIN')
  @Post(':id/reactivate')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Reactivate a user: they can sign in again with their password (already active: no change)',
    tag: 'Users',
    response: userSchema,
    errors: [400, 401, 403, 404],
  })
  async reactivate(@Param('id') rawId: string, @CurrentPrincipal() principal: Principal) {
    return this.set(idParam(rawId, 'id'), true, principal);
  }

  private async set(id: number, active: boolean, principal: Principal) {
    const receipt = await this.commands.execute(new SetUserActiveCommand(principal.actor, id, active));
    return readAnswer(receipt, async () => {
      const [user] = await this.queries.execute(new ListUsersQuery(id));
      if (!user) throw new UserNotFoundError(id);
      return user;
    });
  }
}

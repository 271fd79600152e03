import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, named, NoAccessError, object, string, validate, type Principal } from '@pennant/platform';
import { dateTime, idParam } from '../../http/params';
import { ListPatsQuery } from '../../queries/list-pats/list-pats.query';
import { CreatePatCommand, DeletePatCommand } from './manage-pats.command';
import { createdPatSchema, patsSchema } from './manage-pats.response';
import { written } from '@pennant/core';

export const createPatSchema = named(
  'createPatSchema',
  object({
    description: string({ minLength: 1, maxLength: 255 }),
    expiresAt: string({ maxLength: 64 }),
  }),
);

/** PATs belong to a user: only a user principal (itself authenticated by a PAT) has "own" tokens. */
function userIdOf(principal: Principal): number {
  if (principal.type !== 'user')
    throw new NoAccessError(
      'Personal access tokens belong to a user: authenticate with a personal access token, or create one with POST /api/admin/user-admin/{id}/tokens.',
    );
  return principal.actor.id;
}

export function parsePatBody(body: unknown): { description: string; expiresAt: string } {
  const input = validate(createPatSchema, body);
  return { description: input.description, expiresAt: dateTime(input.expiresAt, 'body.expiresAt') ?? '' };
}

@Controller('api/admin')
export class PatsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Access.user()
  @Get('user/tokens')
  @ApiDoc({ summary: "The caller's personal access tokens", tag: 'Personal access tokens', response: patsSchema, errors: [401, 403] })
  async list(@CurrentPrincipal() principal: Principal) {
    return { pats: await this.queries.execute(new ListPatsQuery(userIdOf(principal))) };
  }

  @Access.user()
  @Post('user/tokens')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a personal access token (the secret is returned only here)',
    tag: 'Personal access tokens',
    response: createdPatSchema,
    body: createPatSchema.json,
    errors: [400, 401, 403, 409, 415],
  })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const userId = userIdOf(principal);
    const { description, expiresAt } = parsePatBody(body);
    const { pat, receipt } = await this.commands.execute(new CreatePatCommand(principal.actor, userId, description, expiresAt, 'person'));
    return written(receipt, pat, { shownOnce: ['secret'] });
  }

  @Access.user()
  @Delete('user/tokens/:id')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Delete one of your personal access tokens',
    tag: 'Personal access tokens',
    errors: [400, 401, 403, 404],
  })
  async delete(@Param('id') rawId: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeletePatCommand(principal.actor, userIdOf(principal), idParam(rawId, 'id'))));
  }

  /** Bootstrap (Pennant addition, ADMIN): a PAT for a given user, so that users can authenticate at all. */
  @Access.permission('ADMIN')
  @Post('user-admin/:id/tokens')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a personal access token for a user (admin bootstrap)',
    tag: 'Personal access tokens',
    response: createdPatSchema,
    body: createPatSchema.json,
    errors: [400, 401, 403, 404, 409, 415],
  })
  async createForUser(@Param('id') rawId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const userId = idParam(rawId, 'id');
    const { description, expiresAt } = parsePatBody(body);
    const { pat, receipt } = await this.commands.execute(new CreatePatCommand(principal.actor, userId, description, expiresAt, 'person'));
    return written(receipt, pat, { shownOnce: ['secret'] });
  }

  @Access.permission('ADMIN')
  @Get('user-admin/:id/tokens')
  @ApiDoc({
    summary: "A user's personal access tokens (admin)",
    tag: 'Personal access tokens',
    response: patsSchema,
    errors: [400, 401, 403],
  })
  async listForUser(@Param('id') rawId: string) {
    return { pats: await this.queries.execute(new ListPatsQuery(idParam(rawId, 'id'))) };
  }

  /** An admin revokes another user's token (a leaked laptop token), without deleting or deactivating the user. */
  @Access.permission('ADMIN')
  @Delete('user-admin/:id/tokens/:tokenId')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: "Delete one of a user's personal access tokens (admin)",
    tag: 'Personal access tokens',
    errors: [400, 401, 403, 404],
  })
  async deleteForUser(@Param('id') rawId: string, @Param('tokenId') rawTokenId: string, @CurrentPrincipal() principal: Principal) {
    return written(
      await this.commands.execute(new DeletePatCommand(principal.actor, idParam(rawId, 'id'), idParam(rawTokenId, 'tokenId'))),
    );
  }
}

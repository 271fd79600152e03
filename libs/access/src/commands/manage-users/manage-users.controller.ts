import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { UserNotFoundError } from '../../domain/access.errors';
import { parseRootRole, ROOT_ROLES } from '../../domain/root-roles';
import { LinkBase } from '../../http/origin';
import { idParam } from '../../http/params';
import { ListUsersQuery, type UserResponse } from '../../queries/list-users/list-users.query';
import { ChangePasswordService } from '../change-password/change-password.service';
import { InvitationService } from '../invite-users/invite-users.service';
import { ManageUserCommand } from './manage-users.command';
import { createUserSchema, updateUserSchema } from './manage-users.schema';
import { createdUserSchema, userSchema, usersSchema } from '../../queries/list-users/list-users.response';
import { written, readAnswer } from '@pennant/core';

/** User administration (ADMIN): users have a root role and sign in with a password (console) or a PAT. */
@Controller('api/admin/user-admin')
export class UserAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly passwords: ChangePasswordService,
    private readonly invitations: InvitationService,
    private readonly links: LinkBase,
  ) {}

  @Access.permission('ADMIN')
  @Get()
  @ApiDoc({ summary: 'List users and the root roles', tag: 'Users', response: usersSchema, errors: [401, 403] })
  async list() {
    return { users: await this.queries.execute(new ListUsersQuery(null)), rootRoles: ROOT_ROLES };
  }

  @Access.permission('ADMIN')
  @Get(':id')
  @ApiDoc({ summary: 'Get a user', tag: 'Users', response: userSchema, errors: [400, 401, 403, 404] })
  async get(@Param('id') rawId: string): Promise<UserResponse> {
    return this.one(idParam(rawId, 'id'));
  }

  @Access.permission('ADMIN')
  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a user (without a password: answers an `inviteLink`; Pennant sends no email)',
    tag: 'Users',
    response: createdUserSchema,
    body: createUserSchema.json,
    errors: [400, 401, 403, 415],
  })
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = validate(createUserSchema, body);
    // A password that breaks the rules refuses the whole request before the user exists.
    if (input.password !== undefined) this.passwords.assertAcceptable(input.password);
    const operation = {
      kind: 'create' as const,
      email: input.email ?? null,
      username: input.username ?? null,
      name: input.name ?? null,
      rootRole: parseRootRole(input.rootRole),
    };
    const { id, receipt } = await this.commands.execute(new ManageUserCommand(principal.actor, operation));
    if (input.password !== undefined) await this.passwords.initial(id, input.password);
    // Without a password the person sets one through a link (ADR 0047), shown to the admin once.
    const invite = input.password === undefined ? await this.invitations.linkFor(id, this.links.of(request)) : null;
    void reply.header('location', `user-admin/${id}`);
    return readAnswer(
      receipt,
      async () => ({ ...(await this.one(id)), ...(invite ? { inviteLink: invite.inviteLink } : {}), emailSent: false }),
      { shownOnce: ['inviteLink'] },
    );
  }

  @Access.permission('ADMIN')
  @Put(':id')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Update a user (name, email, username, root role)',
    tag: 'Users',
    response: userSchema,
    body: updateUserSchema.json,
    errors: [400, 401, 403, 404, 415],
  })
  async update(@Param('id') rawId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const id = idParam(rawId, 'id');
    const { rootRole, ...changes } = validate(updateUserSchema, body);
    const operation = {
      kind: 'update' as const,
      id,
      changes: { ...changes, ...(rootRole !== undefined ? { rootRole: parseRootRole(rootRole) } : {}) },
    };
    const receipt = await this.commands.execute(new ManageUserCommand(principal.actor, operation));
    return readAnswer(receipt, () => this.one(id));
  }

  @Access.permission('ADMIN')
  @Delete(':id')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Delete a user (their PATs and sessions stop working)', tag: 'Users', errors: [400, 401, 403, 404] })
  async delete(@Param('id') rawId: string, @CurrentPrincipal() principal: Principal) {
    const id = idParam(rawId, 'id');
    const { receipt } = await this.commands.execute(new ManageUserCommand(principal.actor, { kind: 'delete', id }));
    await this.passwords.forget(id);
    return written(receipt);
  }

  private async one(id: number): Promise<UserResponse> {
    const [user] = await this.queries.execute(new ListUsersQuery(id));
    if (!user) throw new UserNotFoundError(id);
    return user;
  }
}

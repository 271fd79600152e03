import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { ServiceAccountNotFoundError } from '../../domain/access.errors';
import { parseRootRole, ROOT_ROLES } from '../../domain/root-roles';
import { idParam } from '../../http/params';
import { ListServiceAccountsQuery, type ServiceAccountResponse } from '../../queries/list-users/list-users.query';
import { CreatePatCommand, DeletePatCommand } from '../manage-pats/manage-pats.command';
import { createPatSchema, parsePatBody } from '../manage-pats/manage-pats.controller';
import { ManageUserCommand } from '../manage-users/manage-users.command';
import { createServiceAccountSchema, updateServiceAccountSchema } from './manage-service-accounts.schema';
import { createdPatSchema } from '../manage-pats/manage-pats.response';
import { serviceAccountSchema, serviceAccountsSchema, serviceAccountTokensSchema } from '../../queries/list-users/list-users.response';
import { written, readAnswer } from '@pennant/core';

/**
 * Service accounts (ADMIN): users for machines, with a root role and tokens (PATs) of their own;
 * `service-account-*` events, tokens `pat-created`/`pat-deleted`.
 */
@Controller('api/admin/service-account')
export class ServiceAccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Access.permission('ADMIN')
  @Get()
  @ApiDoc({
    summary: 'List service accounts (with their tokens, no secrets) and the root roles',
    tag: 'Service accounts',
    response: serviceAccountsSchema,
    errors: [401, 403],
  })
  async list() {
    return { serviceAccounts: await this.queries.execute(new ListServiceAccountsQuery(null)), rootRoles: ROOT_ROLES };
  }

  @Access.permission('ADMIN')
  @Get(':id')
  @ApiDoc({ summary: 'Get a service account', tag: 'Service accounts', response: serviceAccountSchema, errors: [400, 401, 403, 404] })
  async get(@Param('id') rawId: string): Promise<ServiceAccountResponse> {
    return this.one(idParam(rawId, 'id'));
  }

  @Access.permission('ADMIN')
  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a service account',
    tag: 'Service accounts',
    response: serviceAccountSchema,
    body: createServiceAccountSchema.json,
    errors: [400, 401, 403, 415],
  })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = validate(createServiceAccountSchema, body);
    const operation = {
      kind: 'create-service-account' as const,
      username: input.username,
      name: input.name ?? null,
      rootRole: parseRootRole(input.rootRole),
    };
    const { id, receipt } = await this.commands.execute(new ManageUserCommand(principal.actor, operation));
    void reply.header('location', `service-account/${id}`);
    return readAnswer(receipt, () => this.one(id));
  }

  @Access.permission('ADMIN')
  @Put(':id')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Update a service account (name, root role)',
    tag: 'Service accounts',
    response: serviceAccountSchema,
    body: updateServiceAccountSchema.json,
    errors: [400, 401, 403, 404, 415],
  })
  async update(@Param('id') rawId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const id = idParam(rawId, 'id');
    const { rootRole, name } = validate(updateServiceAccountSchema, body);
    const changes = { ...(name !== undefined ? { name } : {}), ...(rootRole !== undefined ? { rootRole: parseRootRole(rootRole) } : {}) };
    const receipt = await this.commands.execute(new ManageUserCommand(principal.actor, { kind: 'update-service-account', id, changes }));
    return readAnswer(receipt, () => this.one(id));
  }

  @Access.permission('ADMIN')
  @Delete(':id')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Delete a service account (its tokens stop working)',
    tag: 'Service accounts',
    errors: [400, 401, 403, 404],
  })
  async delete(@Param('id') rawId: string, @CurrentPrincipal() principal: Principal) {
    return written(
      await this.commands.execute(new ManageUserCommand(principal.actor, { kind: 'delete-service-account', id: idParam(rawId, 'id') })),
    );
  }

  @Access.permission('ADMIN')
  @Get(':id/token')
  @ApiDoc({
    summary: "A service account's tokens (no secrets)",
    tag: 'Service accounts',
    response: serviceAccountTokensSchema,
    errors: [400, 401, 403, 404],
  })
  async tokens(@Param('id') rawId: string) {
    return { tokens: (await this.one(idParam(rawId, 'id'))).tokens };
  }

  @Access.permission('ADMIN')
  @Post(':id/token')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a token for a service account (the secret is returned only here)',
    tag: 'Service accounts',
    response: createdPatSchema,
    body: createPatSchema.json,
    errors: [400, 401, 403, 404, 409, 415],
  })
  async createToken(@Param('id') rawId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const { id } = await this.one(idParam(rawId, 'id'));
    const { description, expiresAt } = parsePatBody(body);
    const { pat, receipt } = await this.commands.execute(
      new CreatePatCommand(principal.actor, id, description, expiresAt, 'service-account'),
    );
    return written(receipt, pat, { shownOnce: ['secret'] });
  }

  @Access.permission('ADMIN')
  @Delete(':id/token/:tokenId')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: "Delete one of a service account's tokens", tag: 'Service accounts', errors: [400, 401, 403, 404] })
  async deleteToken(@Param('id') rawId: string, @Param('tokenId') rawTokenId: string, @CurrentPrincipal() principal: Principal) {
    const { id } = await this.one(idParam(rawId, 'id'));
    return written(await this.commands.execute(new DeletePatCommand(principal.actor, id, idParam(rawTokenId, 'tokenId'))));
  }

  private async one(id: number): Promise<ServiceAccountResponse> {
    const [account] = await this.queries.execute(new ListServiceAccountsQuery(id));
    if (!account) throw new ServiceAccountNotFoundError(id);
    return account;
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { written, readAnswer } from '@pennant/core';
import type { RoleData } from '@pennant/events';
import { Access, ApiDoc, CurrentPrincipal, NotFoundError, type Principal } from '@pennant/platform';
import { BUILT_IN_PROJECT_ROLES, type ProjectRole } from '../../domain/project-roles';
import { ROOT_ROLES } from '../../domain/root-roles';
import { idParam } from '../../http/params';
import { roleResponseSchema, rolesResponseSchema } from './manage-roles.response';
import { ManageRoleCommand } from './manage-roles.command';
import { roleSchema } from './manage-roles.handler';

/** Every role: the root roles, the built-in project roles, then the custom ones. */
export async function listRoles(dataSource: DataSource): Promise<(ProjectRole | (typeof ROOT_ROLES)[number])[]> {
  const custom = ((await dataSource.query('SELECT data FROM rm_roles ORDER BY id')) as { data: RoleData }[]).map((r) => r.data);
  return [...ROOT_ROLES, ...BUILT_IN_PROJECT_ROLES, ...custom];
}

/** Roles (ADMIN writes): Unleash's root roles, project roles Owner and Member, and custom project roles. */
@Controller('api/admin/roles')
export class RolesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
  ) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'List roles: root roles, built-in project roles, custom project roles', tag: 'Roles', response: rolesResponseSchema })
  async list() {
    return { version: 1, roles: await listRoles(this.dataSource) };
  }

  @Access.authenticated()
  @Get(':id')
  @ApiDoc({ summary: 'Get a role with its permissions', tag: 'Roles', response: roleResponseSchema, errors: [400, 404] })
  async get(@Param('id') raw: string) {
    const id = idParam(raw, 'id');
    const role = (await listRoles(this.dataSource)).find((r) => r.id === id);
    if (!role) throw new NotFoundError(`Could not find a role with the id ${id}.`);
    return role;
  }

  @Access.permission('ADMIN')
  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a custom project role',
    tag: 'Roles',
    response: roleResponseSchema,
    body: roleSchema.json,
    errors: [400, 403, 409],
  })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const { id, receipt } = await this.commands.execute(new ManageRoleCommand(principal.actor, { kind: 'create', body }));
    void reply.header('location', `roles/${id}`);
    return readAnswer(receipt, async () => {
      return this.get(String(id));
    });
  }

  @Access.permission('ADMIN')
  @Put(':id')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Replace a custom project role (name, description, permissions)',
    tag: 'Roles',
    response: roleResponseSchema,
    body: roleSchema.json,
    errors: [400, 403, 404, 409],
  })
  async update(@Param('id') raw: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const id = idParam(raw, 'id');
    const receipt = await this.commands.execute(new ManageRoleCommand(principal.actor, { kind: 'update', id, body }));
    return readAnswer(receipt, () => this.get(String(id)));
  }

  @Access.permission('ADMIN')
  @Delete(':id')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Delete a custom project role nobody holds', tag: 'Roles', errors: [400, 403, 404] })
  async delete(@Param('id') raw: string, @CurrentPrincipal() principal: Principal) {
    const id = idParam(raw, 'id');
    return written(await this.commands.execute(new ManageRoleCommand(principal.actor, { kind: 'delete', id })));
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { type WriteReceipt, written, readAnswer } from '@pennant/core';
import {
  Access,
  ApiDoc,
  array,
  CurrentPrincipal,
  integer,
  named,
  NotFoundError,
  object,
  optional,
  validate,
  type Principal,
} from '@pennant/platform';
import { idParam } from '../../http/params';
import { listRoles } from '../manage-roles/manage-roles.controller';
import { ProjectFacts } from '@pennant/projects';
import { projectAccessResponseSchema } from './manage-project-access.response';
import { AccessOperation, ManageProjectAccessCommand } from './manage-project-access.command';

const id = integer({ min: 1, max: 2147483647 });

/** Body of POST /api/admin/projects/{p}/access (Unleash's projectAccessSchema). */
export const projectAccessSchema = named(
  'projectAccessConfigurationSchema',
  object({
    roles: array(id, { maxItems: 50 }),
    users: optional(array(id, { maxItems: 1000 })),
    groups: optional(array(id, { maxItems: 1000 })),
  }),
);

/** Body of PUT …/users|groups/{id}/roles. */
export const projectRolesSchema = named('projectRolesSchema', object({ roles: array(id, { maxItems: 50 }) }));

/** Who holds which role in a project (Unleash's projectAccessSchema answer). */
async function projectAccess(dataSource: DataSource, project: string) {
  if (!(await new ProjectFacts(dataSource).isKnown(project))) throw new NotFoundError(`No project with id "${project}" exists.`);
  const users = (await dataSource.query(
    `SELECT u.id, u.name, u.email, u.username, array_agg(pa.role_id ORDER BY pa.role_id) AS roles
       FROM rm_project_access pa JOIN rm_users u ON u.id = pa.subject_id WHERE pa.project = $1 AND pa.subject_kind = 'user' GROUP BY u.id ORDER BY u.id`,
    [project],
  )) as { id: number; name: string | null; email: string | null; username: string | null; roles: number[] }[];
  const groups = (await dataSource.query(
    `SELECT g.id, g.name, array_agg(pa.role_id ORDER BY pa.role_id) AS roles,
            (SELECT coalesce(array_agg(gu.user_id ORDER BY gu.user_id), '{}') FROM rm_group_users gu WHERE gu.group_id = g.id) AS users
       FROM rm_project_access pa JOIN rm_groups g ON g.id = pa.subject_id WHERE pa.project = $1 AND pa.subject_kind = 'group' GROUP BY g.id ORDER BY g.id`,
    [project],
  )) as { id: number; name: string; roles: number[]; users: number[] }[];
  return {
    roles: (await listRoles(dataSource))
      .filter((r) => r.type !== 'root')
      .map(({ id: roleId, name, description, type }) => ({ id: roleId, name, description, type })),
    users: users.map((u) => ({ ...u, roleId: u.roles[0] })),
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      roles: g.roles,
      roleId: g.roles[0],
      users: g.users.map((userId) => ({ id: userId })),
    })),
  };
}

/**
 * Project members (UPDATE_PROJECT: Admin, Editor, project Owners): users and groups get project
 * roles; what those roles allow is enforced on the project's routes (ADR 0024).
 */
@Controller('api/admin/projects/:projectId')
export class ProjectAccessController {
  constructor(
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
  ) {}

  private run(principal: Principal, project: string, operation: AccessOperation): Promise<WriteReceipt> {
    return this.commands.execute(new ManageProjectAccessCommand(principal.actor, project, operation));
  }

  @Access.authenticated()
  @Get('access')
  @ApiDoc({
    summary: "A project's members: users and groups with their project roles, and the roles there are",
    tag: 'Project access',
    response: projectAccessResponseSchema,
    errors: [404],
  })
  access(@Param('projectId') project: string) {
    return projectAccess(this.dataSource, project);
  }

  @Access.permission('UPDATE_PROJECT')
  @Post('access')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Give roles to users and groups in a project (added to the roles they hold)',
    tag: 'Project access',
    response: projectAccessResponseSchema,
    body: projectAccessSchema.json,
    errors: [400, 403, 404],
  })
  async add(@Param('projectId') project: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = validate(projectAccessSchema, body);
    const receipt = await this.run(principal, project, {
      kind: 'add-access',
      roles: input.roles,
      users: input.users ?? [],
      groups: input.groups ?? [],
    });
    return readAnswer(receipt, async () => {
      return projectAccess(this.dataSource, project);
    });
  }

  @Access.permission('UPDATE_PROJECT')
  @Put(['users/:id/roles', 'groups/:id/roles'])
  @HttpCode(200)
  @ApiDoc({
    summary: "Set a user's or group's roles in a project",
    tag: 'Project access',
    response: projectAccessResponseSchema,
    body: projectRolesSchema.json,
    errors: [400, 403, 404],
  })
  async setRoles(
    @Param('projectId') project: string,
    @Param('id') raw: string,
    @Body() body: unknown,
    @Req() req: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ) {
    const { roles } = validate(projectRolesSchema, body);
    const receipt = await this.run(principal, project, { kind: 'set-roles', subject: subjectOf(req), id: idParam(raw, 'id'), roles });
    return readAnswer(receipt, async () => {
      return projectAccess(this.dataSource, project);
    });
  }

  @Access.permission('UPDATE_PROJECT')
  @Delete(['users/:id/roles', 'groups/:id/roles'])
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Remove a user or group from a project (all its roles)',
    tag: 'Project access',
    errors: [400, 403, 404],
  })
  async deleteRoles(
    @Param('projectId') project: string,
    @Param('id') raw: string,
    @Req() req: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(await this.run(principal, project, { kind: 'delete-roles', subject: subjectOf(req), id: idParam(raw, 'id') }));
  }

  @Access.permission('UPDATE_PROJECT')
  @Post(['users/:id/roles/:roleId', 'groups/:id/roles/:roleId'])
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Give one more role to a user or group in a project', tag: 'Project access', errors: [400, 403, 404] })
  async addRole(
    @Param('projectId') project: string,
    @Param('id') raw: string,
    @Param('roleId') role: string,
    @Req() req: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(
      await this.run(principal, project, {
        kind: 'add-role',
        subject: subjectOf(req),
        id: idParam(raw, 'id'),
        roleId: idParam(role, 'roleId'),
      }),
    );
  }

  @Access.permission('UPDATE_PROJECT')
  @Put(['users/:id/roles/:roleId', 'groups/:id/roles/:roleId'])
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: "Replace a user's or group's roles in a project by this one",
    tag: 'Project access',
    errors: [400, 403, 404],
  })
  async changeRole(
    @Param('projectId') project: string,
    @Param('id') raw: string,
    @Param('roleId') role: string,
    @Req() req: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(
      await this.run(principal, project, {
        kind: 'change-role',
        subject: subjectOf(req),
        id: idParam(raw, 'id'),
        roleId: idParam(role, 'roleId'),
      }),
    );
  }

  @Access.permission('UPDATE_PROJECT')
  @Delete(['users/:id/roles/:roleId', 'groups/:id/roles/:roleId'])
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Take one role from a user or group in a project', tag: 'Project access', errors: [400, 403, 404] })
  async removeRole(
    @Param('projectId') project: string,
    @Param('id') raw: string,
    @Param('roleId') role: string,
    @Req() req: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(
      await this.run(principal, project, {
        kind: 'remove-role',
        subject: subjectOf(req),
        id: idParam(raw, 'id'),
        roleId: idParam(role, 'roleId'),
      }),
    );
  }
}

/** `…/users/{id}/…` or `…/groups/{id}/…`: the path says whose roles change. */
const subjectOf = (req: FastifyRequest): 'user' | 'group' => (/\/groups\/[^/]+\/roles/.test(req.url) ? 'group' : 'user');

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { CommandExecutor, IdAllocator, NameGuard, written, readAnswer, combineReceipts, type WriteReceipt } from '@pennant/core';
import type { Actor, RoleData } from '@pennant/events';
import {
  Access,
  ApiDoc,
  array,
  CurrentPrincipal,
  named,
  NotFoundError,
  object,
  oneOf,
  optional,
  string,
  validate,
  type Principal,
} from '@pennant/platform';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { BUILT_IN_PROJECT_ROLES, PROJECT_PERMISSIONS, type ProjectRole } from '../../domain/project-roles';
import { ROLE_IDS, roleDecider, roleNameKey, roleStreamId, type RoleCommand } from '../../domain/role.decider';
import { ROOT_ROLES } from '../../domain/root-roles';
import { idParam } from '../../http/params';
import { EnvironmentFacts, ProjectAccessFacts } from '@pennant/projects';
import { RoleFacts } from '../../facts/role.facts';
import { roleResponseSchema, rolesResponseSchema } from './manage-roles.response';

/** Body of POST/PUT /api/admin/roles (Unleash's createRoleWithPermissionsSchema; custom project roles only). */
export const roleSchema = named(
  'createRoleWithPermissionsSchema',
  object({
    name: string({ minLength: 1, maxLength: 255 }),
    description: optional(string({ maxLength: 1000 })),
    type: optional(oneOf(['custom'] as const)),
    permissions: array(object({ name: oneOf(PROJECT_PERMISSIONS), environment: optional(string({ minLength: 1, maxLength: 100 })) }), {
      maxItems: 200,
    }),
  }),
);

export class ManageRoleCommand extends Command<{ id: number; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly operation: { kind: 'create'; body: unknown } | { kind: 'update'; id: number; body: unknown } | { kind: 'delete'; id: number },
  ) {
    super();
  }
}

/** Custom roles, each on its own stream; names claimed under the name guard (ADR 0031). */
@CommandHandler(ManageRoleCommand)
export class ManageRoleHandler implements ICommandHandler<ManageRoleCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly roles: RoleFacts,
    private readonly memberships: ProjectAccessFacts,
    private readonly environmentFacts: EnvironmentFacts,
    private readonly resolver: StoredTokenResolver,
    private readonly ids: IdAllocator,
    private readonly guard: NameGuard,
  ) {}

  async execute({ actor, operation: op }: ManageRoleCommand): Promise<{ id: number; receipt: WriteReceipt }> {
    const receipts: WriteReceipt[] = [];
    const run = async (command: RoleCommand) =>
      void receipts.push(
        (await this.executor.execute({ streamId: roleStreamId(command.id), decider: roleDecider, actor, command })).receipt,
      );
    let id: number;
    if (op.kind === 'delete') {
      await run({ kind: 'delete', id: op.id, assignments: await this.memberships.roleAssignments(op.id) });
      id = op.id;
    } else {
      const input = validate(roleSchema, op.body);
      const environments = await this.environmentFacts.allNames();
      const role = { name: input.name, description: input.description ?? '', permissions: input.permissions };
      id = await this.guard.run([roleNameKey(role.name)], async (query) => {
        const taken = (except: number) => this.roles.nameTaken(role.name, except, query);
        if (op.kind === 'update')
          return (await run({ kind: 'update', id: op.id, role, environments, nameTaken: await taken(op.id) }), op.id);
        const nameTaken = await taken(0);
        return this.ids.withNewId(
          ROLE_IDS,
          async (newId) => (await run({ kind: 'create', id: newId, role, environments, nameTaken }), newId),
        );
      });
    }
    await this.resolver.refresh(); // a role's permissions are what its holders may do
    return { id, receipt: combineReceipts(receipts) };
  }
}

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

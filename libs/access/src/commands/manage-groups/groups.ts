import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { CommandExecutor } from '@pennant/core';
import type { Actor } from '@pennant/events';
import { Access, ApiDoc, array, CurrentPrincipal, integer, NotFoundError, nullable, object, optional, string, validate, type Principal } from '@pennant/platform';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { groupRegistryDecider, GROUPS_STREAM, type GroupCommand } from '../../domain/group-registry.decider';
import { idParam } from '../../http/params';

/** Body of POST/PUT /api/admin/groups (Unleash's createGroupSchema: members as `{user: {id}}`). */
export const groupSchema = object({
  name: string({ minLength: 1, maxLength: 255 }),
  description: optional(nullable(string({ maxLength: 1000 }))),
  users: optional(array(object({ user: object({ id: integer({ min: 1, max: 2147483647 }) }) }), { maxItems: 1000 })),
});

export class ManageGroupCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly operation: { kind: 'create'; body: unknown } | { kind: 'update'; id: number; body: unknown } | { kind: 'delete'; id: number },
  ) {
    super();
  }
}

@CommandHandler(ManageGroupCommand)
export class ManageGroupHandler implements ICommandHandler<ManageGroupCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
    private readonly resolver: StoredTokenResolver,
  ) {}

  async execute({ actor, operation: op }: ManageGroupCommand): Promise<{ id: number }> {
    let command: GroupCommand;
    if (op.kind === 'delete') {
      const rows = (await this.dataSource.query(`SELECT count(*)::int AS n FROM rm_project_access WHERE subject_kind = 'group' AND subject_id = $1`, [op.id])) as { n: number }[];
      command = { kind: 'delete', id: op.id, assignments: rows[0].n };
    } else {
      const input = validate(groupSchema, op.body);
      const users = (input.users ?? []).map((u) => u.user.id);
      const knownUsers = ((await this.dataSource.query('SELECT id FROM rm_users WHERE id = ANY($1::int[])', [users])) as { id: number }[]).map((r) => r.id);
      const group = { name: input.name, description: input.description ?? null, users };
      command = op.kind === 'create' ? { kind: 'create', group, knownUsers } : { kind: 'update', id: op.id, group, knownUsers };
    }
    const { events } = await this.executor.execute({ streamId: GROUPS_STREAM, decider: groupRegistryDecider, actor, command });
    await this.resolver.refresh(); // members get (or lose) the group's project roles
    const created = events.find((e) => e.type === 'group-created');
    return { id: created?.type === 'group-created' ? created.data.data.id : op.kind === 'create' ? 0 : op.id };
  }
}

interface GroupRow {
  id: number;
  name: string;
  description: string | null;
  created_at: Date;
  users: { id: number; name: string | null; email: string | null; username: string | null }[];
}

/** Groups by id, each with its members (Unleash's groupSchema). */
export async function listGroups(dataSource: DataSource, id: number | null) {
  const rows = (await dataSource.query(
    `SELECT g.id, g.name, g.description, g.created_at,
            coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'username', u.username) ORDER BY u.id) FILTER (WHERE u.id IS NOT NULL), '[]') AS users
       FROM rm_groups g LEFT JOIN rm_group_users gu ON gu.group_id = g.id LEFT JOIN rm_users u ON u.id = gu.user_id
      WHERE $1::int IS NULL OR g.id = $1 GROUP BY g.id ORDER BY g.id`,
    [id],
  )) as GroupRow[];
  return rows.map((g) => ({ id: g.id, name: g.name, description: g.description, createdAt: g.created_at.toISOString(), userCount: g.users.length, users: g.users.map((user) => ({ user })) }));
}

/** User groups (ADMIN): members get the project roles given to the group. */
@Controller('api/admin/groups')
export class GroupsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
  ) {}

  @Access.permission('ADMIN')
  @Get()
  @ApiDoc({ summary: 'List groups with their members', tag: 'Groups', errors: [403] })
  async list() {
    return { groups: await listGroups(this.dataSource, null) };
  }

  @Access.permission('ADMIN')
  @Get(':id')
  @ApiDoc({ summary: 'Get a group with its members', tag: 'Groups', errors: [400, 403, 404] })
  async get(@Param('id') raw: string) {
    const id = idParam(raw, 'id');
    const [group] = await listGroups(this.dataSource, id);
    if (!group) throw new NotFoundError(`Could not find a group with the id ${id}.`);
    return group;
  }

  @Access.permission('ADMIN')
  @Post()
  @HttpCode(201)
  @ApiDoc({ summary: 'Create a group', tag: 'Groups', body: groupSchema.json, errors: [400, 403, 409] })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const { id } = await this.commands.execute(new ManageGroupCommand(principal.actor, { kind: 'create', body }));
    void reply.header('location', `groups/${id}`);
    return this.get(String(id));
  }

  @Access.permission('ADMIN')
  @Put(':id')
  @HttpCode(200)
  @ApiDoc({ summary: 'Replace a group (name, description, members)', tag: 'Groups', body: groupSchema.json, errors: [400, 403, 404, 409] })
  async update(@Param('id') raw: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const id = idParam(raw, 'id');
    await this.commands.execute(new ManageGroupCommand(principal.actor, { kind: 'update', id, body }));
    return this.get(String(id));
  }

  @Access.permission('ADMIN')
  @Delete(':id')
  @HttpCode(200)
  @ApiDoc({ summary: 'Delete a group that holds no project role', tag: 'Groups', errors: [400, 403, 404] })
  async delete(@Param('id') raw: string, @CurrentPrincipal() principal: Principal): Promise<void> {
    await this.commands.execute(new ManageGroupCommand(principal.actor, { kind: 'delete', id: idParam(raw, 'id') }));
  }
}

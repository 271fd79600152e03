import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { CommandExecutor, IdAllocator, NameGuard, written, readAnswer, combineReceipts, type WriteReceipt } from '@pennant/core';
import type { Actor } from '@pennant/events';
import {
  Access,
  ApiDoc,
  array,
  CurrentPrincipal,
  integer,
  named,
  NotFoundError,
  nullable,
  object,
  optional,
  string,
  validate,
  type Principal,
} from '@pennant/platform';
import { ProjectAccessFacts } from '@pennant/projects';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { GROUP_IDS, groupDecider, groupNameKey, groupStreamId, type GroupCommand } from '../../domain/group.decider';
import { GroupFacts } from '../../facts/group.facts';
import { UserFacts } from '../../facts/user.facts';
import { idParam } from '../../http/params';
import { groupResponseSchema, groupsResponseSchema } from './manage-groups.response';

/** Body of POST/PUT /api/admin/groups (Unleash's createGroupSchema: members as `{user: {id}}`). */
export const groupSchema = named(
  'createGroupSchema',
  object({
    name: string({ minLength: 1, maxLength: 255 }),
    description: optional(nullable(string({ maxLength: 1000 }))),
    users: optional(array(object({ user: object({ id: integer({ min: 1, max: 2147483647 }) }) }), { maxItems: 1000 })),
  }),
);

export class ManageGroupCommand extends Command<{ id: number; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly operation: { kind: 'create'; body: unknown } | { kind: 'update'; id: number; body: unknown } | { kind: 'delete'; id: number },
  ) {
    super();
  }
}

/** Groups, each on its own stream; names claimed under the name guard (ADR 0031). */
@CommandHandler(ManageGroupCommand)
export class ManageGroupHandler implements ICommandHandler<ManageGroupCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly users: UserFacts,
    private readonly groups: GroupFacts,
    private readonly memberships: ProjectAccessFacts,
    private readonly resolver: StoredTokenResolver,
    private readonly ids: IdAllocator,
    private readonly guard: NameGuard,
  ) {}

  async execute({ actor, operation: op }: ManageGroupCommand): Promise<{ id: number; receipt: WriteReceipt }> {
    const receipts: WriteReceipt[] = [];
    const run = async (command: GroupCommand) =>
      void receipts.push(
        (await this.executor.execute({ streamId: groupStreamId(command.id), decider: groupDecider, actor, command })).receipt,
      );
    let id: number;
    if (op.kind === 'delete') {
      await run({ kind: 'delete', id: op.id, assignments: await this.memberships.groupAssignments(op.id) });
      id = op.id;
    } else {
      const input = validate(groupSchema, op.body);
      const users = (input.users ?? []).map((u) => u.user.id);
      const knownUsers = await this.users.knownAmong(users);
      const group = { name: input.name, description: input.description ?? null, users };
      id = await this.guard.run([groupNameKey(group.name)], async (query) => {
        const taken = (except: number) => this.groups.nameTaken(group.name, except, query);
        if (op.kind === 'update')
          return (await run({ kind: 'update', id: op.id, group, knownUsers, nameTaken: await taken(op.id) }), op.id);
        const nameTaken = await taken(0);
        return this.ids.withNewId(
          GROUP_IDS,
          async (newId) => (await run({ kind: 'create', id: newId, group, knownUsers, nameTaken }), newId),
        );
      });
    }
    await this.resolver.refresh(); // members get (or lose) the group's project roles
    return { id, receipt: combineReceipts(receipts) };
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
  return rows.map((g) => ({
    id: g.id,
    name: g.name,
    description: g.description,
    createdAt: g.created_at.toISOString(),
    userCount: g.users.length,
    users: g.users.map((user) => ({ user })),
  }));
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
  @ApiDoc({ summary: 'List groups with their members', tag: 'Groups', response: groupsResponseSchema, errors: [403] })
  async list() {
    return { groups: await listGroups(this.dataSource, null) };
  }

  @Access.permission('ADMIN')
  @Get(':id')
  @ApiDoc({ summary: 'Get a group with its members', tag: 'Groups', response: groupResponseSchema, errors: [400, 403, 404] })
  async get(@Param('id') raw: string) {
    const id = idParam(raw, 'id');
    const [group] = await listGroups(this.dataSource, id);
    if (!group) throw new NotFoundError(`Could not find a group with the id ${id}.`);
    return group;
  }

  @Access.permission('ADMIN')
  @Post()
  @HttpCode(201)
  @ApiDoc({ summary: 'Create a group', tag: 'Groups', response: groupResponseSchema, body: groupSchema.json, errors: [400, 403, 409] })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const { id, receipt } = await this.commands.execute(new ManageGroupCommand(principal.actor, { kind: 'create', body }));
    void reply.header('location', `groups/${id}`);
    return readAnswer(receipt, async () => {
      return this.get(String(id));
    });
  }

  @Access.permission('ADMIN')
  @Put(':id')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Replace a group (name, description, members)',
    tag: 'Groups',
    response: groupResponseSchema,
    body: groupSchema.json,
    errors: [400, 403, 404, 409],
  })
  async update(@Param('id') raw: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const id = idParam(raw, 'id');
    const receipt = await this.commands.execute(new ManageGroupCommand(principal.actor, { kind: 'update', id, body }));
    return readAnswer(receipt, () => this.get(String(id)));
  }

  @Access.permission('ADMIN')
  @Delete(':id')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Delete a group that holds no project role', tag: 'Groups', errors: [400, 403, 404] })
  async delete(@Param('id') raw: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new ManageGroupCommand(principal.actor, { kind: 'delete', id: idParam(raw, 'id') })));
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { written, readAnswer } from '@pennant/core';
import { Access, ApiDoc, CurrentPrincipal, NotFoundError, type Principal } from '@pennant/platform';
import { idParam } from '../../http/params';
import { groupResponseSchema, groupsResponseSchema } from './manage-groups.response';
import { ManageGroupCommand } from './manage-groups.command';
import { groupSchema } from './manage-groups.handler';

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

import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { actionSetAnswer } from '../../queries/get-action-sets/get-action-sets.response';
import { GetActionSetsQuery } from '../../queries/get-action-sets/get-action-sets.query';
import { toCreateInput } from './create-action-set-input.logic';
import { createActionSetSchema } from './create-action-set.schema';
import { CreateActionSetCommand } from './create-action-set.command';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/projects/:projectId/actions')
export class CreateActionSetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Access.permission('UPDATE_PROJECT')
  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create an action set (reacts to signals)',
    tag: 'Actions',
    body: createActionSetSchema.json,
    errors: [403, 404, 409],
    response: actionSetAnswer.json,
  })
  async create(
    @Param('projectId') project: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = toCreateInput(validate(createActionSetSchema, body), project);
    const { id, receipt } = await this.commands.execute(new CreateActionSetCommand(principal, project, input));
    void reply.header('location', `/api/admin/projects/${encodeURIComponent(project)}/actions/${id}`);
    return readAnswer(receipt, async () => (await this.queries.execute(new GetActionSetsQuery(project, id)))[0]);
  }
}

import { Body, Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { actionSetAnswer } from '../../queries/get-action-sets/get-action-sets.response';
import { idParam } from '@pennant/signals';
import { ActionSetNotFoundError } from '../../domain/action-set.errors';
import type { ActionSetInput } from '../../domain/action-sets.decider';
import { GetActionSetsQuery } from '../../queries/get-action-sets/get-action-sets.query';
import { toChanges } from '../create-action-set/create-action-set-input.logic';
import { updateActionSetSchema } from '../create-action-set/create-action-set.schema';
import { UpdateActionSetCommand } from './update-action-set.command';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/projects/:projectId/actions/:id')
export class UpdateActionSetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Access.permission('UPDATE_PROJECT')
  @Put()
  @ApiDoc({
    summary: 'Update an action set (absent fields are kept)',
    tag: 'Actions',
    body: updateActionSetSchema.json,
    errors: [403, 404, 409],
    response: actionSetAnswer.json,
  })
  async update(
    @Param('projectId') project: string,
    @Param('id') rawId: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const id = idParam(rawId, 'id');
    return this.apply(principal, project, id, toChanges(validate(updateActionSetSchema, body), project));
  }

  @Access.permission('UPDATE_PROJECT')
  @Post('on')
  @HttpCode(200)
  @ApiDoc({ summary: 'Enable an action set', tag: 'Actions', errors: [400, 404], response: actionSetAnswer.json })
  async on(@Param('projectId') project: string, @Param('id') rawId: string, @CurrentPrincipal() principal: Principal) {
    return this.apply(principal, project, idParam(rawId, 'id'), { enabled: true });
  }

  @Access.permission('UPDATE_PROJECT')
  @Post('off')
  @HttpCode(200)
  @ApiDoc({ summary: 'Disable an action set', tag: 'Actions', errors: [400, 404], response: actionSetAnswer.json })
  async off(@Param('projectId') project: string, @Param('id') rawId: string, @CurrentPrincipal() principal: Principal) {
    return this.apply(principal, project, idParam(rawId, 'id'), { enabled: false });
  }

  private async apply(principal: Principal, project: string, id: number, changes: Partial<ActionSetInput>) {
    const receipt = await this.commands.execute(new UpdateActionSetCommand(principal, project, id, changes));
    return readAnswer(receipt, async () => {
      const [set] = await this.queries.execute(new GetActionSetsQuery(project, id));
      if (!set) throw new ActionSetNotFoundError(project, id);
      return set;
    });
  }
}

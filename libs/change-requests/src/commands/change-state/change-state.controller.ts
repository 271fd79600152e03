import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { GetChangeRequestQuery } from '../../queries/get-change-request/get-change-request.query';
import { stateSchema } from '../change-requests.schema';
import { parseId } from '../change-request-id.schema';
import { ChangeStateCommand } from './change-state.command';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/projects/:projectId')
export class ChangeStateController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Access.permission('APPROVE_CHANGE_REQUEST')
  @Put('change-requests/:id/state')
  @ApiDoc({
    summary: 'Move a change request: send to review, approve, reject, schedule, apply or cancel (with an optional comment)',
    tag: 'Change requests',
    body: stateSchema.json,
    errors: [400, 404, 409],
  })
  async changeState(
    @Param('projectId') projectId: string,
    @Param('id') rawId: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const id = parseId(rawId);
    const input = validate(stateSchema, body);
    const receipt = await this.commands.execute(
      new ChangeStateCommand(principal, projectId, id, input.state, input.comment ?? null, input.scheduledAt ?? null),
    );
    return readAnswer(receipt, () => this.queries.execute(new GetChangeRequestQuery(projectId, id)));
  }
}

import { Body, Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, BadDataError, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { GetChangeRequestQuery } from '../queries/get/get-change-request.query';
import { AddChangesCommand, ChangeStateCommand, ConfigureChangeRequestsCommand, DiscardChangeCommand, type NewChange } from './change-requests.commands';
import { addChangeSchema, addChangesSchema, configSchema, SEGMENT_CHANGE_ACTIONS, stateSchema } from './change-requests.schemas';
import { parseId } from './parse-id';

@Controller('api/admin/projects/:projectId')
export class ChangeRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Access.permission('UPDATE_FEATURE')
  @Put('environments/:environment/change-requests/config')
  @HttpCode(204)
  @ApiDoc({ summary: 'Require change requests (and how many approvals) for an environment of a project', tag: 'Change requests', body: configSchema.json, errors: [400, 404] })
  async configure(@Param('projectId') projectId: string, @Param('environment') environment: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = validate(configSchema, body);
    await this.commands.execute(new ConfigureChangeRequestsCommand(principal.actor, projectId, environment, input.changeRequestsEnabled, input.requiredApprovals ?? 1));
  }

  /** One change or an array of changes, added to the caller's draft for this environment. */
  @Access.permission('UPDATE_FEATURE')
  @Post('environments/:environment/change-requests')
  @ApiDoc({ summary: "Add a change (or an array of changes) to the caller's draft change request of an environment", tag: 'Change requests', body: addChangeSchema.json, errors: [400, 404, 409] })
  async addChanges(@Param('projectId') projectId: string, @Param('environment') environment: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const parsed = Array.isArray(body) ? validate(addChangesSchema, body) : [validate(addChangeSchema, body)];
    const changes: NewChange[] = parsed.map((c, i) => {
      if ((c.feature === undefined) === (c.segmentId === undefined)) {
        throw new BadDataError('Each change names either a feature or a segmentId.', [{ path: `body[${i}]`, message: 'needs exactly one of feature, segmentId' }]);
      }
      if ((c.segmentId !== undefined) !== SEGMENT_CHANGE_ACTIONS.includes(c.action)) {
        const message = c.segmentId !== undefined ? `a segment change is one of ${SEGMENT_CHANGE_ACTIONS.join(', ')}` : `${c.action} is a segment change: name the segmentId`;
        throw new BadDataError(`Change ${i + 1}: ${message}.`, [{ path: `body[${i}].action`, message }]);
      }
      return { feature: c.feature ?? null, segmentId: c.segmentId ?? null, action: c.action, payload: c.payload ?? {} };
    });
    const { id } = await this.commands.execute(new AddChangesCommand(principal.actor, projectId, environment, changes, null));
    return this.queries.execute(new GetChangeRequestQuery(projectId, id));
  }

  @Access.permission('APPROVE_CHANGE_REQUEST')
  @Put('change-requests/:id/state')
  @ApiDoc({ summary: 'Move a change request: send to review, approve, reject, schedule, apply or cancel (with an optional comment)', tag: 'Change requests', body: stateSchema.json, errors: [400, 404, 409] })
  async changeState(@Param('projectId') projectId: string, @Param('id') rawId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const id = parseId(rawId);
    const input = validate(stateSchema, body);
    await this.commands.execute(new ChangeStateCommand(principal, projectId, id, input.state, input.comment ?? null, input.scheduledAt ?? null));
    return this.queries.execute(new GetChangeRequestQuery(projectId, id));
  }

  @Access.permission('APPROVE_CHANGE_REQUEST')
  @Delete('change-requests/:id/changes/:changeId')
  @ApiDoc({ summary: 'Discard a change of a draft or a request in review (its last change discards the request)', tag: 'Change requests', errors: [400, 404, 409] })
  async discard(@Param('projectId') projectId: string, @Param('id') rawId: string, @Param('changeId') rawChangeId: string, @CurrentPrincipal() principal: Principal) {
    await this.commands.execute(new DiscardChangeCommand(principal.actor, projectId, parseId(rawId), parseId(rawChangeId, 'changeId')));
  }
}

import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, BadDataError, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { GetChangeRequestQuery } from '../../queries/get/get-change-request.query';
import { addChangeSchema, addChangesSchema, SEGMENT_CHANGE_ACTIONS } from '../change-requests.schemas';
import { AddChangesCommand, type NewChange } from './add-changes.command';

@Controller('api/admin/projects/:projectId')
export class AddChangesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

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
}

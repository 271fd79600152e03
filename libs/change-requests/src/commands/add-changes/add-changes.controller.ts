import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, BadDataError, CurrentPrincipal, validate, type ErrorDetail, type Principal } from '@pennant/platform';
import { GetChangeRequestQuery } from '../../queries/get-change-request/get-change-request.query';
import { isSegmentAction, payloadProblems, SEGMENT_CHANGE_ACTIONS } from '../../payloads/change-payloads';
import { addChangeSchema, addChangesBodyJson, addChangesSchema } from '../change-requests.schema';
import { AddChangesCommand, type NewChange } from './add-changes.command';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/projects/:projectId')
export class AddChangesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** One change or an array of changes, added to the caller's draft for this environment. */
  @Access.permission('UPDATE_FEATURE')
  @Post('environments/:environment/change-requests')
  @ApiDoc({
    summary: "Add a change (or an array of changes) to the caller's draft change request of an environment",
    tag: 'Change requests',
    body: addChangesBodyJson,
    errors: [400, 404, 409],
  })
  async addChanges(
    @Param('projectId') projectId: string,
    @Param('environment') environment: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const many = Array.isArray(body);
    const parsed = many ? validate(addChangesSchema, body) : [validate(addChangeSchema, body)];
    // An empty list would open a draft with nothing in it.
    if (parsed.length === 0)
      throw new BadDataError('Name at least one change.', [{ path: 'body', message: 'body must hold at least one change' }]);
    const problems: ErrorDetail[] = [];
    const changes: NewChange[] = parsed.map((c, i) => {
      const at = many ? `body[${i}]` : 'body';
      if ((c.feature === undefined) === (c.segmentId === undefined)) {
        throw new BadDataError('Each change names either a feature or a segmentId.', [
          { path: at, message: 'needs exactly one of feature, segmentId' },
        ]);
      }
      if ((c.segmentId !== undefined) !== isSegmentAction(c.action)) {
        const message =
          c.segmentId !== undefined
            ? `a segment change is one of ${SEGMENT_CHANGE_ACTIONS.join(', ')}`
            : `${c.action} is a segment change: name the segmentId`;
        throw new BadDataError(`Change ${i + 1}: ${message}.`, [{ path: `${at}.action`, message }]);
      }
      const payload = c.payload ?? {};
      // Each action's payload is what the direct edit it stands for accepts; nothing is added unless every change passes.
      problems.push(...payloadProblems(c.action, payload, `${at}.payload`));
      return { feature: c.feature ?? null, segmentId: c.segmentId ?? null, action: c.action, payload };
    });
    if (problems.length > 0)
      throw new BadDataError(
        `Request validation failed: your request body or params contain invalid data: ${problems[0].message}`,
        problems,
      );
    const { id, receipt } = await this.commands.execute(new AddChangesCommand(principal.actor, projectId, environment, changes, null));
    return readAnswer(receipt, () => this.queries.execute(new GetChangeRequestQuery(projectId, id)));
  }
}

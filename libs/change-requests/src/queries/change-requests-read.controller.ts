import { Controller, Get, Param, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  Access,
  ApiDoc,
  CurrentPrincipal,
  integer,
  NotFoundError,
  object,
  oneOf,
  optional,
  string,
  validate,
  type Principal,
} from '@pennant/platform';
import { actorKey } from '@pennant/events';
import { parseId } from '../commands/change-request-id.schema';
import {
  changeRequestConfigAnswer,
  ChangeRequestConfigQuery,
  type EnvironmentConfigView,
} from './get-change-request-config/get-change-request-config.query';
import { CountChangeRequestsQuery } from './count-change-requests/count-change-requests.query';
import { GetChangeRequestQuery } from './get-change-request/get-change-request.query';
import { CHANGE_REQUEST_STATES, ListChangeRequestsQuery } from './list-change-requests/list-change-requests.query';
import { OpenChangeRequestsQuery } from './open-change-requests/open-change-requests.query';

const NUMBER = /^\d{1,10}$/;
const listQuerySchema = object({
  state: optional(oneOf(CHANGE_REQUEST_STATES)),
  limit: optional(string({ pattern: NUMBER, patternHint: 'must be a whole number' })),
  offset: optional(string({ pattern: NUMBER, patternHint: 'must be a whole number' })),
});

@Controller('api/admin/projects/:projectId/change-requests')
export class ChangeRequestsReadController {
  constructor(private readonly queries: QueryBus) {}

  /** Beyond the spec (Unleash Enterprise lists them too): a project's requests, newest first, optionally in one state. */
  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: "A project's change requests, newest first (`state` filters; drafts are the caller's own)",
    tag: 'Change requests',
    query: { state: { type: 'string', enum: [...CHANGE_REQUEST_STATES] }, limit: { type: 'string' }, offset: { type: 'string' } },
    errors: [400, 404],
  })
  async list(@Param('projectId') projectId: string, @QueryParam() query: unknown, @CurrentPrincipal() principal: Principal) {
    const input = validate(listQuerySchema, query ?? {}, 'query');
    const limit = validate(integer({ min: 1, max: 200 }), input.limit === undefined ? 50 : Number(input.limit), 'query.limit');
    const offset = validate(integer({ min: 0, max: 2147483647 }), input.offset === undefined ? 0 : Number(input.offset), 'query.offset');
    const requests = await this.queries.execute(
      new ListChangeRequestsQuery(projectId, actorKey(principal.actor), input.state ?? null, limit, offset),
    );
    if (!requests) throw new NotFoundError(`No project with id "${projectId}" exists.`);
    return requests;
  }

  @Access.authenticated()
  @Get('count')
  @ApiDoc({ summary: 'Count change requests by state', tag: 'Change requests' })
  count(@Param('projectId') projectId: string) {
    return this.queries.execute(new CountChangeRequestsQuery(projectId));
  }

  /** Unleash's read of the configuration: every environment of the project, enabled or not. */
  @Access.authenticated()
  @Get('config')
  @ApiDoc({
    summary: 'Change-request configuration of each environment of a project',
    tag: 'Change requests',
    errors: [404],
    response: changeRequestConfigAnswer.json,
  })
  async config(@Param('projectId') projectId: string): Promise<EnvironmentConfigView[]> {
    const config = await this.queries.execute(new ChangeRequestConfigQuery(projectId));
    if (!config) throw new NotFoundError(`No project with id "${projectId}" exists.`);
    return config;
  }

  /** Deprecated in the spec, still served. */
  @Access.authenticated()
  @Get('open')
  @ApiDoc({ summary: 'List pending change requests (deprecated)', tag: 'Change requests' })
  open(@Param('projectId') projectId: string, @CurrentPrincipal() principal: Principal) {
    return this.queries.execute(new OpenChangeRequestsQuery(projectId, actorKey(principal.actor)));
  }

  @Access.authenticated()
  @Get(':id')
  @ApiDoc({
    summary: 'A change request: its changes per flag and segment with conflicts, approvals, rejections, comments and schedule',
    tag: 'Change requests',
    errors: [400, 404],
  })
  async get(@Param('projectId') projectId: string, @Param('id') id: string) {
    const view = await this.queries.execute(new GetChangeRequestQuery(projectId, parseId(id)));
    if (!view) throw new NotFoundError(`Could not find change request ${id} in project "${projectId}".`);
    return view;
  }
}

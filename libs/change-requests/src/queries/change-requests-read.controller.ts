import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, CurrentPrincipal, NotFoundError, type Principal, ApiDoc } from '@pennant/platform';
import { actorKey } from '@pennant/events';
import { parseId } from '../commands/parse-id';
import { CountChangeRequestsQuery } from './count/count-change-requests.query';
import { GetChangeRequestQuery } from './get/get-change-request.query';
import { OpenChangeRequestsQuery } from './open/open-change-requests.query';

@Controller('api/admin/projects/:projectId/change-requests')
export class ChangeRequestsReadController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get('count')
  @ApiDoc({ summary: 'Count change requests by state', tag: 'Change requests' })
  count(@Param('projectId') projectId: string) {
    return this.queries.execute(new CountChangeRequestsQuery(projectId));
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
  async get(@Param('projectId') projectId: string, @Param('id') id: string) {
    const view = await this.queries.execute(new GetChangeRequestQuery(projectId, parseId(id)));
    if (!view) throw new NotFoundError(`Could not find change request ${id} in project "${projectId}".`);
    return view;
  }
}

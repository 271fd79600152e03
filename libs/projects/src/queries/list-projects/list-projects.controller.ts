import { Controller, Get, Param, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { actorKey } from '@pennant/events';
import { Access, CurrentPrincipal, NotFoundError, object, oneOf, optional, validate, type Principal } from '@pennant/platform';
import { GetProjectQuery, ListProjectsQuery } from './list-projects.query';

const listSchema = object({ archived: optional(oneOf(['true', 'false'] as const)) });

@Controller('api/admin/projects')
export class ListProjectsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  list(@QueryParam() query: unknown, @CurrentPrincipal() principal: Principal) {
    const { archived } = validate(listSchema, query, 'query');
    return this.queries.execute(new ListProjectsQuery(archived === 'true', actorKey(principal.actor)));
  }

  @Access.authenticated()
  @Get(':projectId')
  async get(@Param('projectId') projectId: string, @CurrentPrincipal() principal: Principal) {
    const project = await this.queries.execute(new GetProjectQuery(projectId, actorKey(principal.actor)));
    if (!project) throw new NotFoundError(`No project with id "${projectId}" exists.`);
    return project;
  }
}

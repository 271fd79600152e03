import { Controller, Get, Param, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, NotFoundError, object, oneOf, optional, validate } from '@pennant/platform';
import { GetProjectQuery, ListProjectsQuery } from './list-projects.query';

const listSchema = object({ archived: optional(oneOf(['true', 'false'] as const)) });

@Controller('api/admin/projects')
export class ListProjectsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  list(@QueryParam() query: unknown) {
    const { archived } = validate(listSchema, query, 'query');
    return this.queries.execute(new ListProjectsQuery(archived === 'true'));
  }

  @Access.authenticated()
  @Get(':projectId')
  async get(@Param('projectId') projectId: string) {
    const project = await this.queries.execute(new GetProjectQuery(projectId));
    if (!project) throw new NotFoundError(`No project with id "${projectId}" exists.`);
    return project;
  }
}

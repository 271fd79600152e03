import { Controller, Get, Param, Query as QueryParam } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { actorKey } from '@pennant/events';
import {
  Access,
  ApiDoc,
  CurrentPrincipal,
  NotFoundError,
  object,
  oneOf,
  optional,
  validate,
  type Infer,
  type Principal,
} from '@pennant/platform';
import { GetProjectQuery, ListProjectsQuery } from './list-projects.query';
import { projectResponseSchema, projectsResponseSchema, type ProjectView } from './list-projects.response';

const archivedSchema = oneOf(['true', 'false'] as const);
const listSchema = object({ archived: optional(archivedSchema) });

@Controller('api/admin/projects')
export class ListProjectsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: 'List projects (active, or archived with ?archived=true)',
    query: { archived: archivedSchema.json },
    response: projectsResponseSchema,
  })
  list(@QueryParam() query: unknown, @CurrentPrincipal() principal: Principal): Promise<Infer<typeof projectsResponseSchema>> {
    const { archived } = validate(listSchema, query, 'query');
    return this.queries.execute(new ListProjectsQuery(archived === 'true', actorKey(principal.actor)));
  }

  @Access.authenticated()
  @Get(':projectId')
  @ApiDoc({ summary: 'Get a project', response: projectResponseSchema, errors: [404] })
  async get(@Param('projectId') projectId: string, @CurrentPrincipal() principal: Principal): Promise<ProjectView> {
    const project = await this.queries.execute(new GetProjectQuery(projectId, actorKey(principal.actor)));
    if (!project) throw new NotFoundError(`No project with id "${projectId}" exists.`);
    return project;
  }
}

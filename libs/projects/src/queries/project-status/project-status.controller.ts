import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, NotFoundError } from '@pennant/platform';
import { GetProjectStatusQuery, ProjectStatus, projectStatusSchema } from './project-status.query';

@Controller('api/admin/projects/:projectId/status')
export class ProjectStatusController {
  constructor(private readonly queries: QueryBus) {}

  /** Unleash's projectStatusSchema (the project's status panel); 404 for an unknown project. */
  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: "A project's status: its activity per day, resources, health, flags per lifecycle stage and stale flags",
    tag: 'Projects',
    response: projectStatusSchema,
    errors: [403, 404],
  })
  async status(@Param('projectId') projectId: string): Promise<ProjectStatus> {
    const status = await this.queries.execute(new GetProjectStatusQuery(projectId));
    if (!status) throw new NotFoundError(`Could not find project with id: ${projectId}`);
    return status;
  }
}

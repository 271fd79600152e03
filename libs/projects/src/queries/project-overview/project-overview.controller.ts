import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { actorKey } from '@pennant/events';
import { Access, ApiDoc, CurrentPrincipal, NotFoundError, type Principal } from '@pennant/platform';
import { projectOverviewSchema, type ProjectOverview } from './project-overview.response';
import { GetProjectOverviewQuery } from './project-overview.query';

@Controller('api/admin/projects/:projectId/overview')
export class ProjectOverviewController {
  constructor(private readonly queries: QueryBus) {}

  /** Unleash's projectOverviewSchema; 404 for an unknown project. */
  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: 'A project at a glance: settings, members, environments, flag types, 30-day statistics, onboarding',
    tag: 'Projects',
    response: projectOverviewSchema,
    errors: [403, 404],
  })
  async overview(@Param('projectId') projectId: string, @CurrentPrincipal() principal: Principal): Promise<ProjectOverview> {
    const overview = await this.queries.execute(new GetProjectOverviewQuery(projectId, actorKey(principal.actor)));
    if (!overview) throw new NotFoundError(`Could not find project with id: ${projectId}`);
    return overview;
  }
}

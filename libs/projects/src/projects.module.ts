import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { DefaultSetup } from './bootstrap/default-setup';
import { ManageEnvironmentController } from './commands/manage-environment/manage-environment.controller';
import { ManageEnvironmentHandler } from './commands/manage-environment/manage-environment.handler';
import { ManageProjectController } from './commands/manage-project/manage-project.controller';
import { ManageProjectHandler } from './commands/manage-project/manage-project.handler';
import {
  GetEnvironmentHandler,
  ListEnvironmentsHandler,
  ListProjectEnvironmentsHandler,
} from './queries/list-environments/list-environments.handler';
import { ListEnvironmentsController } from './queries/list-environments/list-environments.controller';
import { GetProjectOverviewHandler } from './queries/project-overview/project-overview.handler';
import { ProjectOverviewController } from './queries/project-overview/project-overview.controller';
import { GetProjectStatusHandler } from './queries/project-status/project-status.handler';
import { ProjectStatusController } from './queries/project-status/project-status.controller';
import { ListProjectsController } from './queries/list-projects/list-projects.controller';
import { GetProjectHandler, ListProjectsHandler } from './queries/list-projects/list-projects.handler';
import { EnvironmentFacts } from './facts/environment.facts';
import { DefaultStrategyFacts } from './facts/default-strategy.facts';
import { SetDefaultStrategyController } from './commands/set-default-strategy/set-default-strategy.controller';
import { SetDefaultStrategyHandler } from './commands/set-default-strategy/set-default-strategy.handler';
import { ProjectFacts } from './facts/project.facts';

@Module({
  controllers: [
    ProjectOverviewController,
    ProjectStatusController,
    ListProjectsController,
    ManageProjectController,
    ListEnvironmentsController,
    ManageEnvironmentController,
    SetDefaultStrategyController,
  ],
  providers: [
    ProjectFacts,
    EnvironmentFacts,
    DefaultStrategyFacts,
    SetDefaultStrategyHandler,
    GetProjectOverviewHandler,
    GetProjectStatusHandler,
    ListProjectEnvironmentsHandler,
    DefaultSetup,
    ManageProjectHandler,
    ManageEnvironmentHandler,
    ListProjectsHandler,
    GetProjectHandler,
    ListEnvironmentsHandler,
    GetEnvironmentHandler,
  ],
  exports: [DefaultSetup],
})
export class ProjectsModule implements OnApplicationBootstrap {
  constructor(private readonly setup: DefaultSetup) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.setup.ensure();
  }
}

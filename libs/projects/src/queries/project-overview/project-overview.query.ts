import { Query } from '@nestjs/cqrs';
import { type ProjectOverview } from './project-overview.response';

export type { ProjectStats } from './project-overview.response';

export class GetProjectOverviewQuery extends Query<ProjectOverview | null> {
  constructor(
    readonly project: string,
    readonly userKey: string,
  ) {
    super();
  }
}

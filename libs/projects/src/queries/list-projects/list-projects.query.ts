import { Query } from '@nestjs/cqrs';
import type { ProjectView } from './list-projects.response';

export type { ProjectOwner, ProjectView } from './list-projects.response';

/** `userKey`: the caller (actorKey), for `favorite`. */
export class ListProjectsQuery extends Query<{ version: 1; projects: ProjectView[] }> {
  constructor(
    readonly archived: boolean,
    readonly userKey: string | null = null,
  ) {
    super();
  }
}

export class GetProjectQuery extends Query<ProjectView | null> {
  constructor(
    readonly id: string,
    readonly userKey: string | null = null,
  ) {
    super();
  }
}

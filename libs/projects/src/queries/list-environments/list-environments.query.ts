import { Query } from '@nestjs/cqrs';
import { type EnvironmentView, type ProjectEnvironmentView } from './list-environments.response';

export type { EnvironmentView, ProjectEnvironmentView } from './list-environments.response';

export class ListProjectEnvironmentsQuery extends Query<{ version: 1; environments: ProjectEnvironmentView[] } | null> {
  constructor(readonly project: string) {
    super();
  }
}

export class ListEnvironmentsQuery extends Query<{ version: 1; environments: EnvironmentView[] }> {}

export class GetEnvironmentQuery extends Query<EnvironmentView | null> {
  constructor(readonly name: string) {
    super();
  }
}

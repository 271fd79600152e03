import { Query } from '@nestjs/cqrs';

export interface ProjectView {
  id: string;
  name: string;
  description: string | null;
  mode: string;
  defaultStickiness: string;
  health: number;
  featureCount: number;
  memberCount: number;
  createdAt: string;
  archivedAt: string | null;
  environments: { environment: string }[];
}

export class ListProjectsQuery extends Query<{ version: 1; projects: ProjectView[] }> {
  constructor(readonly archived: boolean) {
    super();
  }
}

export class GetProjectQuery extends Query<ProjectView | null> {
  constructor(readonly id: string) {
    super();
  }
}

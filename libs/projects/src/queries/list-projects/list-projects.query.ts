import { Query } from '@nestjs/cqrs';

export type ProjectOwner = { ownerType: 'user'; name: string; email: string | null; imageUrl: string } | { ownerType: 'group'; name: string } | { ownerType: 'system' };

/** A project as Unleash's project list shows it (projectSchema), plus its environments. */
export interface ProjectView {
  id: string;
  name: string;
  description: string | null;
  mode: string;
  defaultStickiness: string;
  health: number;
  technicalDebt: number;
  featureCount: number;
  staleFeatureCount: number;
  potentiallyStaleFeatureCount: number;
  memberCount: number;
  favorite: boolean;
  createdAt: string;
  updatedAt: string | null;
  lastUpdatedAt: string | null;
  lastReportedFlagUsage: string | null;
  archivedAt: string | null;
  owners: ProjectOwner[];
  environments: { environment: string }[];
}

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

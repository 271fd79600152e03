import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetProjectQuery, ListProjectsQuery, type ProjectView } from './list-projects.query';

interface Row {
  id: string;
  name: string;
  description: string | null;
  mode: string;
  default_stickiness: string;
  created_at: Date;
  archived_at: Date | null;
  feature_count: number;
  stale_count: number;
  member_count: number;
  environments: string[];
}

const SELECT = `
  SELECT p.*, count(f.name) FILTER (WHERE f.archived_at IS NULL)::int AS feature_count,
         count(f.name) FILTER (WHERE f.archived_at IS NULL AND f.stale)::int AS stale_count,
         -- Members as the personal dashboard counts them: distinct users holding a project role, directly or through a group.
         (SELECT count(DISTINCT m.user_id)::int FROM (
            SELECT subject_id AS user_id FROM rm_project_access WHERE project = p.id AND subject_kind = 'user'
            UNION ALL SELECT gu.user_id FROM rm_project_access pa JOIN rm_group_users gu ON gu.group_id = pa.subject_id
                       WHERE pa.project = p.id AND pa.subject_kind = 'group') m) AS member_count,
         coalesce((SELECT array_agg(pe.environment ORDER BY e.sort_order, pe.environment) FROM rm_project_environments pe
                    JOIN rm_environments e ON e.name = pe.environment WHERE pe.project = p.id), '{}') AS environments
    FROM rm_projects p LEFT JOIN rm_features f ON f.project = p.id`;

function toView(r: Row): ProjectView {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    mode: r.mode,
    defaultStickiness: r.default_stickiness,
    health: r.feature_count === 0 ? 100 : Math.round((100 * (r.feature_count - r.stale_count)) / r.feature_count),
    featureCount: r.feature_count,
    memberCount: r.member_count,
    createdAt: r.created_at.toISOString(),
    archivedAt: r.archived_at ? r.archived_at.toISOString() : null,
    environments: r.environments.map((environment) => ({ environment })),
  };
}

@QueryHandler(ListProjectsQuery)
export class ListProjectsHandler implements IQueryHandler<ListProjectsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ archived }: ListProjectsQuery) {
    const rows = (await this.dataSource.query(`${SELECT} WHERE (p.archived_at IS NOT NULL) = $1 GROUP BY p.id ORDER BY p.name, p.id`, [archived])) as Row[];
    return { version: 1 as const, projects: rows.map(toView) };
  }
}

@QueryHandler(GetProjectQuery)
export class GetProjectHandler implements IQueryHandler<GetProjectQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ id }: GetProjectQuery): Promise<ProjectView | null> {
    const rows = (await this.dataSource.query(`${SELECT} WHERE p.id = $1 GROUP BY p.id`, [id])) as Row[];
    return rows[0] ? toView(rows[0]) : null;
  }
}

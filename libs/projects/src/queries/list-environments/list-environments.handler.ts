import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ProjectFacts } from '../../facts/project.facts';
import { type EnvironmentView, type ProjectEnvironmentView } from './list-environments.response';
import { GetEnvironmentQuery, ListEnvironmentsQuery, ListProjectEnvironmentsQuery } from './list-environments.query';

const SELECT = `SELECT e.*, (SELECT count(*)::int FROM rm_project_environments pe WHERE pe.environment = e.name) AS project_count FROM rm_environments e`;

type Row = { name: string; type: string; enabled: boolean; protected: boolean; sort_order: number; project_count: number };

const toView = (r: Row): EnvironmentView => ({
  name: r.name,
  type: r.type,
  enabled: r.enabled,
  protected: r.protected,
  sortOrder: r.sort_order,
  projectCount: r.project_count,
  requiredApprovals: null,
});

/** Tokens counted for a project: those of the environment granted the project or every project; enabled flags of the project there. */
const PROJECT_SQL = `SELECT e.name, e.type, e.enabled, e.protected, e.sort_order AS "sortOrder",
    (SELECT c.required_approvals FROM rm_change_request_config c WHERE c.project = $1 AND c.environment = e.name AND c.enabled) AS "requiredApprovals",
    (SELECT count(*)::int FROM rm_api_tokens t WHERE t.environment = e.name AND ($1 = ANY(t.projects) OR '*' = ANY(t.projects))) AS "projectApiTokenCount",
    (SELECT count(*)::int FROM rm_feature_environments fe JOIN rm_features f ON f.name = fe.feature_name WHERE fe.environment = e.name AND fe.enabled AND f.project = $1) AS "projectEnabledToggleCount",
    EXISTS (SELECT 1 FROM rm_project_environments pe WHERE pe.project = $1 AND pe.environment = e.name) AS visible
  FROM rm_environments e ORDER BY e.sort_order, e.name`;

@QueryHandler(ListProjectEnvironmentsQuery)
export class ListProjectEnvironmentsHandler implements IQueryHandler<ListProjectEnvironmentsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projects: ProjectFacts,
  ) {}

  async execute({ project }: ListProjectEnvironmentsQuery) {
    if (!(await this.projects.isKnown(project))) return null;
    return { version: 1 as const, environments: (await this.dataSource.query(PROJECT_SQL, [project])) as ProjectEnvironmentView[] };
  }
}

@QueryHandler(ListEnvironmentsQuery)
export class ListEnvironmentsHandler implements IQueryHandler<ListEnvironmentsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute() {
    const rows = (await this.dataSource.query(`${SELECT} ORDER BY e.sort_order, e.name`)) as Row[];
    return { version: 1 as const, environments: rows.map(toView) };
  }
}

@QueryHandler(GetEnvironmentQuery)
export class GetEnvironmentHandler implements IQueryHandler<GetEnvironmentQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ name }: GetEnvironmentQuery) {
    const rows = (await this.dataSource.query(`${SELECT} WHERE e.name = $1`, [name])) as Row[];
    return rows[0] ? toView(rows[0]) : null;
  }
}

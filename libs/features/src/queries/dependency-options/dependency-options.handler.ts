import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetParentOptionsQuery, GetParentVariantsQuery, ProjectHasDependenciesQuery } from './dependency-options.query';

@QueryHandler(GetParentVariantsQuery)
export class GetParentVariantsHandler implements IQueryHandler<GetParentVariantsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project, parent }: GetParentVariantsQuery): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT v.value->>'name' AS name
         FROM rm_feature_strategies s CROSS JOIN LATERAL jsonb_array_elements(s.variants) WITH ORDINALITY AS v(value, n)
        WHERE s.feature_name = $2 AND EXISTS (SELECT 1 FROM rm_features f WHERE f.name = $2 AND f.project = $1)
          AND jsonb_typeof(v.value->'name') = 'string'
        GROUP BY 1 ORDER BY min(s.created_seq), min(v.n), 1`,
      [project, parent],
    )) as { name: string }[];
    return rows.map((r) => r.name);
  }
}

@QueryHandler(GetParentOptionsQuery)
export class GetParentOptionsHandler implements IQueryHandler<GetParentOptionsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project, child }: GetParentOptionsQuery): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT f.name FROM rm_features f
        WHERE f.project = $1 AND f.name <> $2 AND f.archived_at IS NULL
          AND EXISTS (SELECT 1 FROM rm_features c WHERE c.name = $2 AND c.project = $1)
          AND NOT EXISTS (SELECT 1 FROM rm_feature_dependencies d WHERE d.child = f.name)
        ORDER BY f.name`,
      [project, child],
    )) as { name: string }[];
    return rows.map((r) => r.name);
  }
}

@QueryHandler(ProjectHasDependenciesQuery)
export class ProjectHasDependenciesHandler implements IQueryHandler<ProjectHasDependenciesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project }: ProjectHasDependenciesQuery): Promise<boolean | null> {
    const rows = (await this.dataSource.query(
      'SELECT EXISTS (SELECT 1 FROM rm_feature_dependencies d JOIN rm_features f ON f.name = d.child WHERE f.project = $1) AS present FROM rm_projects WHERE id = $1',
      [project],
    )) as { present: boolean }[];
    return rows.length === 0 ? null : rows[0].present;
  }
}

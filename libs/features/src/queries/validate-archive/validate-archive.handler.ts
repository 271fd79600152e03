import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ValidateArchiveAnswer, ValidateArchiveQuery } from './validate-archive.query';

@QueryHandler(ValidateArchiveQuery)
export class ValidateArchiveHandler implements IQueryHandler<ValidateArchiveQuery> {
  constructor(private readonly dataSource: DataSource) {}

  /** null: no such project. */
  async execute({ project, features }: ValidateArchiveQuery): Promise<ValidateArchiveAnswer | null> {
    const [row] = (await this.dataSource.query(
      `WITH listed AS (SELECT name FROM rm_features WHERE project = $1 AND name = ANY($2::text[]) AND archived_at IS NULL)
       SELECT coalesce((SELECT array_agg(DISTINCT d.parent ORDER BY d.parent) FROM rm_feature_dependencies d
                         WHERE d.parent IN (SELECT name FROM listed) AND d.child NOT IN (SELECT name FROM listed)), '{}') AS parents,
              EXISTS (SELECT 1 FROM rm_feature_dependencies d WHERE d.child IN (SELECT name FROM listed)) AS has_dependencies
       FROM rm_projects WHERE id = $1`,
      [project, features],
    )) as { parents: string[]; has_dependencies: boolean }[];
    if (!row) return null;
    return { parentsWithChildFeatures: row.parents, hasDeletedDependencies: row.has_dependencies };
  }
}

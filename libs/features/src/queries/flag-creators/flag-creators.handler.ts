import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FlagCreator, GetFlagCreatorsQuery } from './flag-creators.query';

const CREATORS_SQL = `
  WITH ids AS (
    SELECT DISTINCT ON (f.created_by_id) f.created_by_id AS id, f.created_by_name AS recorded
      FROM rm_features f
     WHERE f.created_by_id IS NOT NULL AND ($1::text IS NULL OR f.project = $1)
     ORDER BY f.created_by_id, f.created_at DESC)
  SELECT ids.id, coalesce(u.name, u.username, u.email, ids.recorded) AS name, count(*) OVER ()::int AS total
    FROM ids LEFT JOIN rm_users u ON u.id = ids.id
   WHERE coalesce(u.name, u.username, u.email, ids.recorded) IS NOT NULL
   ORDER BY ids.id
   LIMIT $2 OFFSET $3`;

@QueryHandler(GetFlagCreatorsQuery)
export class GetFlagCreatorsHandler implements IQueryHandler<GetFlagCreatorsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ project, limit, offset }: GetFlagCreatorsQuery): Promise<{ creators: FlagCreator[]; total: number }> {
    const rows = (await this.dataSource.query(CREATORS_SQL, [project, limit, offset])) as { id: number; name: string; total: number }[];
    let total = rows[0]?.total ?? 0;
    // A page past the end has no row to carry the count.
    if (rows.length === 0 && offset > 0) total = (await this.execute(new GetFlagCreatorsQuery(project, null, 0))).total;
    return { creators: rows.map((r) => ({ id: Number(r.id), name: String(r.name) })), total };
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetLifecycleCountQuery, LifecycleCount } from './lifecycle-count.query';

@QueryHandler(GetLifecycleCountQuery)
export class GetLifecycleCountHandler implements IQueryHandler<GetLifecycleCountQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<LifecycleCount> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE archived_at IS NULL AND lifecycle_stage = 'initial')::int AS initial,
              count(*) FILTER (WHERE archived_at IS NULL AND lifecycle_stage = 'pre-live')::int AS pre_live,
              count(*) FILTER (WHERE archived_at IS NULL AND lifecycle_stage = 'live')::int AS live,
              count(*) FILTER (WHERE archived_at IS NULL AND lifecycle_stage = 'completed')::int AS completed,
              count(*) FILTER (WHERE archived_at IS NOT NULL)::int AS archived
         FROM rm_features`,
    )) as { initial: number; pre_live: number; live: number; completed: number; archived: number }[];
    return { initial: row.initial, preLive: row.pre_live, live: row.live, completed: row.completed, archived: row.archived };
  }
}

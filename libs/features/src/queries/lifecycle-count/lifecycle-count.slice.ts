import { Controller, Get } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Access, ApiDoc, integer, named, object, type Infer } from '@pennant/platform';

const count = integer({ min: 0 });

/** Unleash's featureLifecycleCountSchema. */
const lifecycleCountAnswer = named(
  'featureLifecycleCountSchema',
  object({ initial: count, preLive: count, live: count, completed: count, archived: count }, { strict: true }),
);

export type LifecycleCount = Infer<typeof lifecycleCountAnswer>;

/** How many flags are in each lifecycle stage now (archived flags in `archived`). */
export class GetLifecycleCountQuery extends Query<LifecycleCount> {}

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

@Controller('api/admin/lifecycle/count')
export class LifecycleCountController {
  constructor(private readonly queries: QueryBus) {}

  /** → `{initial, preLive, live, completed, archived}` (the flags overview's lifecycle filter). */
  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'How many flags are in each lifecycle stage', tag: 'Features', response: lifecycleCountAnswer })
  count(): Promise<LifecycleCount> {
    return this.queries.execute(new GetLifecycleCountQuery());
  }
}

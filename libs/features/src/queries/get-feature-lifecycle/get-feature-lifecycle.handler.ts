import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetFeatureLifecycleQuery, type LifecycleStageResponse } from './get-feature-lifecycle.query';
import { FeatureFacts } from '../../facts/feature.facts';

const STAGE_ORDER = `array_position(ARRAY['initial', 'pre-live', 'live', 'completed', 'archived'], l.stage)`;

@QueryHandler(GetFeatureLifecycleQuery)
export class GetFeatureLifecycleHandler implements IQueryHandler<GetFeatureLifecycleQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly features: FeatureFacts,
  ) {}

  async execute(query: GetFeatureLifecycleQuery): Promise<LifecycleStageResponse[] | null> {
    if (!(await this.features.inProject(query.name, query.project))) return null;
    const rows = (await this.dataSource.query(
      `SELECT l.stage, l.status, l.entered_at FROM rm_feature_lifecycle l WHERE l.feature = $1 ORDER BY l.entered_at, ${STAGE_ORDER}`,
      [query.name],
    )) as {
      stage: string;
      status: string | null;
      entered_at: Date;
    }[];
    return rows.map((r) => ({
      stage: r.stage,
      ...(r.status !== null ? { status: r.status } : {}),
      enteredStageAt: r.entered_at.toISOString(),
    }));
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DefaultStrategyFacts, type DefaultStrategyUser } from '@pennant/projects';
import { SegmentNameExistsError } from '../../domain/segment.errors';
import {
  GetSegmentDefaultStrategiesQuery,
  GetSegmentStrategiesQuery,
  SegmentStrategy,
  ValidateSegmentNameQuery,
} from './segment-usage.query';

@QueryHandler(GetSegmentStrategiesQuery)
export class GetSegmentStrategiesHandler implements IQueryHandler<GetSegmentStrategiesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ id }: GetSegmentStrategiesQuery): Promise<SegmentStrategy[]> {
    return this.dataSource.query(
      `SELECT s.id, f.project AS "projectId", s.feature_name AS "featureName", s.name AS "strategyName", s.environment
         FROM rm_feature_strategies s JOIN rm_features f ON f.name = s.feature_name
        WHERE f.archived_at IS NULL AND s.segments @> ARRAY[$1::int]
        ORDER BY f.project, s.feature_name, s.environment, s.sort_order, s.id`,
      [id],
    ) as Promise<SegmentStrategy[]>;
  }
}

@QueryHandler(GetSegmentDefaultStrategiesQuery)
export class GetSegmentDefaultStrategiesHandler implements IQueryHandler<GetSegmentDefaultStrategiesQuery> {
  constructor(private readonly defaults: DefaultStrategyFacts) {}

  execute({ id }: GetSegmentDefaultStrategiesQuery): Promise<DefaultStrategyUser[]> {
    return this.defaults.usingSegment(id);
  }
}

@QueryHandler(ValidateSegmentNameQuery)
export class ValidateSegmentNameHandler implements IQueryHandler<ValidateSegmentNameQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ name }: ValidateSegmentNameQuery): Promise<void> {
    const rows = (await this.dataSource.query('SELECT 1 FROM rm_segments WHERE name = $1', [name])) as unknown[];
    if (rows.length > 0) throw new SegmentNameExistsError(name);
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetContextFieldStrategiesQuery, StrategyUse } from './context-field-strategies.query';

@QueryHandler(GetContextFieldStrategiesQuery)
export class GetContextFieldStrategiesHandler implements IQueryHandler<GetContextFieldStrategiesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ name }: GetContextFieldStrategiesQuery): Promise<StrategyUse[]> {
    return this.dataSource.query(
      `SELECT s.id, f.project AS "projectId", s.feature_name AS "featureName", s.name AS "strategyName", s.environment
         FROM rm_feature_strategies s JOIN rm_features f ON f.name = s.feature_name
        WHERE f.archived_at IS NULL AND EXISTS (SELECT 1 FROM jsonb_array_elements(s.constraints) c WHERE c->>'contextName' = $1)
        ORDER BY f.project, s.feature_name, s.environment, s.sort_order, s.id`,
      [name],
    ) as Promise<StrategyUse[]>;
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { STRATEGIES_JSON, toStrategyResponse, type StrategyRowSql } from '../strategy.response';
import { GetStrategiesQuery, type FeatureStrategies } from './get-strategies.query';

@QueryHandler(GetStrategiesQuery)
export class GetStrategiesHandler implements IQueryHandler<GetStrategiesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: GetStrategiesQuery): Promise<FeatureStrategies | null> {
    const rows = (await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM rm_project_environments pe WHERE pe.project = f.project AND pe.environment = $3) AS environment_in_project,
              ${STRATEGIES_JSON.replace('env_name', '$3')} AS strategies
         FROM rm_features f WHERE f.name = $1 AND f.project = $2 AND f.archived_at IS NULL`,
      [query.name, query.project, query.environment],
    )) as { environment_in_project: boolean; strategies: StrategyRowSql[] }[];
    const row = rows[0];
    if (!row) return null;
    const strategies = row.strategies.filter((s) => query.strategyId === undefined || s.id === query.strategyId).map(toStrategyResponse);
    return { environmentInProject: row.environment_in_project, strategies };
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { SafeguardRuleData } from '@pennant/events';
import { NotFoundError } from '@pennant/platform';
import { describeRule, type SafeguardRule } from '../../model/safeguard-rule';
import { GetSafeguardsQuery } from './get-safeguards.query';
import type { EvaluationOutcome, SafeguardResponse } from './get-safeguards.response';

interface Row {
  id: string;
  environment: string;
  rule: SafeguardRuleData;
  updated_at: Date;
  updated_by: string;
  evaluated_at: Date | null;
  window_from: Date | null;
  observed: number | null;
  outcome: EvaluationOutcome | null;
  fired_at: Date | null;
  fired_observed: number | null;
}

@QueryHandler(GetSafeguardsQuery)
export class GetSafeguardsHandler implements IQueryHandler<GetSafeguardsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: GetSafeguardsQuery): Promise<SafeguardResponse[]> {
    const known = (await this.dataSource.query('SELECT 1 FROM rm_features WHERE name = $1 AND project = $2', [
      query.featureName,
      query.project,
    ])) as unknown[];
    if (known.length === 0) throw new NotFoundError(`Could not find a feature named "${query.featureName}" in project "${query.project}".`);
    const rows = (await this.dataSource.query(
      `SELECT s.id, s.environment, s.rule, s.updated_at, s.updated_by, e.evaluated_at, e.window_from, e.observed, e.outcome,
              e.fired_at, e.fired_observed
         FROM rm_safeguards s LEFT JOIN safeguard_evaluations e ON e.id = s.id
        WHERE s.feature_name = $1 AND s.project = $2 AND ($3::text IS NULL OR s.environment = $3)
        ORDER BY s.environment`,
      [query.featureName, query.project, query.environment ?? null],
    )) as Row[];
    return rows.map(toResponse);
  }
}

function toResponse(row: Row): SafeguardResponse {
  const rule = row.rule as SafeguardRule;
  return {
    id: row.id,
    environment: row.environment,
    metric: rule.metric,
    aggregation: rule.aggregation,
    windowMinutes: rule.windowMinutes,
    comparison: rule.comparison,
    threshold: rule.threshold,
    labels: rule.labels,
    appName: rule.appName,
    enabled: rule.enabled,
    description: describeRule(rule),
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
    lastEvaluation:
      row.evaluated_at && row.window_from && row.outcome
        ? { at: row.evaluated_at.toISOString(), windowFrom: row.window_from.toISOString(), observed: row.observed, outcome: row.outcome }
        : null,
    lastFired: row.fired_at && row.fired_observed !== null ? { at: row.fired_at.toISOString(), observed: row.fired_observed } : null,
  };
}

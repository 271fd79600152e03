import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { StrategyDefinitionData, StrategyParameterDefinition } from '@pennant/events';
import { BUILT_IN_STRATEGIES } from '../../model/built-in-strategies';
import type { StrategyDefinitionResponse } from '../strategy-definition.response';
import { GetStrategyDefinitionsQuery } from './get-strategy-definitions.query';

interface StrategyRowSql {
  name: string;
  title: string | null;
  description: string;
  editable: boolean;
  deprecated: boolean;
  parameters: StrategyParameterDefinition[];
}

const toResponse = (s: StrategyDefinitionData): StrategyDefinitionResponse => ({
  title: s.title,
  name: s.name,
  displayName: s.title,
  description: s.description,
  editable: s.editable,
  deprecated: s.deprecated,
  parameters: s.parameters,
});

/** Built-in strategies are listed unless a row (their deprecation or reactivation) replaces them (ADR 0020). */
@QueryHandler(GetStrategyDefinitionsQuery)
export class GetStrategyDefinitionsHandler implements IQueryHandler<GetStrategyDefinitionsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: GetStrategyDefinitionsQuery): Promise<StrategyDefinitionResponse[]> {
    const name = query.name ?? null;
    const rows = (await this.dataSource.query(
      'SELECT name, title, description, editable, deprecated, parameters FROM rm_strategy_definitions WHERE ($1::text IS NULL OR name = $1) ORDER BY name',
      [name],
    )) as StrategyRowSql[];
    const builtIn = BUILT_IN_STRATEGIES.filter((s) => name === null || s.name === name).map(
      (s) => rows.find((r) => r.name === s.name) ?? s,
    );
    const custom = rows.filter((r) => !BUILT_IN_STRATEGIES.some((s) => s.name === r.name));
    return [...builtIn, ...custom].map(toResponse);
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ContextFieldData, ContextFieldLegalValue } from '@pennant/events';
import { BUILT_IN_CONTEXT_FIELDS } from '../../model/built-in-context-fields';
import type { ContextFieldResponse } from '../context-field.response';
import { GetContextFieldsQuery } from './get-context-fields.query';

interface FieldRowSql {
  name: string;
  description: string;
  legal_values: ContextFieldLegalValue[];
  stickiness: boolean;
  sort_order: number;
  created_at: Date | null;
}

/** Constraints of active flags' strategies, counted per context name. */
const USAGE_SQL = `SELECT c->>'contextName' AS name, count(DISTINCT s.feature_name)::int AS features, count(DISTINCT f.project)::int AS projects
  FROM rm_feature_strategies s JOIN rm_features f ON f.name = s.feature_name CROSS JOIN LATERAL jsonb_array_elements(s.constraints) c
  WHERE f.archived_at IS NULL AND ($1::text IS NULL OR c->>'contextName' = $1) GROUP BY 1`;

/** Built-in fields are listed unless a row (an update of them) replaces them (ADR 0020). */
@QueryHandler(GetContextFieldsQuery)
export class GetContextFieldsHandler implements IQueryHandler<GetContextFieldsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: GetContextFieldsQuery): Promise<ContextFieldResponse[]> {
    const name = query.name ?? null;
    const rows = (await this.dataSource.query(
      'SELECT name, description, legal_values, stickiness, sort_order, created_at FROM rm_context_fields WHERE ($1::text IS NULL OR name = $1)',
      [name],
    )) as FieldRowSql[];
    const usage = (await this.dataSource.query(USAGE_SQL, [name])) as { name: string; features: number; projects: number }[];
    // Built-in fields date from the installation: its first event.
    const [first] = (await this.dataSource.query('SELECT created_at FROM rm_event_log ORDER BY id LIMIT 1')) as { created_at: Date }[];
    const installedAt = first ? first.created_at.toISOString() : null;
    const stored: ContextFieldData[] = rows.map((r) => ({
      name: r.name,
      description: r.description,
      legalValues: r.legal_values,
      stickiness: r.stickiness,
      sortOrder: r.sort_order,
      createdAt: r.created_at ? r.created_at.toISOString() : null,
    }));
    const builtIn = BUILT_IN_CONTEXT_FIELDS.filter((f) => (name === null || f.name === name) && !stored.some((s) => s.name === f.name));
    return [...builtIn, ...stored]
      .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
      .map((f) => {
        const used = usage.find((u) => u.name === f.name);
        return {
          name: f.name,
          description: f.description,
          stickiness: f.stickiness,
          sortOrder: f.sortOrder,
          createdAt: f.createdAt ?? installedAt,
          usedInFeatures: used?.features ?? 0,
          usedInProjects: used?.projects ?? 0,
          legalValues: f.legalValues,
        };
      });
  }
}

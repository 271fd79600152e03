import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ActionSetFilter } from '@pennant/events';
import { ProjectNotFoundError } from '../../domain/action-set.errors';
import type { StoredAction } from '../../projections/action-sets.projection';
import type { ActionSetResponse } from './get-action-sets.response';
import { GetActionSetsQuery } from './get-action-sets.query';
import { ProjectFacts } from '@pennant/projects';

interface ActionSetRowSql {
  project: string;
  id: number;
  name: string;
  description: string | null;
  enabled: boolean;
  actor_id: number;
  source_id: number;
  filters: Record<string, ActionSetFilter>;
  actions: StoredAction[];
  created_at: Date;
  created_by_user_id: number | null;
}

@QueryHandler(GetActionSetsQuery)
export class GetActionSetsHandler implements IQueryHandler<GetActionSetsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projects: ProjectFacts,
  ) {}

  async execute(query: GetActionSetsQuery): Promise<ActionSetResponse[]> {
    if (!(await this.projects.isKnown(query.project))) throw new ProjectNotFoundError(query.project);
    const rows = (await this.dataSource.query(
      `SELECT * FROM rm_action_sets WHERE project = $1 AND ($2::integer IS NULL OR id = $2) ORDER BY id`,
      [query.project, query.id],
    )) as ActionSetRowSql[];
    return rows.map(toActionSetResponse);
  }
}

export function toActionSetResponse(row: ActionSetRowSql): ActionSetResponse {
  return {
    id: row.id,
    enabled: row.enabled,
    name: row.name,
    description: row.description,
    project: row.project,
    actorId: row.actor_id,
    match: { source: 'signal-endpoint', sourceId: row.source_id, payload: row.filters },
    actions: [...row.actions]
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((a) => ({
        id: a.id,
        action: a.action,
        sortOrder: a.sortOrder,
        executionParams: a.executionParams,
        createdAt: a.createdAt,
        createdByUserId: a.createdByUserId,
      })),
    createdAt: row.created_at.toISOString(),
    createdByUserId: row.created_by_user_id,
  };
}

export type { ActionSetRowSql };

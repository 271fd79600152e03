import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { JsonValue } from '@pennant/events';
import { ActionSetNotFoundError } from '../../domain/action-set.errors';
import { GetActionSetEventsQuery, type ActionSetEventResponse } from './get-action-set-events.query';

interface EventRowSql {
  id: string;
  action_set_id: number;
  signal_id: string;
  created_at: Date;
  state: ActionSetEventResponse['state'];
  action_set: ActionSetEventResponse['actionSet'];
  s_id: string | null;
  s_source: string | null;
  s_source_id: number | null;
  s_token_id: number | null;
  s_payload: JsonValue;
  s_created_at: Date | null;
}

@QueryHandler(GetActionSetEventsQuery)
export class GetActionSetEventsHandler implements IQueryHandler<GetActionSetEventsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: GetActionSetEventsQuery): Promise<ActionSetEventResponse[]> {
    const exists = (await this.dataSource.query('SELECT 1 FROM rm_action_sets WHERE project = $1 AND id = $2', [
      query.project,
      query.id,
    ])) as unknown[];
    if (exists.length === 0) throw new ActionSetNotFoundError(query.project, query.id);
    const rows = (await this.dataSource.query(
      `SELECT e.id, e.action_set_id, e.signal_id, e.created_at, e.state, e.action_set,
              s.id AS s_id, s.source AS s_source, s.source_id AS s_source_id, s.created_by_source_token_id AS s_token_id,
              s.payload AS s_payload, s.created_at AS s_created_at
         FROM action_set_events e LEFT JOIN signals s ON s.id = e.signal_id
        WHERE e.project = $1 AND e.action_set_id = $2
        ORDER BY e.id DESC LIMIT $3 OFFSET $4`,
      [query.project, query.id, query.limit, query.offset],
    )) as EventRowSql[];
    return rows.map((r) => ({
      id: Number(r.id),
      actionSetId: r.action_set_id,
      signalId: Number(r.signal_id),
      createdAt: r.created_at.toISOString(),
      state: r.state,
      signal:
        r.s_id === null || r.s_created_at === null
          ? null
          : {
              id: Number(r.s_id),
              source: r.s_source ?? 'signal-endpoint',
              sourceId: r.s_source_id ?? 0,
              createdBySourceTokenId: r.s_token_id,
              payload: r.s_payload,
              createdAt: r.s_created_at.toISOString(),
            },
      actionSet: r.action_set,
    }));
  }
}

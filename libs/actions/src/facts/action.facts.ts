import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { toActionSetResponse, type ActionSetRowSql } from '../queries/get-action-sets/get-action-sets.handler';
import type { ActionSetResponse } from '../queries/get-action-sets/get-action-sets.response';

/**
 * What the signal reactor asks about action sets, answered from this lib's read model
 * (rm_action_sets, written by the action-sets projection; ADR 0045).
 */
@Injectable()
export class ActionFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** The enabled action sets listening to the source (a signal endpoint), by project and id. */
  async enabledSetsListeningTo(source: string, sourceId: number): Promise<ActionSetResponse[]> {
    const rows = (await this.dataSource.query(
      'SELECT * FROM rm_action_sets WHERE source = $1 AND source_id = $2 AND enabled ORDER BY project, id',
      [source, sourceId],
    )) as ActionSetRowSql[];
    return rows.map(toActionSetResponse);
  }

  /** The service account an action set acts as; null when the project has no such set. */
  async actorOf(project: string, id: number): Promise<number | null> {
    const rows = (await this.dataSource.query('SELECT actor_id FROM rm_action_sets WHERE project = $1 AND id = $2', [project, id])) as {
      actor_id: number;
    }[];
    return rows[0]?.actor_id ?? null;
  }
}

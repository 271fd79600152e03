import { Injectable } from '@nestjs/common';
import { assertNever, type ActionName, type ActionSetData, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';

const HANDLES = ['actions-created', 'actions-updated', 'actions-deleted'] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/** An action as the read model keeps it: the event's fields plus when and by whom it was added. */
export interface StoredAction {
  id: number;
  action: ActionName;
  sortOrder: number;
  executionParams: Record<string, string>;
  createdAt: string;
  createdByUserId: number | null;
}

/** Action sets per project: management reads and the action runner's matching. */
@Injectable()
export class ActionSetsProjection implements Projection {
  readonly name = 'action-sets';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_action_sets'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) await this.applyOne(event, sql);
  }

  private async applyOne(event: Handled, sql: SqlExecutor): Promise<void> {
    const at = event.createdAt;
    const by = event.metadata.actor.id;
    switch (event.type) {
      case 'actions-created': {
        const d = event.data.data;
        await this.upsert(d, stored(d, [], at, by), at, by, sql);
        return;
      }
      case 'actions-updated': {
        const d = event.data.data;
        const rows = await sql.query<{ actions: StoredAction[]; created_at: Date; created_by_user_id: number | null }>(
          'SELECT actions, created_at, created_by_user_id FROM rm_action_sets WHERE project = $1 AND id = $2',
          [d.project, d.id],
        );
        const previous = rows[0];
        await this.upsert(
          d,
          stored(d, previous?.actions ?? [], at, by),
          previous?.created_at ?? at,
          previous ? previous.created_by_user_id : by,
          sql,
        );
        return;
      }
      case 'actions-deleted':
        await sql.query('DELETE FROM rm_action_sets WHERE project = $1 AND id = $2', [event.data.preData.project, event.data.preData.id]);
        return;
      default:
        return assertNever(event);
    }
  }

  private async upsert(
    d: ActionSetData,
    actions: StoredAction[],
    createdAt: Date,
    createdBy: number | null,
    sql: SqlExecutor,
  ): Promise<void> {
    await sql.query(
      `INSERT INTO rm_action_sets (project, id, name, description, enabled, actor_id, source, source_id, filters, actions, created_at, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12)
       ON CONFLICT (project, id) DO UPDATE SET name = excluded.name, description = excluded.description, enabled = excluded.enabled,
         actor_id = excluded.actor_id, source = excluded.source, source_id = excluded.source_id, filters = excluded.filters,
         actions = excluded.actions, created_at = excluded.created_at, created_by_user_id = excluded.created_by_user_id`,
      [
        d.project,
        d.id,
        d.name,
        d.description,
        d.enabled,
        d.actorId,
        d.match.source,
        d.match.sourceId,
        JSON.stringify(d.match.payload),
        JSON.stringify(actions),
        createdAt,
        createdBy,
      ],
    );
  }
}

/** Actions kept from the previous version (same id) keep their creation time and author. */
function stored(d: ActionSetData, previous: readonly StoredAction[], at: Date, by: number): StoredAction[] {
  return d.actions.map((a) => {
    const before = previous.find((p) => p.id === a.id);
    return { ...a, createdAt: before?.createdAt ?? at.toISOString(), createdByUserId: before ? before.createdByUserId : by };
  });
}

import { Injectable } from '@nestjs/common';
import { assertNever, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';
import { isStrategyDefinitionStream } from '../domain/strategy-definition.decider';

const HANDLES = [
  'strategy-created',
  'strategy-updated',
  'strategy-deleted',
  'strategy-deprecated',
  'strategy-reactivated',
] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/**
 * The strategy definitions behind GET /api/admin/strategies (rm_strategy_definitions); a built-in
 * strategy is a row only once deprecated or reactivated. Only events of definition streams are
 * read (`isStrategyDefinitionStream`): the projection runtime's own tests append placeholder
 * `strategy-*` events elsewhere.
 */
@Injectable()
export class StrategyDefinitionsProjection implements Projection {
  readonly name = 'strategy-definitions';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_strategy_definitions'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) if (isStrategyDefinitionStream(event.streamId)) await this.applyOne(event, sql);
  }

  private async applyOne(event: Handled, sql: SqlExecutor): Promise<void> {
    switch (event.type) {
      case 'strategy-created':
      case 'strategy-updated':
      case 'strategy-deprecated':
      case 'strategy-reactivated': {
        const s = event.data.data;
        await sql.query(
          `INSERT INTO rm_strategy_definitions (name, title, description, editable, deprecated, parameters) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
           ON CONFLICT (name) DO UPDATE SET title = excluded.title, description = excluded.description, editable = excluded.editable,
             deprecated = excluded.deprecated, parameters = excluded.parameters`,
          [s.name, s.title, s.description, s.editable, s.deprecated, JSON.stringify(s.parameters)],
        );
        return;
      }
      case 'strategy-deleted':
        await sql.query('DELETE FROM rm_strategy_definitions WHERE name = $1', [event.data.preData.name]);
        return;
      default:
        assertNever(event);
    }
  }
}

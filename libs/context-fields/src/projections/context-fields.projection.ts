import { Injectable } from '@nestjs/common';
import { assertNever, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';

const HANDLES = ['context-field-created', 'context-field-updated', 'context-field-deleted'] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/** The context fields behind GET /api/admin/context (rm_context_fields); built-in fields are rows only once updated. */
@Injectable()
export class ContextFieldsProjection implements Projection {
  readonly name = 'context-fields';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_context_fields'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) await this.applyOne(event, sql);
  }

  private async applyOne(event: Handled, sql: SqlExecutor): Promise<void> {
    switch (event.type) {
      case 'context-field-created':
      case 'context-field-updated': {
        const f = event.data.data;
        await sql.query(
          `INSERT INTO rm_context_fields (name, description, legal_values, stickiness, sort_order, created_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6)
           ON CONFLICT (name) DO UPDATE SET description = excluded.description, legal_values = excluded.legal_values, stickiness = excluded.stickiness,
             sort_order = excluded.sort_order, created_at = excluded.created_at`,
          [f.name, f.description, JSON.stringify(f.legalValues), f.stickiness, f.sortOrder, f.createdAt],
        );
        return;
      }
      case 'context-field-deleted':
        await sql.query('DELETE FROM rm_context_fields WHERE name = $1', [event.data.preData.name]);
        return;
      default:
        assertNever(event);
    }
  }
}

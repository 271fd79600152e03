import { Injectable } from '@nestjs/common';
import { assertNever, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';

const HANDLES = ['segment-created', 'segment-updated', 'segment-deleted'] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/** The segments behind GET /api/admin/segments (rm_segments). */
@Injectable()
export class SegmentsProjection implements Projection {
  readonly name = 'segments';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_segments'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) await this.applyOne(event, sql);
  }

  private async applyOne(event: Handled, sql: SqlExecutor): Promise<void> {
    switch (event.type) {
      case 'segment-created':
      case 'segment-updated': {
        const s = event.data.data;
        await sql.query(
          `INSERT INTO rm_segments (id, name, description, project, constraints, created_by, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
           ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description, project = excluded.project, constraints = excluded.constraints`,
          [s.id, s.name, s.description, s.project, JSON.stringify(s.constraints), s.createdBy, s.createdAt],
        );
        return;
      }
      case 'segment-deleted':
        await sql.query('DELETE FROM rm_segments WHERE id = $1', [event.data.preData.id]);
        return;
      default:
        assertNever(event);
    }
  }
}

import { Injectable } from '@nestjs/common';
import { assertNever, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';
import { colorOf } from '../model/built-in-tag-types';

const HANDLES = [
  'tag-type-created',
  'tag-type-updated',
  'tag-type-deleted',
  'tag-created',
  'tag-deleted',
] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/** The tag registry (GET /api/admin/tag-types and /tags): rm_tag_types, rm_tags. */
@Injectable()
export class TagsProjection implements Projection {
  readonly name = 'tags';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_tag_types', 'rm_tags'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) await this.applyOne(event, sql);
  }

  private async applyOne(event: Handled, sql: SqlExecutor): Promise<void> {
    switch (event.type) {
      case 'tag-type-created':
      case 'tag-type-updated': {
        const t = event.data.data;
        await sql.query(
          'INSERT INTO rm_tag_types (name, description, icon, color) VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO UPDATE SET description = excluded.description, icon = excluded.icon, color = excluded.color',
          [t.name, t.description, t.icon, colorOf(t)],
        );
        return;
      }
      case 'tag-type-deleted':
        await sql.query('DELETE FROM rm_tags WHERE type = $1', [event.data.preData.name]);
        await sql.query('DELETE FROM rm_tag_types WHERE name = $1', [event.data.preData.name]);
        return;
      case 'tag-created':
        await sql.query('INSERT INTO rm_tags (type, value, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
          event.data.data.type,
          event.data.data.value,
          event.createdAt,
        ]);
        return;
      case 'tag-deleted':
        await sql.query('DELETE FROM rm_tags WHERE type = $1 AND value = $2', [event.data.preData.type, event.data.preData.value]);
        return;
      default:
        assertNever(event);
    }
  }
}

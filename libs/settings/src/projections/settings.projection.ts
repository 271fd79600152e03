import { Injectable } from '@nestjs/common';
import { assertNever, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';

const HANDLES = ['setting-created', 'setting-updated', 'setting-deleted'] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/** Stored settings (rm_settings): the latest value per id. */
@Injectable()
export class SettingsProjection implements Projection {
  readonly name = 'settings';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_settings'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) {
      switch (event.type) {
        case 'setting-created':
        case 'setting-updated': {
          const data = event.data.data;
          await sql.query(
            `INSERT INTO rm_settings (id, value, updated_at) VALUES ($1, $2::jsonb, $3)
             ON CONFLICT (id) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
            [data.id, JSON.stringify(data.value), event.createdAt],
          );
          break;
        }
        case 'setting-deleted':
          await sql.query('DELETE FROM rm_settings WHERE id = $1', [event.data.preData.id]);
          break;
        default:
          assertNever(event);
      }
    }
  }
}

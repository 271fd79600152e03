import { Injectable } from '@nestjs/common';
import { assertNever, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';

const HANDLES = ['banner-created', 'banner-updated', 'banner-deleted'] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/** The banners behind GET /api/admin/banners (rm_banners: the banner as logged, by id). */
@Injectable()
export class BannersProjection implements Projection {
  readonly name = 'banners';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_banners'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) {
      switch (event.type) {
        case 'banner-created':
        case 'banner-updated':
          await sql.query('INSERT INTO rm_banners (id, data) VALUES ($1, $2::jsonb) ON CONFLICT (id) DO UPDATE SET data = excluded.data', [
            event.data.data.id,
            JSON.stringify(event.data.data),
          ]);
          break;
        case 'banner-deleted':
          await sql.query('DELETE FROM rm_banners WHERE id = $1', [event.data.preData.id]);
          break;
        default:
          assertNever(event);
      }
    }
  }
}

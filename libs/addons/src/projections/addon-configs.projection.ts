import { Injectable } from '@nestjs/common';
import { assertNever, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';

const HANDLES = ['addon-config-created', 'addon-config-updated', 'addon-config-deleted'] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/** The addon configurations behind GET /api/admin/addons (rm_addon_configs: the config as logged, by id). */
@Injectable()
export class AddonConfigsProjection implements Projection {
  readonly name = 'addon-configs';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_addon_configs'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) {
      switch (event.type) {
        case 'addon-config-created':
        case 'addon-config-updated':
          await sql.query(
            'INSERT INTO rm_addon_configs (id, data) VALUES ($1, $2::jsonb) ON CONFLICT (id) DO UPDATE SET data = excluded.data',
            [event.data.data.id, JSON.stringify(event.data.data)],
          );
          break;
        case 'addon-config-deleted':
          await sql.query('DELETE FROM rm_addon_configs WHERE id = $1', [event.data.preData.id]);
          break;
        default:
          assertNever(event);
      }
    }
  }
}

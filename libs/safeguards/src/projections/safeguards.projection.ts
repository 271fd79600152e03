import { Injectable } from '@nestjs/common';
import { assertNever, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';
import { SAFEGUARD_ID_PREFIX } from '../model/safeguard-rule';

const HANDLES = ['setting-created', 'setting-updated', 'setting-deleted', 'feature-project-change'] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/**
 * The safeguards (rm_safeguards, ADR 0065): the rule per flag and environment, from the settings
 * whose id starts with `safeguard:`; who changed it last and when. A flag's move to another project
 * moves its safeguards. Like flag metrics, a safeguard is keyed by the flag's name: a deleted flag's
 * is inert (the evaluator reads only live flags) and a flag re-created under that name finds it.
 */
@Injectable()
export class SafeguardsProjection implements Projection {
  readonly name = 'safeguards';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_safeguards'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) {
      switch (event.type) {
        case 'setting-created':
        case 'setting-updated': {
          const { data, project, featureName, environment } = event.data;
          if (!data.id.startsWith(SAFEGUARD_ID_PREFIX) || !project || !featureName || !environment) break;
          await sql.query(
            `INSERT INTO rm_safeguards (id, project, feature_name, environment, rule, updated_at, updated_by)
             VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
             ON CONFLICT (id) DO UPDATE SET project = excluded.project, rule = excluded.rule, updated_at = excluded.updated_at,
                                            updated_by = excluded.updated_by`,
            [data.id, project, featureName, environment, JSON.stringify(data.value), event.createdAt, event.metadata.actor.name],
          );
          break;
        }
        case 'setting-deleted':
          if (event.data.preData.id.startsWith(SAFEGUARD_ID_PREFIX))
            await sql.query('DELETE FROM rm_safeguards WHERE id = $1', [event.data.preData.id]);
          break;
        case 'feature-project-change':
          await sql.query('UPDATE rm_safeguards SET project = $2 WHERE feature_name = $1', [
            event.data.featureName,
            event.data.data.newProject,
          ]);
          break;
        default:
          assertNever(event);
      }
    }
  }
}

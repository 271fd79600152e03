import { Injectable } from '@nestjs/common';
import { actorKey, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';

const HANDLES = [
  'feature-favorited',
  'feature-unfavorited',
  'project-favorited',
  'project-unfavorited',
  'feature-created',
  'project-created',
] as const satisfies readonly EventType[];
type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/** Per caller: favourite flags and projects, and who created which flag or project. */
@Injectable()
export class FavoritesProjection implements Projection {
  readonly name = 'favorites';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_favorite_features', 'rm_favorite_projects', 'rm_creators'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) {
      const key = actorKey(event.metadata.actor);
      switch (event.type) {
        case 'feature-favorited':
          await sql.query('INSERT INTO rm_favorite_features VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
            key,
            event.data.featureName,
            event.createdAt,
          ]);
          break;
        case 'feature-unfavorited':
          await sql.query('DELETE FROM rm_favorite_features WHERE user_key = $1 AND feature = $2', [key, event.data.featureName]);
          break;
        case 'project-favorited':
          await sql.query('INSERT INTO rm_favorite_projects VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
            key,
            event.data.project,
            event.createdAt,
          ]);
          break;
        case 'project-unfavorited':
          await sql.query('DELETE FROM rm_favorite_projects WHERE user_key = $1 AND project = $2', [key, event.data.project]);
          break;
        case 'feature-created':
          await sql.query(
            `INSERT INTO rm_creators VALUES ('feature', $1, $2) ON CONFLICT (kind, subject) DO UPDATE SET user_key = excluded.user_key`,
            [event.data.featureName, key],
          );
          break;
        case 'project-created':
          await sql.query(
            `INSERT INTO rm_creators VALUES ('project', $1, $2) ON CONFLICT (kind, subject) DO UPDATE SET user_key = excluded.user_key`,
            [event.data.project, key],
          );
          break;
      }
    }
  }
}

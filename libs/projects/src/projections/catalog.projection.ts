import { Injectable } from '@nestjs/common';
import type { EventType, RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';

const HANDLES = [
  'project-created',
  'project-updated',
  'project-archived',
  'project-revived',
  'project-deleted',
  'environment-created',
  'environment-updated',
  'environment-deleted',
  'project-environment-added',
  'project-environment-removed',
] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/** Projects, environments and which environments each project uses. */
@Injectable()
export class CatalogProjection implements Projection {
  readonly name = 'catalog';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_projects', 'rm_environments', 'rm_project_environments'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) await this.applyOne(event, sql);
  }

  private async applyOne(event: Handled, sql: SqlExecutor): Promise<void> {
    switch (event.type) {
      case 'project-created':
      case 'project-updated': {
        const p = event.data.data;
        await sql.query(
          `INSERT INTO rm_projects (id, name, description, mode, default_stickiness, created_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description, mode = excluded.mode,
             default_stickiness = excluded.default_stickiness`,
          [p.id, p.name, p.description, p.mode, p.defaultStickiness, event.createdAt],
        );
        return;
      }
      case 'project-archived':
        await sql.query('UPDATE rm_projects SET archived_at = $2 WHERE id = $1', [event.data.project, event.createdAt]);
        return;
      case 'project-revived':
        await sql.query('UPDATE rm_projects SET archived_at = NULL WHERE id = $1', [event.data.project]);
        return;
      case 'project-deleted':
        await sql.query('DELETE FROM rm_project_environments WHERE project = $1', [event.data.project]);
        await sql.query('DELETE FROM rm_projects WHERE id = $1', [event.data.project]);
        return;
      case 'environment-created':
      case 'environment-updated': {
        const e = event.data.data;
        await sql.query(
          `INSERT INTO rm_environments (name, type, sort_order, enabled, protected) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (name) DO UPDATE SET type = excluded.type, sort_order = excluded.sort_order, enabled = excluded.enabled, protected = excluded.protected`,
          [e.name, e.type, e.sortOrder, e.enabled, e.protected ?? false],
        );
        return;
      }
      case 'environment-deleted':
        await sql.query('DELETE FROM rm_project_environments WHERE environment = $1', [event.data.environment]);
        await sql.query('DELETE FROM rm_environments WHERE name = $1', [event.data.environment]);
        return;
      case 'project-environment-added':
        await sql.query('INSERT INTO rm_project_environments (project, environment) VALUES ($1, $2) ON CONFLICT DO NOTHING', [event.data.project, event.data.environment]);
        return;
      case 'project-environment-removed':
        await sql.query('DELETE FROM rm_project_environments WHERE project = $1 AND environment = $2', [event.data.project, event.data.environment]);
        return;
    }
  }
}

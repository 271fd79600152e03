import { Injectable } from '@nestjs/common';
import type { EventType, RecordedEvent } from '@pennant/events';
import type { ProjectAccessEvent } from '../domain/project-access.decide';
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
  'default-strategy-updated',
  'project-access-added',
  'project-access-user-roles-updated',
  'project-access-group-roles-updated',
  'project-access-user-roles-deleted',
  'project-access-group-roles-deleted',
  'project-user-added',
  'project-user-removed',
  'project-user-role-changed',
  'project-group-added',
  'project-group-removed',
  'project-group-role-changed',
] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/**
 * Projects, environments, which environments each project uses, and who holds which role in each
 * project (rm_project_access; the same rules as the project aggregate's evolveProjectAccess).
 * (Version 1 still: the project-access events and default-strategy-updated it learned to handle
 * were never emitted before; ADR 0052.)
 */
@Injectable()
export class CatalogProjection implements Projection {
  readonly name = 'catalog';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_projects', 'rm_environments', 'rm_project_environments', 'rm_project_access'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) await this.applyOne(event, sql);
  }

  private async applyOne(event: Handled, sql: SqlExecutor): Promise<void> {
    if (event.type.startsWith('project-access-') || /^project-(user|group)-/.test(event.type))
      return this.applyAccess(event as RecordedEvent<ProjectAccessEvent['type']>, sql);
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
        await sql.query('DELETE FROM rm_project_access WHERE project = $1', [event.data.project]);
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
        await sql.query('INSERT INTO rm_project_environments (project, environment) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          event.data.project,
          event.data.environment,
        ]);
        return;
      case 'project-environment-removed':
        await sql.query('DELETE FROM rm_project_environments WHERE project = $1 AND environment = $2', [
          event.data.project,
          event.data.environment,
        ]);
        return;
      case 'default-strategy-updated':
        // Only while the environment is the project's (the decider refuses otherwise; a projection never rejects).
        await sql.query('UPDATE rm_project_environments SET default_strategy = $3 WHERE project = $1 AND environment = $2', [
          event.data.project,
          event.data.environment,
          JSON.stringify(event.data.data),
        ]);
        return;
    }
  }

  private async applyAccess(event: RecordedEvent<ProjectAccessEvent['type']>, sql: SqlExecutor): Promise<void> {
    const project = event.data.project as string;
    const d = event.data.data ?? {};
    const pre = event.data.preData ?? {};
    const subjectOf = (x: { users?: number[]; groups?: number[] }): [string, number] =>
      x.users?.length ? ['user', x.users[0]] : ['group', (x.groups ?? [])[0]];
    const grant = (kind: string, ids: readonly number[], roles: readonly number[]) =>
      sql.query(
        `INSERT INTO rm_project_access (project, subject_kind, subject_id, role_id, granted_at) SELECT $1, $2, s, r, $5 FROM unnest($3::int[]) s CROSS JOIN unnest($4::int[]) r ON CONFLICT DO NOTHING`,
        [project, kind, ids, roles, event.createdAt],
      );
    const revokeAll = (kind: string, id: number) =>
      sql.query('DELETE FROM rm_project_access WHERE project = $1 AND subject_kind = $2 AND subject_id = $3', [project, kind, id]);
    switch (event.type) {
      case 'project-access-added':
        await grant('user', d.users ?? [], d.roles ?? []);
        await grant('group', d.groups ?? [], d.roles ?? []);
        return;
      case 'project-access-user-roles-updated':
      case 'project-access-group-roles-updated':
      case 'project-user-role-changed':
      case 'project-group-role-changed': {
        const [kind, id] = subjectOf(d);
        await revokeAll(kind, id);
        await grant(kind, [id], d.roles ?? (d.roleId !== undefined ? [d.roleId] : []));
        return;
      }
      case 'project-access-user-roles-deleted':
      case 'project-access-group-roles-deleted': {
        const [kind, id] = subjectOf(pre);
        await revokeAll(kind, id);
        return;
      }
      case 'project-user-added':
      case 'project-group-added': {
        const [kind, id] = subjectOf(d);
        await grant(kind, [id], [d.roleId as number]);
        return;
      }
      case 'project-user-removed':
      case 'project-group-removed': {
        const [kind, id] = subjectOf(pre);
        await sql.query('DELETE FROM rm_project_access WHERE project = $1 AND subject_kind = $2 AND subject_id = $3 AND role_id = $4', [
          project,
          kind,
          id,
          pre.roleId,
        ]);
        return;
      }
      default:
        return;
    }
  }
}

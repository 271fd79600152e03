import { Injectable } from '@nestjs/common';
import { assertNever, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';

const HANDLES = [
  'api-token-created',
  'api-token-updated',
  'api-token-deleted',
  'user-created',
  'user-updated',
  'user-deleted',
  'service-account-created',
  'service-account-updated',
  'service-account-deleted',
  'pat-created',
  'pat-deleted',
  'role-created',
  'role-updated',
  'role-deleted',
  'group-created',
  'group-updated',
  'group-deleted',
  'group-user-added',
  'group-user-removed',
] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/**
 * API tokens, users, service accounts (rows of rm_users with is_service), PATs (hashes only),
 * custom roles and groups: the admin lists and token authentication. (Version 1 still: the
 * service-account, role and group events it learned to handle were never emitted before, so no
 * stored table lacks them; likewise `is_active` (ADR 0046): its default, true, is what every
 * event recorded before deactivation existed means.)
 */
@Injectable()
export class AccessProjection implements Projection {
  readonly name = 'access';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_api_tokens', 'rm_users', 'rm_pats', 'rm_roles', 'rm_groups', 'rm_group_users'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) await this.applyOne(event, sql);
  }

  private async applyOne(event: Handled, sql: SqlExecutor): Promise<void> {
    switch (event.type) {
      case 'api-token-created': {
        const t = event.data.data;
        await sql.query(
          `INSERT INTO rm_api_tokens (secret_hash, display_secret, token_name, type, environment, projects, alias, expires_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (secret_hash) DO UPDATE SET display_secret = excluded.display_secret, token_name = excluded.token_name, type = excluded.type,
             environment = excluded.environment, projects = excluded.projects, alias = excluded.alias, expires_at = excluded.expires_at, created_at = excluded.created_at`,
          [t.secretHash, t.displaySecret, t.tokenName, t.type, t.environment, t.projects, t.alias ?? null, t.expiresAt, t.createdAt],
        );
        return;
      }
      case 'api-token-updated':
        await sql.query('UPDATE rm_api_tokens SET expires_at = $2 WHERE secret_hash = $1', [
          event.data.data.secretHash,
          event.data.data.expiresAt,
        ]);
        return;
      case 'api-token-deleted':
        await sql.query('DELETE FROM rm_api_tokens WHERE secret_hash = $1', [event.data.preData.secretHash]);
        return;
      case 'user-created':
      case 'user-updated': {
        const u = event.data.data;
        if (!u) return;
        await sql.query(
          `INSERT INTO rm_users (id, name, username, email, root_role, created_at, is_active) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (id) DO UPDATE SET name = excluded.name, username = excluded.username, email = excluded.email, root_role = excluded.root_role, is_active = excluded.is_active`,
          [u.id, u.name, u.username, u.email, u.rootRole, event.createdAt, u.isActive !== false],
        );
        return;
      }
      case 'service-account-created':
      case 'service-account-updated': {
        const a = event.data.data;
        await sql.query(
          `INSERT INTO rm_users (id, name, username, email, root_role, created_at, is_service) VALUES ($1, $2, $3, NULL, $4, $5, true)
           ON CONFLICT (id) DO UPDATE SET name = excluded.name, username = excluded.username, root_role = excluded.root_role`,
          [a.id, a.name, a.username, a.rootRole, event.createdAt],
        );
        return;
      }
      case 'service-account-deleted':
      case 'user-deleted': {
        const u = event.data.preData;
        if (!u) return;
        // A deleted user's PATs die with the user (as in Unleash: no pat-deleted events).
        await sql.query('DELETE FROM rm_pats WHERE user_id = $1', [u.id]);
        await sql.query('DELETE FROM rm_users WHERE id = $1', [u.id]);
        return;
      }
      case 'role-created':
      case 'role-updated':
        await sql.query('INSERT INTO rm_roles (id, data) VALUES ($1, $2::jsonb) ON CONFLICT (id) DO UPDATE SET data = excluded.data', [
          event.data.data.id,
          JSON.stringify(event.data.data),
        ]);
        return;
      case 'role-deleted':
        await sql.query('DELETE FROM rm_roles WHERE id = $1', [event.data.preData.id]);
        return;
      case 'group-created': {
        const g = event.data.data;
        await sql.query('INSERT INTO rm_groups (id, name, description, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING', [
          g.id,
          g.name,
          g.description,
          event.createdAt,
        ]);
        if (g.users.length > 0)
          await sql.query('INSERT INTO rm_group_users (group_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
            g.id,
            g.users,
          ]);
        return;
      }
      case 'group-updated':
        await sql.query('UPDATE rm_groups SET name = $2, description = $3 WHERE id = $1', [
          event.data.data.id,
          event.data.data.name,
          event.data.data.description,
        ]);
        return;
      case 'group-user-added':
        await sql.query('INSERT INTO rm_group_users (group_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          event.data.data.groupId,
          event.data.data.userId,
        ]);
        return;
      case 'group-user-removed':
        await sql.query('DELETE FROM rm_group_users WHERE group_id = $1 AND user_id = $2', [
          event.data.data.groupId,
          event.data.data.userId,
        ]);
        return;
      case 'group-deleted':
        await sql.query('DELETE FROM rm_group_users WHERE group_id = $1', [event.data.preData.id]);
        await sql.query('DELETE FROM rm_groups WHERE id = $1', [event.data.preData.id]);
        return;
      case 'pat-created': {
        const p = event.data.data;
        if (!p) return;
        await sql.query(
          `INSERT INTO rm_pats (id, user_id, description, secret_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, description = excluded.description, secret_hash = excluded.secret_hash,
             expires_at = excluded.expires_at, created_at = excluded.created_at`,
          [p.id, p.userId, p.description, p.secretHash ?? '', p.expiresAt, event.createdAt],
        );
        return;
      }
      case 'pat-deleted': {
        const p = event.data.preData;
        if (p) await sql.query('DELETE FROM rm_pats WHERE id = $1', [p.id]);
        return;
      }
      default:
        return assertNever(event);
    }
  }
}

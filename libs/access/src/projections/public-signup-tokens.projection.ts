import { Injectable } from '@nestjs/common';
import { assertNever, type EventType, type RecordedEvent } from '@pennant/events';
import type { Projection, SqlExecutor } from '@pennant/projections';

const HANDLES = [
  'public-signup-token-created',
  'public-signup-token-updated',
  'public-signup-token-user-added',
] as const satisfies readonly EventType[];

type Handled = RecordedEvent<(typeof HANDLES)[number]>;

/**
 * Public sign-up links by fingerprint and the users who signed up through each (ADR 0051). The
 * secrets are not here (they are in `auth_signup_links`, which no rebuild touches); users' names
 * are joined from rm_users when read, so a renamed or deleted user shows as they are now.
 */
@Injectable()
export class PublicSignupTokensProjection implements Projection {
  readonly name = 'public-signup-tokens';
  readonly version = 1;
  readonly handles = HANDLES;
  readonly tables = ['rm_public_signup_tokens', 'rm_public_signup_token_users'];

  async apply(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void> {
    for (const event of events as readonly Handled[]) await this.applyOne(event, sql);
  }

  private async applyOne(event: Handled, sql: SqlExecutor): Promise<void> {
    switch (event.type) {
      case 'public-signup-token-created':
      case 'public-signup-token-updated': {
        const t = event.data.data;
        await sql.query(
          `INSERT INTO rm_public_signup_tokens (fingerprint, name, enabled, expires_at, created_at, created_by, root_role)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (fingerprint) DO UPDATE SET name = excluded.name, enabled = excluded.enabled, expires_at = excluded.expires_at,
             created_at = excluded.created_at, created_by = excluded.created_by, root_role = excluded.root_role`,
          [t.fingerprint, t.name, t.enabled, t.expiresAt, t.createdAt, t.createdBy, t.rootRole],
        );
        return;
      }
      case 'public-signup-token-user-added':
        await sql.query(
          'INSERT INTO rm_public_signup_token_users (fingerprint, user_id, added_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [event.data.data.fingerprint, event.data.data.userId, event.createdAt],
        );
        return;
      default:
        return assertNever(event);
    }
  }
}

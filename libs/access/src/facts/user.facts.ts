import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_ROOT_ROLE, type IdentityFacts } from '../domain/user.decider';
import { poolReader, type Reader } from './reader.facts';

/**
 * What commands and the sign-in ask about users, answered from the access read model (rm_users,
 * caught up after each write; ADR 0045). Users and service accounts share the table (and ids): an
 * id is *known* while its row exists (either kind); a *user* is a row that is not a service
 * account; an *active* user one that is not deactivated (ADR 0046).
 */
@Injectable()
export class UserFacts {
  private readonly pool: Reader;

  constructor(dataSource: DataSource) {
    this.pool = poolReader(dataSource);
  }

  /** A user or a service account has this id (PATs belong to either). */
  async isKnown(id: number): Promise<boolean> {
    return (await this.pool('SELECT 1 FROM rm_users WHERE id = $1', [id])).length > 0;
  }

  /** A service account has this id (actions run as one). */
  async isServiceAccount(id: number): Promise<boolean> {
    return (await this.pool('SELECT 1 FROM rm_users WHERE id = $1 AND is_service', [id])).length > 0;
  }

  /** A user (not a service account) has this id: only users have passwords. */
  async isUser(id: number): Promise<boolean> {
    return (await this.pool('SELECT 1 FROM rm_users WHERE id = $1 AND NOT is_service', [id])).length > 0;
  }

  /** Which of `ids` are known (users or service accounts), in no particular order. */
  async knownAmong(ids: readonly number[]): Promise<number[]> {
    return (await this.pool<{ id: number }>('SELECT id FROM rm_users WHERE id = ANY($1::int[])', [ids])).map((r) => r.id);
  }

  /** The active user (not a service account) signing in by email (any case) or username, or null. */
  async activeUserNamed(name: string): Promise<number | null> {
    const rows = await this.pool<{ id: number }>(
      // An email match first: a username spelled as someone's email (refused since ADR 0056) never shadows that person.
      `SELECT id FROM rm_users WHERE NOT is_service AND is_active AND (lower(email) = lower($1) OR username = $1)
        ORDER BY coalesce(lower(email) = lower($1), false) DESC, id LIMIT 1`,
      [name.trim()],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Whether another user than `id` has the email, or another user or account the username, and
   * across the two whether the username is another's email or the email another's username
   * (case-insensitive, ADR 0056); read under the name guard, on its connection (`via`).
   */
  async identityTaken(
    id: number,
    email: string | null | undefined,
    username: string | null | undefined,
    via: Reader = this.pool,
  ): Promise<IdentityFacts> {
    const [row] = await via<IdentityFacts>(
      `SELECT coalesce(bool_or(lower(email) = lower($2)), false) AS "emailTaken", coalesce(bool_or(lower(username) = lower($3)), false) AS "usernameTaken",
              coalesce(bool_or(lower(email) = lower($3)), false) AS "usernameIsAnEmail", coalesce(bool_or(lower(username) = lower($2)), false) AS "emailIsAUsername"
         FROM rm_users WHERE id <> $1 AND (lower(email) IN (lower($2), lower($3)) OR lower(username) IN (lower($2), lower($3)))`,
      [id, email ?? null, username ?? null],
    );
    return row;
  }

  /** How many active Admin users there are besides `id` (a deactivation may not remove the last one). */
  async otherActiveAdmins(id: number): Promise<number> {
    const [row] = await this.pool<{ n: number }>(
      'SELECT count(*)::int AS n FROM rm_users WHERE NOT is_service AND is_active AND root_role = $2 AND id <> $1',
      [id, ADMIN_ROOT_ROLE],
    );
    return row.n;
  }
}

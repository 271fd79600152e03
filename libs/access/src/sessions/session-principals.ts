import { Injectable } from '@nestjs/common';
import type { Principal, SessionResolver } from '@pennant/platform';
import { StoredTokenResolver } from '../auth/stored-token-resolver';
import { SessionStore } from './session-store';

/**
 * A console session acts as its user with exactly the user's permissions, as a personal access
 * token does: the principal comes from the same cache (root role, project roles, groups), so a
 * changed role applies at the next request and a deleted user's sessions stop at once.
 */
@Injectable()
export class SessionPrincipals implements SessionResolver {
  constructor(
    private readonly sessions: SessionStore,
    private readonly users: StoredTokenResolver,
  ) {}

  async resolve(secret: string): Promise<Principal | null> {
    const userId = await this.sessions.userOf(secret);
    if (userId === null) return null;
    const principal = await this.users.userPrincipal(userId);
    if (principal === null) await this.sessions.endAllOf(userId);
    return principal;
  }
}

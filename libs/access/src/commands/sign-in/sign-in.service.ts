import { Injectable } from '@nestjs/common';
import { DomainError, logger } from '@pennant/platform';
import { UserFacts } from '../../facts/user.facts';
import { CredentialStore } from '../../sessions/credential-store';
import { PasswordChecks } from '../../sessions/password-checks';
import { SessionStore } from '../../sessions/session-store';

/** Unleash's answer to a wrong username or password (401), the same for both. */
export class PasswordMismatchError extends DomainError {
  readonly name = 'PasswordMismatch';
  readonly status = 401;
  constructor() {
    super('Wrong password, try again.');
  }
}

/**
 * Signs a person in with a username or email and a password (ADR 0030): the user's argon2id hash
 * is checked (an unknown or deactivated name costs the same work and gets the same answer), then a session is
 * made. The check goes through PasswordChecks (ADR 0056): failures are budgeted per account and
 * address and per address whatever the account, and the checks running at once are capped — past
 * a budget the attempt is refused without checking; other addresses and every token stay unaffected.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UserFacts,
    private readonly credentials: CredentialStore,
    private readonly sessions: SessionStore,
    private readonly checks: PasswordChecks,
  ) {}

  async signIn(username: string, password: string, address: string): Promise<{ userId: number; secret: string; expiresAt: Date }> {
    const account = username.trim().toLowerCase();
    // The user is looked up only once the check is admitted: a refused attempt costs no query.
    const found: { userId: number | null } = { userId: null };
    const stored = async () => {
      found.userId = await this.users.activeUserNamed(username);
      return found.userId === null ? null : this.credentials.hashOf(found.userId);
    };
    const ok = await this.checks.verify({ stored, password, account, address, purpose: 'sign-in' });
    const { userId } = found;
    if (!ok || userId === null) {
      logger.info('sign-in refused', { address });
      throw new PasswordMismatchError();
    }
    const session = await this.sessions.create(userId);
    logger.info('signed in', { userId, address });
    return { userId, ...session };
  }
}

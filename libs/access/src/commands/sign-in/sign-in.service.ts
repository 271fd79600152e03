import { Inject, Injectable } from '@nestjs/common';
import { PENNANT_CONFIG } from '@pennant/core';
import { DomainError, FailedAuthLimiter, logger, RateLimitError, type PennantConfig } from '@pennant/platform';
import { UserFacts } from '../../facts/user-facts';
import { CredentialStore } from '../../sessions/credential-store';
import { verifyPassword } from '../../sessions/passwords';
import { SessionStore } from '../../sessions/session-store';

/** Unleash's answer to a wrong username or password (401), the same for both. */
export class PasswordMismatchError extends DomainError {
  readonly name = 'PasswordMismatch';
  readonly status = 401;
  constructor() {
    super('Wrong password, try again.');
  }
}

const WINDOW_MS = 15 * 60_000;

/**
 * Signs a person in with a username or email and a password (ADR 0030): the user's argon2id hash
 * is checked (an unknown or deactivated name costs the same work and gets the same answer), then a session is
 * made. Failed attempts are counted per account and address: past the budget that pair is
 * refused for the rest of the window, without checking — other accounts, other addresses and
 * every token stay unaffected.
 */
@Injectable()
export class SignInService {
  private readonly failures: FailedAuthLimiter;

  constructor(
    private readonly users: UserFacts,
    private readonly credentials: CredentialStore,
    private readonly sessions: SessionStore,
    @Inject(PENNANT_CONFIG) config: PennantConfig,
  ) {
    this.failures = new FailedAuthLimiter(config.signIn.failuresPerAccount, WINDOW_MS);
  }

  async signIn(username: string, password: string, address: string): Promise<{ userId: number; secret: string; expiresAt: Date }> {
    const key = [`sign-in:${username.trim().toLowerCase()}@${address}`];
    const retryAfter = this.failures.retryAfterSeconds(key);
    if (retryAfter > 0)
      throw new RateLimitError('Too many failed sign-in attempts for this account from this address. Retry later.', retryAfter);
    const userId = await this.users.activeUserNamed(username);
    const ok = await verifyPassword(userId === null ? null : await this.credentials.hashOf(userId), password);
    if (!ok || userId === null) {
      this.failures.recordFailure(key);
      logger.info('sign-in refused', { address });
      throw new PasswordMismatchError();
    }
    const session = await this.sessions.create(userId);
    logger.info('signed in', { userId, address });
    return { userId, ...session };
  }
}

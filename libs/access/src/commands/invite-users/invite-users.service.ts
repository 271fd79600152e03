import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PENNANT_CONFIG } from '@pennant/core';
import { DomainError, FailedAuthLimiter, logger, RateLimitError, type PennantConfig } from '@pennant/platform';
import { UserNotFoundError } from '../../domain/access.errors';
import { ListUsersQuery, type UserResponse } from '../../queries/list-users/list-users.query';
import { InvitationStore } from '../../sessions/invitation-store';
import { SessionStore } from '../../sessions/session-store';
import { ChangePasswordService } from '../change-password/change-password.service';

/** The one answer for a link that is unknown, used, replaced, expired or whose user is gone: no oracle. */
export class InvalidInvitationError extends DomainError {
  readonly name = 'InvalidTokenError';
  readonly status = 400;
  constructor() {
    super('This link does not work: it was used already, replaced by a newer one or has expired. Ask an administrator for a new link.');
  }
}

const WINDOW_MS = 15 * 60_000;

/** The console's page for a link (apps/console/src/features/auth/invite-page.tsx). */
export const invitePath = (token: string): string => `/invite/${token}`;

/**
 * Invitation and password-reset links (ADR 0047): an admin gets a link for a user; the person
 * opens it, chooses a password under the rules of every password change and is signed in. The
 * link works once. Wrong links are counted per address like failed sign-ins (ADR 0030): past
 * `SIGN_IN_FAILURES_PER_15_MINUTES` that address gets 429 without a check.
 */
@Injectable()
export class InvitationService {
  private readonly failures: FailedAuthLimiter;

  constructor(
    private readonly invitations: InvitationStore,
    private readonly passwords: ChangePasswordService,
    private readonly sessions: SessionStore,
    private readonly queries: QueryBus,
    @Inject(PENNANT_CONFIG) config: PennantConfig,
  ) {
    this.failures = new FailedAuthLimiter(config.signIn.failuresPerAccount, WINDOW_MS);
  }

  /** A fresh link for a user (not a service account); the user's earlier link stops working. */
  async linkFor(userId: number, origin: string): Promise<{ inviteLink: string; expiresAt: string }> {
    if (!(await this.user(userId))) throw new UserNotFoundError(userId);
    const { token, expiresAt } = await this.invitations.issue(userId);
    return { inviteLink: `${origin}${invitePath(token)}`, expiresAt: expiresAt.toISOString() };
  }

  /** The user a live link is for (the page greets them), without using it up. */
  async check(token: string, address: string): Promise<UserResponse> {
    this.assertNotBlocked(address);
    const userId = await this.invitations.userOf(token);
    const user = userId === null ? null : await this.user(userId);
    // A deactivated user's link is refused like a dead one (ADR 0046): a link never re-enables.
    if (!user?.isActive) throw this.refused(address);
    return user;
  }

  /** Uses the link: the password is set (rules checked first, so a weak one keeps the link usable), every other session ends, a new one starts. */
  async accept(token: string, password: string, address: string): Promise<{ user: UserResponse; secret: string; expiresAt: Date }> {
    this.assertNotBlocked(address);
    this.passwords.assertAcceptable(password);
    const userId = await this.invitations.consume(token);
    const user = userId === null ? null : await this.user(userId);
    if (!user?.isActive) throw this.refused(address);
    await this.passwords.reset(user.id, password, 'invitation link');
    const session = await this.sessions.create(user.id);
    logger.info('signed in', { userId: user.id, address, by: 'invitation link' });
    return { user, ...session };
  }

  private async user(id: number): Promise<UserResponse | null> {
    const [user] = await this.queries.execute(new ListUsersQuery(id));
    return user ?? null;
  }

  private assertNotBlocked(address: string): void {
    const retryAfter = this.failures.retryAfterSeconds([`invite:${address}`]);
    if (retryAfter > 0) throw new RateLimitError('Too many wrong links from this address. Retry later.', retryAfter);
  }

  private refused(address: string): InvalidInvitationError {
    this.failures.recordFailure([`invite:${address}`]);
    logger.info('invitation link refused', { address });
    return new InvalidInvitationError();
  }
}

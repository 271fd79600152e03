import { Injectable } from '@nestjs/common';
import { BadDataError, logger } from '@pennant/platform';
import { UserNotFoundError } from '../../domain/access.errors';
import { UserFacts } from '../../facts/user.facts';
import { CredentialStore } from '../../sessions/credential-store';
import { InvitationStore } from '../../sessions/invitation-store';
import { PasswordChecks } from '../../sessions/password-checks';
import { hashPassword, passwordProblems } from '../../sessions/passwords';
import { SessionStore } from '../../sessions/session-store';
import { PasswordMismatchError } from '../sign-in/sign-in.service';

const invalid = (path: string, message: string) => new BadDataError(`Request validation failed: ${path}: ${message}`, [{ path, message }]);

/**
 * Sets a user's password (argon2id into `auth_credentials`, never into the log — ADR 0030) and
 * ends the user's other sessions. No event is recorded: the log holds facts about flags and
 * access, and a password is credential material; the change is logged (without the password).
 */
@Injectable()
export class ChangePasswordService {
  constructor(
    private readonly users: UserFacts,
    private readonly credentials: CredentialStore,
    private readonly sessions: SessionStore,
    private readonly invitations: InvitationStore,
    private readonly checks: PasswordChecks,
  ) {}

  /**
   * The user's own change: the current password must be given when there is one. Its check is
   * budgeted like a sign-in's (PasswordChecks, ADR 0056): a stolen session or PAT cannot guess the
   * password at the CPU's pace.
   */
  async changeOwn(
    userId: number,
    input: { password: string; confirmPassword?: string; oldPassword?: string },
    keepSession: string | null,
    address: string,
  ): Promise<void> {
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.password)
      throw invalid('body.confirmPassword', 'does not match the password');
    const current = await this.credentials.hashOf(userId);
    if (
      current !== null &&
      !(await this.checks.verify({
        stored: () => Promise.resolve(current),
        password: input.oldPassword ?? '',
        account: `user-${userId}`,
        address,
        purpose: 'password change',
      }))
    )
      throw new PasswordMismatchError();
    await this.set(userId, input.password, keepSession);
    logger.info('password changed', { userId, by: 'self' });
  }

  /** An admin's reset: every session of the user ends. */
  async reset(userId: number, password: string, by: string): Promise<void> {
    await this.set(userId, password, null);
    logger.info('password changed', { userId, by });
  }

  /** A password for a user just created (no sessions yet). */
  async initial(userId: number, password: string): Promise<void> {
    await this.set(userId, password, null);
  }

  /** A deleted user: no password kept, no session or invitation link left. */
  async forget(userId: number): Promise<void> {
    await this.invitations.revokeAllOf(userId);
    await this.credentials.remove(userId);
    await this.sessions.endAllOf(userId);
  }

  /** The refusal for a password that breaks the rules, if any (checked before anything is written). */
  assertAcceptable(password: string, path = 'body.password'): void {
    const problems = passwordProblems(password);
    if (problems.length > 0)
      throw new BadDataError(
        `Request validation failed: ${path}: ${problems.join(' ')}`,
        problems.map((message) => ({ path, message })),
      );
  }

  private async set(userId: number, password: string, keepSession: string | null): Promise<void> {
    this.assertAcceptable(password);
    if (!(await this.users.isUser(userId))) throw new UserNotFoundError(userId);
    await this.credentials.set(userId, await hashPassword(password));
    await this.sessions.endAllOf(userId, keepSession);
  }
}

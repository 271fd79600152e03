import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { PENNANT_CONFIG, type WriteReceipt } from '@pennant/core';
import { CLOCK, FailedAuthLimiter, logger, RateLimitError, type Clock, type PennantConfig } from '@pennant/platform';
import { InvalidSignupTokenError } from '../../domain/access.errors';
import { PublicSignupTokenFacts } from '../../facts/public-signup-token.facts';
import { ListUsersQuery, type UserResponse } from '../../queries/list-users/list-users.query';
import { ChangePasswordService } from '../change-password/change-password.service';
import { SignUpWithLinkCommand } from './sign-up-with-link.command';

const WINDOW_MS = 15 * 60_000;
/** Sign-up attempts per address and minute. */
export const SIGNUPS_PER_MINUTE = 20;

/**
 * The public side of sign-up links (ADR 0051). Two budgets per address: a refused link (at check
 * or sign-up) spends the address's `SIGN_IN_FAILURES_PER_15_MINUTES`, as wrong invitation links
 * do (ADR 0047), so secrets cannot be guessed; and every sign-up attempt spends one of
 * `SIGNUPS_PER_MINUTE`, so the holder of a link cannot mass-create accounts or probe emails
 * quickly, while a whole office behind one address can still sign up. Past either budget the
 * address gets 429 without a check. The password follows the rules of every password and is
 * stored beside the credentials, never in an event (ADR 0030).
 */
@Injectable()
export class PublicSignupService {
  private readonly refusals: FailedAuthLimiter;
  private readonly attempts = new FailedAuthLimiter(SIGNUPS_PER_MINUTE, 60_000);

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly links: PublicSignupTokenFacts,
    private readonly passwords: ChangePasswordService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PENNANT_CONFIG) config: PennantConfig,
  ) {
    this.refusals = new FailedAuthLimiter(config.signIn.failuresPerAccount, WINDOW_MS);
  }

  /** Whether the link lets someone sign up now; 400 InvalidTokenError when it does not. */
  async check(secret: string, address: string): Promise<void> {
    this.assertNotBlocked(address);
    await this.assertUsable(secret, address);
  }

  /** Creates the account (Viewer) and sets its password; the person then signs in as anyone does. */
  async signUp(
    secret: string,
    person: { email: string; name: string | null; username: string | null },
    password: string,
    address: string,
  ): Promise<{ user: UserResponse; receipt: WriteReceipt }> {
    this.assertNotBlocked(address);
    this.attempts.recordFailure([this.key(address)]);
    // Checked before anything is recorded: a weak password creates no user.
    this.passwords.assertAcceptable(password);
    // The whole secret, against its kept hash: the link's stream is only named by a prefix of it.
    await this.assertUsable(secret, address);
    const { id, receipt } = await this.commands.execute(new SignUpWithLinkCommand(secret, person)).catch((error: unknown) => {
      if (error instanceof InvalidSignupTokenError) this.refusals.recordFailure([this.key(address)]);
      throw error;
    });
    await this.passwords.initial(id, password);
    logger.info('signed up through a sign-up link', { userId: id, address });
    const [user] = await this.queries.execute(new ListUsersQuery(id));
    return { user, receipt };
  }

  private async assertUsable(secret: string, address: string): Promise<void> {
    if (await this.links.usable(secret, this.clock.now())) return;
    this.refusals.recordFailure([this.key(address)]);
    throw new InvalidSignupTokenError();
  }

  private key(address: string): string {
    return `signup:${address}`;
  }

  private assertNotBlocked(address: string): void {
    const retryAfter = Math.max(this.refusals.retryAfterSeconds([this.key(address)]), this.attempts.retryAfterSeconds([this.key(address)]));
    if (retryAfter > 0) throw new RateLimitError('Too many sign-up attempts from this address. Retry later.', retryAfter);
  }
}

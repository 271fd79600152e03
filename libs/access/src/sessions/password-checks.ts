import { Inject, Injectable } from '@nestjs/common';
import { PENNANT_CONFIG } from '@pennant/core';
import { FailedAuthLimiter, logger, RateLimitError, ServiceUnavailableError, type PennantConfig } from '@pennant/platform';
import { verifyPassword } from './passwords';

const WINDOW_MS = 15 * 60_000;

/** Every slot for password checks of this process is taken: 503 with `Retry-After` (never a queue). */
export class PasswordChecksBusyError extends ServiceUnavailableError {
  constructor(readonly retryAfterSeconds = 1) {
    super('Too many password checks are running right now. Retry in a second.');
  }
}

export interface PasswordCheck {
  /** Reads the stored argon2 hash once the check is admitted; null = no such user or no password (the same work is done). */
  stored: () => Promise<string | null>;
  password: string;
  /** Who the password is for, as the caller named them (a username or email in lower case, or `user-<id>`). */
  account: string;
  /** The client address (request.ip). */
  address: string;
  /** What is being checked, for the log and the refusals' wording. */
  purpose: 'sign-in' | 'password change';
}

/**
 * The one gate in front of argon2 verification (ADR 0030, 0056): each check costs tens of
 * milliseconds of CPU and 19 MiB, so a caller who is not yet anyone must not be able to make the
 * process do many. Before any work:
 * - failed checks are budgeted per account and address (`SIGN_IN_FAILURES_PER_15_MINUTES`) and per
 *   address whatever the account (`PASSWORD_FAILURES_PER_ADDRESS_PER_15_MINUTES`): past either,
 *   429 without checking;
 * - at most `PASSWORD_CHECKS_CONCURRENT` checks run at once in the process, and one address holds
 *   at most half of them (at least one): its next one is answered 429 and any beyond the process's
 *   slots 503, both with `Retry-After` and at once — a flood from one address leaves a slot for a
 *   person signing in from another.
 * In memory, per API node, like every failure budget.
 */
@Injectable()
export class PasswordChecks {
  private readonly perAccount: FailedAuthLimiter;
  private readonly perAddress: FailedAuthLimiter;
  private readonly maxRunning: number;
  private readonly maxPerAddress: number;
  private readonly running = new Map<string, number>();
  private total = 0;

  constructor(@Inject(PENNANT_CONFIG) config: PennantConfig) {
    this.perAccount = new FailedAuthLimiter(config.signIn.failuresPerAccount, WINDOW_MS);
    this.perAddress = new FailedAuthLimiter(config.signIn.failuresPerAddress, WINDOW_MS);
    this.maxRunning = config.signIn.concurrentPasswordChecks;
    this.maxPerAddress = Math.max(1, Math.floor(this.maxRunning / 2));
  }

  /** Whether `password` matches; throws 429/503 (nothing checked) when a budget or the slots say so. A mismatch spends the budgets. */
  async verify(check: PasswordCheck): Promise<boolean> {
    const accountKey = [`${check.purpose}:${check.account}@${check.address}`];
    const addressKey = [`address:${check.address}`];
    const accountWait = this.perAccount.retryAfterSeconds(accountKey);
    if (accountWait > 0)
      throw new RateLimitError(
        check.purpose === 'sign-in'
          ? 'Too many failed sign-in attempts for this account from this address. Retry later.'
          : 'Too many wrong current passwords from this address. Retry later.',
        accountWait,
      );
    const addressWait = this.perAddress.retryAfterSeconds(addressKey);
    if (addressWait > 0) throw new RateLimitError('Too many failed password checks from this address. Retry later.', addressWait);
    const mine = this.running.get(check.address) ?? 0;
    if (mine >= this.maxPerAddress) throw new RateLimitError('A password check from this address is still running. Retry in a second.', 1);
    if (this.total >= this.maxRunning) throw new PasswordChecksBusyError();
    this.running.set(check.address, mine + 1);
    this.total += 1;
    try {
      const ok = await verifyPassword(await check.stored(), check.password);
      if (!ok) {
        this.perAccount.recordFailure(accountKey);
        this.perAddress.recordFailure(addressKey);
        logger.info('password check failed', { purpose: check.purpose, address: check.address });
      }
      return ok;
    } finally {
      this.total -= 1;
      const left = (this.running.get(check.address) ?? 1) - 1;
      if (left <= 0) this.running.delete(check.address);
      else this.running.set(check.address, left);
    }
  }
}

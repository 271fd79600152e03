import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { CLOCK, NotFoundError, type Clock } from '@pennant/platform';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { ApiTokenFacts } from '../../facts/api-token.facts';
import { apiTokenDecider, apiTokenStreamId } from '../../domain/api-token.decider';
import { fingerprintParam, invalid } from '../../http/params';
import { ChangeApiTokenExpiryCommand } from './change-api-token-expiry.command';

/**
 * The token whose secret hash starts with the fingerprint gets a new expiry exactly as
 * `PUT …/api-tokens/{secret}` gives it (same decider, same `api-token-updated` event). Unlike
 * that route, a time already past is refused: to stop a token now, revoke it.
 */
@CommandHandler(ChangeApiTokenExpiryCommand)
export class ChangeApiTokenExpiryHandler implements ICommandHandler<ChangeApiTokenExpiryCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly resolver: StoredTokenResolver,
    private readonly tokens: ApiTokenFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, fingerprint, expiresAt }: ChangeApiTokenExpiryCommand): Promise<WriteReceipt> {
    fingerprintParam(fingerprint);
    if (expiresAt !== null && Date.parse(expiresAt) <= this.clock.now().getTime())
      throw invalid('body.expiresAt', 'must be in the future (to stop a token now, revoke it)');
    const secretHash = await this.secretHashOf(fingerprint);
    const { receipt } = await this.executor.execute({
      streamId: apiTokenStreamId(secretHash),
      decider: apiTokenDecider,
      actor,
      command: { kind: 'update', secretHash, expiresAt },
    });
    await this.resolver.refresh();
    return receipt;
  }

  private async secretHashOf(fingerprint: string): Promise<string> {
    const secretHash = await this.tokens.secretHashWithFingerprint(fingerprint);
    if (secretHash === null) throw new NotFoundError(`Could not find exactly one API token with the fingerprint ${fingerprint}.`);
    return secretHash;
  }
}

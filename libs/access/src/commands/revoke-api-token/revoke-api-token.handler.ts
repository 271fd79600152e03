import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { NotFoundError } from '@pennant/platform';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { ApiTokenFacts } from '../../facts/api-token.facts';
import { apiTokenDecider, apiTokenStreamId } from '../../domain/api-token.decider';
import { fingerprintParam } from '../../http/params';
import { RevokeApiTokenCommand } from './revoke-api-token.command';

/**
 * The token whose secret hash starts with the fingerprint, deleted as `DELETE …/api-tokens/{secret}`
 * would (same decider, same `api-token-deleted` event). A fingerprint is 64 bits of a sha256:
 * two live tokens sharing one is as good as impossible, and is refused rather than guessed.
 */
@CommandHandler(RevokeApiTokenCommand)
export class RevokeApiTokenHandler implements ICommandHandler<RevokeApiTokenCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly resolver: StoredTokenResolver,
    private readonly tokens: ApiTokenFacts,
  ) {}

  async execute(command: RevokeApiTokenCommand): Promise<WriteReceipt> {
    fingerprintParam(command.fingerprint);
    const secretHash = await this.tokens.secretHashWithFingerprint(command.fingerprint);
    if (secretHash === null) throw new NotFoundError(`Could not find exactly one API token with the fingerprint ${command.fingerprint}.`);
    const { receipt } = await this.executor.execute({
      streamId: apiTokenStreamId(secretHash),
      decider: apiTokenDecider,
      actor: command.actor,
      command: { kind: 'delete', secretHash },
    });
    await this.resolver.refresh();
    return receipt;
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { apiTokenDecider, apiTokenStreamId } from '../../domain/api-token.decider';
import { NotFoundError } from '@pennant/platform';
import { ApiTokenFacts } from '../../facts/api-token.facts';
import { hashSecret } from '../../domain/secrets';
import { DeleteApiTokenCommand, UpdateApiTokenCommand } from './change-api-token.command';

/** What the token list shows in place of a secret ends so (maskSecret): never a real secret's ending. */
const MASK_END = '…';

/**
 * The token a path names: by its secret, as Unleash addresses tokens, or by the masked secret the
 * token list shows — Pennant lists no secret again (ADR 0042), and Unleash's UI deletes a token by
 * the `secret` it listed (ADR 0059). A masked secret two tokens share names neither: 404.
 */
async function secretHashOf(secret: string, tokens: ApiTokenFacts): Promise<string> {
  if (!secret.endsWith(MASK_END)) return hashSecret(secret);
  const hash = await tokens.secretHashWithDisplaySecret(secret);
  if (hash === null)
    throw new NotFoundError('Could not find exactly one API token listed with that masked secret: name it by its fingerprint instead.');
  return hash;
}

@CommandHandler(UpdateApiTokenCommand)
export class UpdateApiTokenHandler implements ICommandHandler<UpdateApiTokenCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly resolver: StoredTokenResolver,
    private readonly tokens: ApiTokenFacts,
  ) {}

  async execute(command: UpdateApiTokenCommand): Promise<WriteReceipt> {
    const secretHash = await secretHashOf(command.secret, this.tokens);
    const { receipt } = await this.executor.execute({
      streamId: apiTokenStreamId(secretHash),
      decider: apiTokenDecider,
      actor: command.actor,
      command: { kind: 'update', secretHash, expiresAt: command.expiresAt },
    });
    await this.resolver.refresh();
    return receipt;
  }
}

@CommandHandler(DeleteApiTokenCommand)
export class DeleteApiTokenHandler implements ICommandHandler<DeleteApiTokenCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly resolver: StoredTokenResolver,
    private readonly tokens: ApiTokenFacts,
  ) {}

  async execute(command: DeleteApiTokenCommand): Promise<WriteReceipt> {
    const secretHash = await secretHashOf(command.secret, this.tokens);
    const { receipt } = await this.executor.execute({
      streamId: apiTokenStreamId(secretHash),
      decider: apiTokenDecider,
      actor: command.actor,
      command: { kind: 'delete', secretHash, project: command.project },
    });
    await this.resolver.refresh();
    return receipt;
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { apiTokenDecider, apiTokenStreamId } from '../../domain/api-token.decider';
import { hashSecret } from '../../domain/secrets';
import { DeleteApiTokenCommand, UpdateApiTokenCommand } from './change-api-token.commands';

@CommandHandler(UpdateApiTokenCommand)
export class UpdateApiTokenHandler implements ICommandHandler<UpdateApiTokenCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly resolver: StoredTokenResolver,
  ) {}

  async execute(command: UpdateApiTokenCommand): Promise<WriteReceipt> {
    const secretHash = hashSecret(command.secret);
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
  ) {}

  async execute(command: DeleteApiTokenCommand): Promise<WriteReceipt> {
    const secretHash = hashSecret(command.secret);
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

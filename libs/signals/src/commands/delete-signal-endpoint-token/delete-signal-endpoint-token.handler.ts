import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { signalEndpointDecider, signalEndpointStreamId } from '../../domain/signal-endpoint.decider';
import { DeleteSignalEndpointTokenCommand } from './delete-signal-endpoint-token.command';

@CommandHandler(DeleteSignalEndpointTokenCommand)
export class DeleteSignalEndpointTokenHandler implements ICommandHandler<DeleteSignalEndpointTokenCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: DeleteSignalEndpointTokenCommand): Promise<WriteReceipt> {
    const result = await this.executor.execute({
      streamId: signalEndpointStreamId(command.endpointId),
      decider: signalEndpointDecider,
      actor: command.actor,
      command: { kind: 'delete-token', endpointId: command.endpointId, tokenId: command.tokenId },
    });
    return result.receipt;
  }
}

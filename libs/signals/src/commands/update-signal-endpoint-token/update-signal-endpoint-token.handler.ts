import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { signalEndpointDecider, signalEndpointStreamId } from '../../domain/signal-endpoint.decider';
import { UpdateSignalEndpointTokenCommand } from './update-signal-endpoint-token.command';

@CommandHandler(UpdateSignalEndpointTokenCommand)
export class UpdateSignalEndpointTokenHandler implements ICommandHandler<UpdateSignalEndpointTokenCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: UpdateSignalEndpointTokenCommand): Promise<WriteReceipt> {
    const result = await this.executor.execute({
      streamId: signalEndpointStreamId(command.endpointId),
      decider: signalEndpointDecider,
      actor: command.actor,
      command: { kind: 'update-token', endpointId: command.endpointId, tokenId: command.tokenId, name: command.name },
    });
    return result.receipt;
  }
}

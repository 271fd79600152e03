import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { signalEndpointDecider, signalEndpointStreamId } from '../../domain/signal-endpoint.decider';
import { DeleteSignalEndpointCommand } from './delete-signal-endpoint.command';

/** Deletes the endpoint and, with it, its tokens. Signals already received are kept (ADR 0007). */
@CommandHandler(DeleteSignalEndpointCommand)
export class DeleteSignalEndpointHandler implements ICommandHandler<DeleteSignalEndpointCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: DeleteSignalEndpointCommand): Promise<WriteReceipt> {
    const result = await this.executor.execute({
      streamId: signalEndpointStreamId(command.id),
      decider: signalEndpointDecider,
      actor: command.actor,
      command: { kind: 'delete', id: command.id },
    });
    return result.receipt;
  }
}

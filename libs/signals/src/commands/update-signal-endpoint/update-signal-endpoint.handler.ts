import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, NameGuard, type WriteReceipt } from '@pennant/core';
import { signalEndpointDecider, signalEndpointNameKey, signalEndpointStreamId } from '../../domain/signal-endpoint.decider';
import { endpointNameTaken } from '../../facts/signal-endpoint.facts';
import { UpdateSignalEndpointCommand } from './update-signal-endpoint.command';

@CommandHandler(UpdateSignalEndpointCommand)
export class UpdateSignalEndpointHandler implements ICommandHandler<UpdateSignalEndpointCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly guard: NameGuard,
  ) {}

  async execute(command: UpdateSignalEndpointCommand): Promise<WriteReceipt> {
    const { name } = command.changes;
    return this.guard.run(name === undefined ? [] : [signalEndpointNameKey(name)], async (query) => {
      const result = await this.executor.execute({
        streamId: signalEndpointStreamId(command.id),
        decider: signalEndpointDecider,
        actor: command.actor,
        command: {
          kind: 'update',
          id: command.id,
          changes: command.changes,
          nameTaken: name !== undefined && (await endpointNameTaken(query, name, command.id)),
        },
      });
      return result.receipt;
    });
  }
}

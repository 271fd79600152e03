import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import { signalEndpointRegistryDecider, SIGNAL_ENDPOINTS_STREAM } from '../../domain/signal-endpoint-registry.decider';
import { UpdateSignalEndpointCommand } from './update-signal-endpoint.command';

@CommandHandler(UpdateSignalEndpointCommand)
export class UpdateSignalEndpointHandler implements ICommandHandler<UpdateSignalEndpointCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: UpdateSignalEndpointCommand): Promise<{ position: number }> {
    const result = await this.executor.execute({
      streamId: SIGNAL_ENDPOINTS_STREAM,
      decider: signalEndpointRegistryDecider,
      actor: command.actor,
      command: { kind: 'update', id: command.id, changes: command.changes },
    });
    return { position: result.position };
  }
}

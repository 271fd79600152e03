import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, PENNANT_CONFIG } from '@pennant/core';
import type { PennantConfig } from '@pennant/platform';
import { signalEndpointRegistryDecider, SIGNAL_ENDPOINTS_STREAM } from '../../domain/signal-endpoint-registry.decider';
import { CreateSignalEndpointCommand } from './create-signal-endpoint.command';

@CommandHandler(CreateSignalEndpointCommand)
export class CreateSignalEndpointHandler implements ICommandHandler<CreateSignalEndpointCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  async execute(command: CreateSignalEndpointCommand): Promise<{ id: number }> {
    const { events } = await this.executor.execute({
      streamId: SIGNAL_ENDPOINTS_STREAM,
      decider: signalEndpointRegistryDecider,
      actor: command.actor,
      command: { kind: 'create', name: command.name, description: command.description, enabled: command.enabled, limit: this.config.signalEndpointsLimit },
    });
    const created = events.find((e) => e.type === 'signal-endpoint-created');
    if (created?.type !== 'signal-endpoint-created') throw new Error('create decided no signal-endpoint-created event');
    return { id: created.data.data.id };
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, IdAllocator, NameGuard, PENNANT_CONFIG, type WriteReceipt } from '@pennant/core';
import type { PennantConfig } from '@pennant/platform';
import {
  SIGNAL_ENDPOINT_IDS,
  signalEndpointDecider,
  signalEndpointNameKey,
  signalEndpointStreamId,
} from '../../domain/signal-endpoint.decider';
import { endpointCount, endpointNameTaken } from '../signal-endpoint-facts';
import { CreateSignalEndpointCommand } from './create-signal-endpoint.command';

/** A fresh id, the endpoint's own stream, the name under its guard (ADR 0031). */
@CommandHandler(CreateSignalEndpointCommand)
export class CreateSignalEndpointHandler implements ICommandHandler<CreateSignalEndpointCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: IdAllocator,
    private readonly guard: NameGuard,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  execute(command: CreateSignalEndpointCommand): Promise<{ id: number; receipt: WriteReceipt }> {
    return this.guard.run([signalEndpointNameKey(command.name)], async (query) => {
      const facts = { nameTaken: await endpointNameTaken(query, command.name, 0), existing: await endpointCount(query) };
      return this.ids.withNewId(SIGNAL_ENDPOINT_IDS, async (id) => {
        const { receipt } = await this.executor.execute({
          streamId: signalEndpointStreamId(id),
          decider: signalEndpointDecider,
          actor: command.actor,
          command: {
            kind: 'create',
            id,
            name: command.name,
            description: command.description,
            enabled: command.enabled,
            limit: this.config.signalEndpointsLimit,
            ...facts,
          },
        });
        return { id, receipt };
      });
    });
  }
}

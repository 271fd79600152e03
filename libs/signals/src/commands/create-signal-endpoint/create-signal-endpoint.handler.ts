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
import { endpointCount, endpointNameTaken } from '../../facts/signal-endpoint.facts';
import { CreateSignalEndpointCommand } from './create-signal-endpoint.command';

/** The guard key every endpoint create takes (the limit counts the caught-up read model under it). */
const SIGNAL_ENDPOINT_COUNT_KEY = 'signal-endpoints:count';

/**
 * A fresh id, the endpoint's own stream, the name under its guard (ADR 0031), and the count
 * under one guard for every endpoint create: creates take turns across nodes, so the
 * `SIGNAL_ENDPOINTS_LIMIT` (the spec's 5) holds for the cluster (ADR 0057). Endpoint creates are
 * rare admin actions; serialising them costs nothing anyone waits for.
 */
@CommandHandler(CreateSignalEndpointCommand)
export class CreateSignalEndpointHandler implements ICommandHandler<CreateSignalEndpointCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: IdAllocator,
    private readonly guard: NameGuard,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  execute(command: CreateSignalEndpointCommand): Promise<{ id: number; receipt: WriteReceipt }> {
    return this.guard.run([SIGNAL_ENDPOINT_COUNT_KEY, signalEndpointNameKey(command.name)], async (query) => {
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

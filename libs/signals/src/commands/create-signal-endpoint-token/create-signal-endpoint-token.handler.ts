import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, PENNANT_CONFIG } from '@pennant/core';
import type { PennantConfig } from '@pennant/platform';
import { signalEndpointRegistryDecider, SIGNAL_ENDPOINTS_STREAM } from '../../domain/signal-endpoint-registry.decider';
import { generateSignalTokenSecret, hashSignalTokenSecret } from '../../domain/signal-token';
import { CreateSignalEndpointTokenCommand } from './create-signal-endpoint-token.command';

@CommandHandler(CreateSignalEndpointTokenCommand)
export class CreateSignalEndpointTokenHandler implements ICommandHandler<CreateSignalEndpointTokenCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  async execute(command: CreateSignalEndpointTokenCommand): Promise<{ id: number; secret: string }> {
    const secret = generateSignalTokenSecret();
    const { events } = await this.executor.execute({
      streamId: SIGNAL_ENDPOINTS_STREAM,
      decider: signalEndpointRegistryDecider,
      actor: command.actor,
      command: {
        kind: 'create-token',
        endpointId: command.endpointId,
        name: command.name,
        secretHash: hashSignalTokenSecret(secret),
        limit: this.config.signalTokensPerEndpointLimit,
      },
    });
    const created = events.find((e) => e.type === 'signal-endpoint-token-created');
    if (created?.type !== 'signal-endpoint-token-created') throw new Error('create-token decided no signal-endpoint-token-created event');
    return { id: created.data.data.id, secret };
  }
}

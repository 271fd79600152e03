import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, IdAllocator, ItemIdTakenError, PENNANT_CONFIG, type WriteReceipt } from '@pennant/core';
import type { PennantConfig } from '@pennant/platform';
import { SIGNAL_ENDPOINT_TOKEN_IDS, signalEndpointDecider, signalEndpointStreamId } from '../../domain/signal-endpoint.decider';
import { generateSignalTokenSecret, hashSignalTokenSecret } from '../../domain/signal-token';
import { SignalFacts } from '../../facts/signal.facts';
import { CreateSignalEndpointTokenCommand } from './create-signal-endpoint-token.command';

/** On the endpoint's stream: the per-endpoint token limit is exact (ADR 0031). */
@CommandHandler(CreateSignalEndpointTokenCommand)
export class CreateSignalEndpointTokenHandler implements ICommandHandler<CreateSignalEndpointTokenCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: IdAllocator,
    private readonly facts: SignalFacts,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  async execute(command: CreateSignalEndpointTokenCommand): Promise<{ id: number; secret: string; receipt: WriteReceipt }> {
    const secret = generateSignalTokenSecret();
    const { id, receipt } = await this.ids.withNewId(SIGNAL_ENDPOINT_TOKEN_IDS, async (tokenId) => {
      // Token ids are global but the stream is the endpoint's: a taken id shows in the read model, not in this stream.
      if (await this.facts.tokenIdTaken(tokenId)) throw new ItemIdTakenError(`signal endpoint token ${tokenId}`);
      const { receipt } = await this.executor.execute({
        streamId: signalEndpointStreamId(command.endpointId),
        decider: signalEndpointDecider,
        actor: command.actor,
        command: {
          kind: 'create-token',
          endpointId: command.endpointId,
          tokenId,
          name: command.name,
          secretHash: hashSignalTokenSecret(secret),
          limit: this.config.signalTokensPerEndpointLimit,
        },
      });
      return { id: tokenId, receipt };
    });
    return { id, secret, receipt };
  }
}

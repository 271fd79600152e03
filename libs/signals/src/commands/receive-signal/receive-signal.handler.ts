import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PENNANT_CONFIG, SharedRateLimits } from '@pennant/core';
import { CLOCK, RateLimitError, type Clock, type PennantConfig } from '@pennant/platform';
import { ReceiveSignalCommand } from './receive-signal.command';
import { SignalReceivedEvent } from './receive-signal.event';

/**
 * Intake, once the pipeline verified a token of the named, enabled endpoint
 * (SignalTokenVerifierService; 401 otherwise, unknown endpoints alike): the endpoint's rate limit,
 * shared by every node (429; only authenticated calls spend it; ADR 0057) → the signal is inserted
 * into `signals` and committed before the caller gets its answer. No event: ADR 0007. Actions
 * react to it afterwards, in the background (ADR 0010).
 */
@CommandHandler(ReceiveSignalCommand)
export class ReceiveSignalHandler implements ICommandHandler<ReceiveSignalCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: SharedRateLimits,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  async execute(command: ReceiveSignalCommand): Promise<{ id: number }> {
    const rate = this.config.signalRateLimitPerSecond;
    const taken = await this.limits.take(`signal-endpoint:${command.endpointId}`, { perSecond: rate, burst: rate });
    if (!taken.allowed)
      throw new RateLimitError(`Too many signals for this endpoint; retry in ${taken.retryAfterSeconds} s.`, taken.retryAfterSeconds);
    const now = this.clock.now();
    const inserted = (await this.dataSource.query(
      `INSERT INTO signals (source, source_id, created_by_source_token_id, payload, created_at)
       VALUES ('signal-endpoint', $1, $2, $3::jsonb, $4) RETURNING id`,
      [command.endpointId, command.tokenId, JSON.stringify(command.payload), now],
    )) as { id: string }[];
    const id = Number(inserted[0].id);
    this.events.publish(new SignalReceivedEvent(id));
    return { id };
  }
}

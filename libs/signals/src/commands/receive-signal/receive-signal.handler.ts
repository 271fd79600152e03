import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AuthenticationRequired, CLOCK, RateLimitError, type Clock } from '@pennant/platform';
import { SignalEndpointNotFoundError } from '../../domain/signal-endpoint.errors';
import { matchSignalToken } from '../../domain/signal-token';
import { ReceiveSignalCommand } from './receive-signal.command';
import { SignalReceivedEvent } from './signal-received.event';
import { SignalRateLimiter } from './signal-rate-limiter';

interface EndpointAuthRow {
  id: number;
  tokens: { id: number; secretHash: string }[];
}

/**
 * Intake: enabled endpoint by name (404, whatever the token) → a token of THAT endpoint (401) →
 * the endpoint's rate limit (429; only authenticated calls spend it) → the signal is inserted
 * into `signals` and committed before the caller gets its answer. No event: ADR 0007. Actions
 * react to it afterwards, in the background (ADR 0010).
 */
@CommandHandler(ReceiveSignalCommand)
export class ReceiveSignalHandler implements ICommandHandler<ReceiveSignalCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: SignalRateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  async execute(command: ReceiveSignalCommand): Promise<{ id: number }> {
    const rows = (await this.dataSource.query(
      `SELECT e.id, coalesce((SELECT json_agg(json_build_object('id', t.id, 'secretHash', t.secret_hash))
                                FROM rm_signal_endpoint_tokens t WHERE t.signal_endpoint_id = e.id), '[]') AS tokens
         FROM rm_signal_endpoints e WHERE e.name = $1 AND e.enabled`,
      [command.endpointName],
    )) as EndpointAuthRow[];
    const endpoint = rows[0];
    if (!endpoint) throw new SignalEndpointNotFoundError(command.endpointName);
    const token = command.secret === null ? null : matchSignalToken(command.secret, endpoint.tokens);
    if (!token) throw new AuthenticationRequired('You must provide a valid token of this signal endpoint: Authorization: Bearer <token>.');
    const now = this.clock.now();
    const taken = this.limiter.take(endpoint.id, now.getTime());
    if (!taken.allowed) throw new RateLimitError(`Too many signals for this endpoint; retry in ${taken.retryAfterSeconds} s.`, taken.retryAfterSeconds);
    const inserted = (await this.dataSource.query(
      `INSERT INTO signals (source, source_id, created_by_source_token_id, payload, created_at)
       VALUES ('signal-endpoint', $1, $2, $3::jsonb, $4) RETURNING id`,
      [endpoint.id, token.id, JSON.stringify(command.payload), now],
    )) as { id: string }[];
    const id = Number(inserted[0].id);
    this.events.publish(new SignalReceivedEvent(id));
    return { id };
  }
}

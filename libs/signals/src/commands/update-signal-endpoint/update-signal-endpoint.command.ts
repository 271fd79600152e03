import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { UpdateEndpoint } from '../../domain/signal-endpoint.decider';

export class UpdateSignalEndpointCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly changes: UpdateEndpoint['changes'],
  ) {
    super();
  }
}

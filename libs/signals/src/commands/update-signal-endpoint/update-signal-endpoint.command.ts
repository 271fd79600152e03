import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { UpdateEndpoint } from '../../domain/signal-endpoint.decider';
import type { WriteReceipt } from '@pennant/core';

export class UpdateSignalEndpointCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly changes: UpdateEndpoint['changes'],
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

export class DeleteSignalEndpointTokenCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly endpointId: number,
    readonly tokenId: number,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

export class UpdateSignalEndpointTokenCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly endpointId: number,
    readonly tokenId: number,
    readonly name: string,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

export class DeleteSignalEndpointTokenCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly endpointId: number,
    readonly tokenId: number,
  ) {
    super();
  }
}

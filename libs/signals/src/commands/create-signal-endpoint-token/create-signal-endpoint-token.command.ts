import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import { type WriteReceipt } from '@pennant/core';

/** Result: the new token id and its secret, which is shown once and never stored. */
export class CreateSignalEndpointTokenCommand extends Command<{ id: number; secret: string; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly endpointId: number,
    readonly name: string,
  ) {
    super();
  }
}

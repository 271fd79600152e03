import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

export class DeleteSignalEndpointCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly id: number,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import { type WriteReceipt } from '@pennant/core';

export class CreateSignalEndpointCommand extends Command<{ id: number; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
    readonly description: string | null,
    readonly enabled: boolean,
  ) {
    super();
  }
}

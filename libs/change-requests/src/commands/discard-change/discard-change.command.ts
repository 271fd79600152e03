import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

export class DiscardChangeCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly id: number,
    readonly changeId: number,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

export class DiscardChangeCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly id: number,
    readonly changeId: number,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

export class DeleteActionSetCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly id: number,
  ) {
    super();
  }
}

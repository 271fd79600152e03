import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

export class DeleteAddonCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly id: number,
  ) {
    super();
  }
}

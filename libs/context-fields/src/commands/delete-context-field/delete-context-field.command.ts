import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

export class DeleteContextFieldCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
  ) {
    super();
  }
}

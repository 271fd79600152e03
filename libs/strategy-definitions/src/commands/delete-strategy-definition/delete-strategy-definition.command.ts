import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

export class DeleteStrategyDefinitionCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

export class UncompleteFeatureCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
  ) {
    super();
  }
}

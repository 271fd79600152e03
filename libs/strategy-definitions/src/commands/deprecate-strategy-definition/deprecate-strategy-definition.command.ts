import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

/** `deprecated: true` deprecates, `false` reactivates. */
export class DeprecateStrategyDefinitionCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
    readonly deprecated: boolean,
  ) {
    super();
  }
}

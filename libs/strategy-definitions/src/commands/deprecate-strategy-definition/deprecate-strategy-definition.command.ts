import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** `deprecated: true` deprecates, `false` reactivates. */
export class DeprecateStrategyDefinitionCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
    readonly deprecated: boolean,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

export class DeleteStrategyDefinitionCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
  ) {
    super();
  }
}

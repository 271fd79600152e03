import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

export class UncompleteFeatureCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
  ) {
    super();
  }
}

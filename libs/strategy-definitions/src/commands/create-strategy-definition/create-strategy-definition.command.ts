import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { CreateStrategyBody } from '../strategy-definition.schema';
import type { WriteReceipt } from '@pennant/core';

export class CreateStrategyDefinitionCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly strategy: CreateStrategyBody,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { UpdateStrategyBody } from '../strategy-definition.schema';
import type { WriteReceipt } from '@pennant/core';

export class UpdateStrategyDefinitionCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
    readonly changes: UpdateStrategyBody,
  ) {
    super();
  }
}

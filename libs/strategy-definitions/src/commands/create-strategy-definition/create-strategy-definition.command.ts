import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { CreateStrategyBody } from '../strategy-definition.schemas';

export class CreateStrategyDefinitionCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly strategy: CreateStrategyBody,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { UpdateStrategyBody } from '../strategy-definition.schemas';

export class UpdateStrategyDefinitionCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
    readonly changes: UpdateStrategyBody,
  ) {
    super();
  }
}

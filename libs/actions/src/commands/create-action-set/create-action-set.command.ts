import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { ActionSetInput } from '../../domain/action-sets.decider';

export class CreateActionSetCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly input: ActionSetInput,
  ) {
    super();
  }
}

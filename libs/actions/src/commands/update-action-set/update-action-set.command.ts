import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { ActionSetInput } from '../../domain/action-sets.decider';

/** Absent = keep; `description: null` clears; `match`/`actions` replace the whole value. */
export class UpdateActionSetCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly id: number,
    readonly changes: Partial<ActionSetInput>,
  ) {
    super();
  }
}

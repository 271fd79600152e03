import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { ActionSetInput } from '../../domain/action-sets.decider';
import type { WriteReceipt } from '@pennant/core';

/** Absent = keep; `description: null` clears; `match`/`actions` replace the whole value. */
export class UpdateActionSetCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly id: number,
    readonly changes: Partial<ActionSetInput>,
  ) {
    super();
  }
}

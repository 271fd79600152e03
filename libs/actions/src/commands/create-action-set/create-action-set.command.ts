import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { ActionSetInput } from '../../domain/action-sets.decider';
import { type WriteReceipt } from '@pennant/core';

export class CreateActionSetCommand extends Command<{ id: number; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly input: ActionSetInput,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

/** Deactivate (`active: false`) or reactivate a user (ADR 0046); result: the user's id. */
export class SetUserActiveCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly active: boolean,
  ) {
    super();
  }
}

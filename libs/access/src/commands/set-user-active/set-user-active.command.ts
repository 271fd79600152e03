import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import { type WriteReceipt } from '@pennant/core';

/** Deactivate (`active: false`) or reactivate a user (ADR 0046); result: the user's id. */
export class SetUserActiveCommand extends Command<{ id: number; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly id: number,
    readonly active: boolean,
  ) {
    super();
  }
}

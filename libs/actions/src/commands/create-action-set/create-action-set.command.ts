import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { Principal } from '@pennant/platform';
import type { ActionSetInput } from '../../domain/action-sets.decider';
import { type WriteReceipt } from '@pennant/core';

export class CreateActionSetCommand extends Command<{ id: number; receipt: WriteReceipt }> {
  /** Who records the set (the log's actor). */
  readonly actor: Actor;

  constructor(
    /** The caller: the set may only act as a service account whose rights the caller holds (ADR 0056). */
    readonly principal: Principal,
    readonly project: string,
    readonly input: ActionSetInput,
  ) {
    super();
    this.actor = principal.actor;
  }
}

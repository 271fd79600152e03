import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { Principal } from '@pennant/platform';
import type { ActionSetInput } from '../../domain/action-sets.decider';
import type { WriteReceipt } from '@pennant/core';

/** Absent = keep; `description: null` clears; `match`/`actions` replace the whole value. */
export class UpdateActionSetCommand extends Command<WriteReceipt> {
  /** Who records the change (the log's actor). */
  readonly actor: Actor;

  constructor(
    /** The caller: a set it changes may only act as a service account whose rights it holds (ADR 0056). */
    readonly principal: Principal,
    readonly project: string,
    readonly id: number,
    readonly changes: Partial<ActionSetInput>,
  ) {
    super();
    this.actor = principal.actor;
  }
}

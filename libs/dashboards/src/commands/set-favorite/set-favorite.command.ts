import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** Marks (`on`) or unmarks a project, or a flag of it (`feature`), as a favourite of the actor. */
export class SetFavoriteCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly feature: string | null,
    readonly on: boolean,
  ) {
    super();
  }
}

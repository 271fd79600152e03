import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

/** Marks (`on`) or unmarks a project, or a flag of it (`feature`), as a favourite of the actor. */
export class SetFavoriteCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly feature: string | null,
    readonly on: boolean,
  ) {
    super();
  }
}

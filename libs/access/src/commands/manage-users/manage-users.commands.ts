import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { UserCommand } from '../../domain/user-registry.decider';

/** Create, update or delete a user or a service account; result: its id. */
export class ManageUserCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly operation: UserCommand,
  ) {
    super();
  }
}

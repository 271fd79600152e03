import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { CreateUser, DeleteUser, UpdateUser } from '../../domain/user-registry.decider';

/** Create, update or delete a user; result: the user id. */
export class ManageUserCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly operation: CreateUser | UpdateUser | DeleteUser,
  ) {
    super();
  }
}

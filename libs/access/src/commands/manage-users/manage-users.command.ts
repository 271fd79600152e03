import { Command } from '@nestjs/cqrs';
import type { WriteReceipt } from '@pennant/core';
import type { Actor } from '@pennant/events';
import type {
  CreateServiceAccount,
  CreateUser,
  DeleteServiceAccount,
  DeleteUser,
  IdentityFacts,
  UpdateServiceAccount,
  UpdateUser,
} from '../../domain/user.decider';

/** What a controller asks for: the decider's commands without the id and facts the handler adds. */
export type UserOperation =
  | Omit<CreateUser, 'id' | keyof IdentityFacts>
  | Omit<UpdateUser, keyof IdentityFacts>
  | DeleteUser
  | Omit<CreateServiceAccount, 'id' | 'usernameTaken' | 'usernameIsAnEmail'>
  | UpdateServiceAccount
  | DeleteServiceAccount;

/** Create, update or delete a user or a service account; result: its id. */
export class ManageUserCommand extends Command<{ id: number; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly operation: UserOperation,
  ) {
    super();
  }
}

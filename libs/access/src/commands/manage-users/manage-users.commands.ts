import { Command } from '@nestjs/cqrs';
import type { WriteReceipt } from '@pennant/core';
import type { Actor } from '@pennant/events';
import type {
  CreateServiceAccount,
  CreateUser,
  DeleteServiceAccount,
  DeleteUser,
  UpdateServiceAccount,
  UpdateUser,
} from '../../domain/user.decider';

/** What a controller asks for: the decider's commands without the id and facts the handler adds. */
export type UserOperation =
  | Omit<CreateUser, 'id' | 'emailTaken' | 'usernameTaken'>
  | Omit<UpdateUser, 'emailTaken' | 'usernameTaken'>
  | DeleteUser
  | Omit<CreateServiceAccount, 'id' | 'usernameTaken'>
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

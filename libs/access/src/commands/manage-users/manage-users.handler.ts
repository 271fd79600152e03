import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import { assertNever } from '@pennant/events';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { userRegistryDecider, USERS_STREAM } from '../../domain/user-registry.decider';
import { ManageUserCommand } from './manage-users.commands';

@CommandHandler(ManageUserCommand)
export class ManageUserHandler implements ICommandHandler<ManageUserCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly resolver: StoredTokenResolver,
  ) {}

  async execute(command: ManageUserCommand): Promise<{ id: number }> {
    const { events } = await this.executor.execute({ streamId: USERS_STREAM, decider: userRegistryDecider, actor: command.actor, command: command.operation });
    // A user's role or existence decides what their PATs may do: reload the credential cache.
    await this.resolver.refresh();
    const op = command.operation;
    switch (op.kind) {
      case 'create': {
        const created = events.find((e) => e.type === 'user-created');
        const id = created?.type === 'user-created' ? created.data.data?.id : undefined;
        if (id === undefined) throw new Error('create decided no user-created event');
        return { id };
      }
      case 'create-service-account': {
        const created = events.find((e) => e.type === 'service-account-created');
        if (created?.type !== 'service-account-created') throw new Error('create decided no service-account-created event');
        return { id: created.data.data.id };
      }
      case 'update':
      case 'delete':
      case 'update-service-account':
      case 'delete-service-account':
        return { id: op.id };
      default:
        return assertNever(op);
    }
  }
}

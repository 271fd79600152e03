import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, IdAllocator, NameGuard, combineReceipts, type WriteReceipt } from '@pennant/core';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { identityKeys, USER_IDS, userDecider, userStreamId, type UserCommand } from '../../domain/user.decider';
import { UserFacts } from '../../facts/user.facts';
import { ManageUserCommand, type UserOperation } from './manage-users.command';

const keysOf = (op: UserOperation): string[] => {
  if (op.kind !== 'create' && op.kind !== 'update' && op.kind !== 'create-service-account') return [];
  const fields = op.kind === 'update' ? op.changes : op;
  return identityKeys('email' in fields ? fields.email : null, fields.username);
};

/**
 * Users and service accounts, each on its own stream (ADR 0031): new ids from a sequence, emails
 * and usernames claimed under the name guard and checked in the caught-up read model.
 */
@CommandHandler(ManageUserCommand)
export class ManageUserHandler implements ICommandHandler<ManageUserCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: IdAllocator,
    private readonly guard: NameGuard,
    private readonly resolver: StoredTokenResolver,
    private readonly users: UserFacts,
  ) {}

  async execute({ actor, operation: op }: ManageUserCommand): Promise<{ id: number; receipt: WriteReceipt }> {
    const receipts: WriteReceipt[] = [];
    const run = async (command: UserCommand) =>
      void receipts.push(
        (await this.executor.execute({ streamId: userStreamId(command.id), decider: userDecider, actor, command })).receipt,
      );
    const id = await this.guard.run(keysOf(op), async (query) => {
      switch (op.kind) {
        case 'create': {
          const facts = await this.users.identityTaken(0, op.email, op.username, query);
          return this.ids.withNewId(USER_IDS, async (newId) => (await run({ ...op, id: newId, ...facts }), newId));
        }
        case 'create-service-account': {
          const { usernameTaken, usernameIsAnEmail } = await this.users.identityTaken(0, null, op.username, query);
          return this.ids.withNewId(USER_IDS, async (newId) => (await run({ ...op, id: newId, usernameTaken, usernameIsAnEmail }), newId));
        }
        case 'update':
          await run({ ...op, ...(await this.users.identityTaken(op.id, op.changes.email, op.changes.username, query)) });
          return op.id;
        default:
          await run(op);
          return op.id;
      }
    });
    // A user's role or existence decides what their PATs may do: reload the credential cache.
    await this.resolver.refresh();
    return { id, receipt: combineReceipts(receipts) };
  }
}

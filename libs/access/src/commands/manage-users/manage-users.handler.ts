import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, IdAllocator, NameGuard, type GuardQuery } from '@pennant/core';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { USER_IDS, userDecider, userEmailKey, usernameKey, userStreamId, type IdentityFacts, type UserCommand } from '../../domain/user.decider';
import { ManageUserCommand, type UserOperation } from './manage-users.commands';

/** Whether another user has the email, or another user or account the username (read model, under the guard). */
async function identityFacts(query: GuardQuery, id: number, email: string | null | undefined, username: string | null | undefined): Promise<IdentityFacts> {
  const [row] = await query<IdentityFacts>(
    `SELECT coalesce(bool_or(lower(email) = lower($2)), false) AS "emailTaken", coalesce(bool_or(lower(username) = lower($3)), false) AS "usernameTaken"
       FROM rm_users WHERE id <> $1 AND (lower(email) = lower($2) OR lower(username) = lower($3))`,
    [id, email ?? null, username ?? null],
  );
  return row;
}

const keysOf = (op: UserOperation): string[] => {
  if (op.kind !== 'create' && op.kind !== 'update' && op.kind !== 'create-service-account') return [];
  const fields = op.kind === 'update' ? op.changes : op;
  return [...('email' in fields && fields.email ? [userEmailKey(fields.email)] : []), ...(fields.username ? [usernameKey(fields.username)] : [])];
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
  ) {}

  async execute({ actor, operation: op }: ManageUserCommand): Promise<{ id: number }> {
    const run = (command: UserCommand) => this.executor.execute({ streamId: userStreamId(command.id), decider: userDecider, actor, command });
    const id = await this.guard.run(keysOf(op), async (query) => {
      switch (op.kind) {
        case 'create': {
          const facts = await identityFacts(query, 0, op.email, op.username);
          return this.ids.withNewId(USER_IDS, async (newId) => (await run({ ...op, id: newId, ...facts }), newId));
        }
        case 'create-service-account': {
          const { usernameTaken } = await identityFacts(query, 0, null, op.username);
          return this.ids.withNewId(USER_IDS, async (newId) => (await run({ ...op, id: newId, usernameTaken }), newId));
        }
        case 'update':
          await run({ ...op, ...(await identityFacts(query, op.id, op.changes.email, op.changes.username)) });
          return op.id;
        default:
          await run(op);
          return op.id;
      }
    });
    // A user's role or existence decides what their PATs may do: reload the credential cache.
    await this.resolver.refresh();
    return { id };
  }
}

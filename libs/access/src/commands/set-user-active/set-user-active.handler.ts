import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, NameGuard, type WriteReceipt } from '@pennant/core';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { userDecider, userStreamId } from '../../domain/user.decider';
import { UserFacts } from '../../facts/user.facts';
import { SessionStore } from '../../sessions/session-store';
import { SetUserActiveCommand } from './set-user-active.command';

/** Deactivations take turns on this guard key, so two of them cannot each leave the other as the last Admin. */
const ACTIVE_ADMINS_KEY = 'user-active-admins';

/**
 * Deactivates or reactivates a user (ADR 0046): the number of other active Admins is read in the
 * caught-up read model under the guard, the decider refuses self-deactivation and removing the
 * last active Admin. A deactivated user's sessions end at once (their rows are deleted) and the
 * credential cache is reloaded, so their PATs stop here now (other nodes: within a minute) and
 * open event streams close at their next re-check. Reactivation restores neither.
 */
@CommandHandler(SetUserActiveCommand)
export class SetUserActiveHandler implements ICommandHandler<SetUserActiveCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly guard: NameGuard,
    private readonly users: UserFacts,
    private readonly sessions: SessionStore,
    private readonly resolver: StoredTokenResolver,
  ) {}

  async execute({ actor, id, active }: SetUserActiveCommand): Promise<{ id: number; receipt: WriteReceipt }> {
    const receipt = await this.guard.run([ACTIVE_ADMINS_KEY], async () => {
      const command = {
        kind: 'set-active' as const,
        id,
        active,
        byUserId: actor.kind === 'user' ? actor.id : null,
        otherActiveAdmins: await this.users.otherActiveAdmins(id),
      };
      return (await this.executor.execute({ streamId: userStreamId(id), decider: userDecider, actor, command })).receipt;
    });
    if (!active) await this.sessions.endAllOf(id);
    await this.resolver.refresh();
    return { id, receipt };
  }
}

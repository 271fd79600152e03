import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, IdAllocator, NameGuard, type WriteReceipt } from '@pennant/core';
import type { Actor } from '@pennant/events';
import { CLOCK, type Clock } from '@pennant/platform';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { publicSignupTokenDecider, publicSignupTokenStreamId, SIGNUP_ROOT_ROLE } from '../../domain/public-signup-token.decider';
import { signupLinkFingerprint } from '../../domain/secrets';
import { identityKeys, USER_IDS, userDecider, userStreamId } from '../../domain/user.decider';
import { UserFacts } from '../../facts/user.facts';
import { SignUpWithLinkCommand } from './sign-up-with-link.command';

/**
 * One atomic append of the new user's `user-created` (Viewer) and the link's
 * `public-signup-token-user-added`: the link's decider refuses an unknown, disabled or expired
 * link, and then nothing is recorded. Emails and usernames are claimed under the name guard as
 * every user creation does (ManageUserHandler). The person is the actor of both events.
 */
@CommandHandler(SignUpWithLinkCommand)
export class SignUpWithLinkHandler implements ICommandHandler<SignUpWithLinkCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: IdAllocator,
    private readonly guard: NameGuard,
    private readonly users: UserFacts,
    private readonly resolver: StoredTokenResolver,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ secret, person }: SignUpWithLinkCommand): Promise<{ id: number; receipt: WriteReceipt }> {
    const tokenStream = publicSignupTokenStreamId(signupLinkFingerprint(secret));
    const keys = identityKeys(person.email, person.username);
    const { id, receipt } = await this.guard.run(keys, async (query) => {
      const facts = await this.users.identityTaken(0, person.email, person.username, query);
      return this.ids.withNewId(USER_IDS, async (newId) => {
        const actor: Actor = { id: newId, name: person.email, kind: 'user' };
        const outcome = await this.executor.executeMany(actor, async (reader) => {
          const link = await reader.load(tokenStream, publicSignupTokenDecider);
          const added = publicSignupTokenDecider.decide(
            { kind: 'add-user', userId: newId, now: this.clock.now().toISOString() },
            link.state,
          );
          const user = await reader.load(userStreamId(newId), userDecider);
          const created = userDecider.decide({ kind: 'create', id: newId, ...person, rootRole: SIGNUP_ROOT_ROLE, ...facts }, user.state);
          return {
            appends: [
              { streamId: userStreamId(newId), events: created },
              { streamId: tokenStream, events: added },
            ],
            result: null,
          };
        });
        return { id: newId, receipt: outcome.receipt };
      });
    });
    // A user's existence decides what their sessions and PATs may do: reload the credential cache.
    await this.resolver.refresh();
    return { id, receipt };
  }
}
